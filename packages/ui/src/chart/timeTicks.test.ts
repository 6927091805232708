import { describe, expect, it } from 'vitest';
import { boundaryWeight, civilFromDays, labelForWeight, TimeMarks, WEIGHT } from './timeTicks.ts';
import { createZoneOffset } from './zoneOffset.ts';

const DAY = 86_400_000;
const days = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

describe('civilFromDays', () => {
  it('turns day numbers into calendar dates, leap days included', () => {
    expect(civilFromDays(0)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(civilFromDays(days('2024-02-29'))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(civilFromDays(days('2000-03-01'))).toEqual({ year: 2000, month: 3, day: 1 });
    expect(civilFromDays(days('1969-12-31'))).toEqual({ year: 1969, month: 12, day: 31 });
  });
});

describe('boundaryWeight', () => {
  const at = (iso: string) => Date.parse(`${iso}Z`);
  it('weighs the largest calendar boundary crossed', () => {
    expect(boundaryWeight(at('2023-12-29T00:00'), at('2024-01-02T00:00'))).toBe(WEIGHT.year);
    expect(boundaryWeight(at('2024-01-31T00:00'), at('2024-02-01T00:00'))).toBe(WEIGHT.month);
    expect(boundaryWeight(at('2024-02-01T00:00'), at('2024-02-02T00:00'))).toBe(WEIGHT.day);
    expect(boundaryWeight(at('2024-02-01T11:59'), at('2024-02-01T12:00'))).toBe(9);
    expect(boundaryWeight(at('2024-02-01T10:59'), at('2024-02-01T11:00'))).toBe(6);
    expect(boundaryWeight(at('2024-02-01T10:14'), at('2024-02-01T10:15'))).toBe(4);
    expect(boundaryWeight(at('2024-02-01T10:13'), at('2024-02-01T10:14'))).toBe(2);
    expect(boundaryWeight(at('2024-02-01T10:13:00'), at('2024-02-01T10:13:30'))).toBe(1);
    expect(labelForWeight(WEIGHT.year)).toBe('year');
    expect(labelForWeight(WEIGHT.day)).toBe('day');
    expect(labelForWeight(6)).toBe('time');
  });
});

describe('createZoneOffset', () => {
  it('follows daylight saving time of the market (Amsterdam)', () => {
    const offset = createZoneOffset('Europe/Amsterdam');
    expect(offset(Date.parse('2024-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(offset(Date.parse('2024-07-15T12:00:00Z'))).toBe(7_200_000);
    // Summer time starts 2024-03-31 01:00 UTC; one minute either side.
    expect(offset(Date.parse('2024-03-31T00:59:00Z'))).toBe(3_600_000);
    expect(offset(Date.parse('2024-03-31T01:01:00Z'))).toBe(7_200_000);
    // Cached spans answer the same.
    expect(offset(Date.parse('2024-03-31T00:30:00Z'))).toBe(3_600_000);
    expect(offset(Date.parse('2024-03-30T12:00:00Z'))).toBe(3_600_000);
  });

  it('is zero for UTC', () => {
    expect(createZoneOffset('UTC')(Date.now())).toBe(0);
  });
});

describe('TimeMarks.ticks', () => {
  it('labels month starts of daily candles in the market zone, spaced apart', () => {
    // 120 daily candles from 2024-01-01 00:00 Tokyo time (the previous day in UTC).
    const time = new Float64Array(120);
    for (let i = 0; i < 120; i++) time[i] = Date.parse('2023-12-31T15:00:00Z') + i * DAY;
    const marks = new TimeMarks(createZoneOffset('Asia/Tokyo'));
    const xOf = (i: number) => (i + 0.5) * 4; // 480 px
    const ticks = marks.ticks(time, 120, 0, 119, xOf, 480, 60);
    const labels = ticks.map((t) => [new Date(time[t.index]! + 9 * 3_600_000).toISOString().slice(0, 10), t.label]);
    expect(labels).toContainEqual(['2024-02-01', 'month']);
    expect(labels).toContainEqual(['2024-03-01', 'month']);
    expect(labels).toContainEqual(['2024-04-01', 'month']);
    for (let i = 1; i < ticks.length; i++)
      expect(xOf(ticks[i]!.index) - xOf(ticks[i - 1]!.index)).toBeGreaterThanOrEqual(60);
  });

  it('labels hours of minute candles', () => {
    const time = new Float64Array(240);
    for (let i = 0; i < 240; i++) time[i] = Date.parse('2024-03-15T08:00:00Z') + i * 60_000;
    const marks = new TimeMarks(() => 0);
    const ticks = marks.ticks(time, 240, 0, 239, (i) => i * 1.6, 384, 70);
    expect(
      ticks.filter((t) => t.label === 'time').map((t) => new Date(time[t.index]!).toISOString().slice(11, 16)),
    ).toEqual(expect.arrayContaining(['09:00', '10:00', '11:00']));
  });

  it('recomputes weights after a change', () => {
    const time = new Float64Array([0, DAY, 2 * DAY]);
    const marks = new TimeMarks(() => 0);
    expect(marks.weight(time, 3, 2)).toBe(WEIGHT.day);
    time[2] = DAY + 60_000;
    marks.invalidateFrom(2);
    expect(marks.weight(time, 3, 2)).toBe(2);
  });
});
