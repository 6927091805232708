import { describe, expect, it } from 'vitest';
import { dateOfDay, localDay, type TradingCalendar } from '../trading/calendar.ts';
import { defaultTradingWindows } from '../time/markets.ts';
import { blockOfferDay, previousSessionDay, weekStartOf } from './day.ts';

const calendar: TradingCalendar = { window: defaultTradingWindows.nl };
const dayOf = (iso: string) => localDay(Date.parse(iso), 'Europe/Amsterdam');

describe('blockOfferDay', () => {
  it('is today until the close, then the next session day', () => {
    expect(dateOfDay(blockOfferDay(Date.parse('2026-11-23T07:00:00Z'), calendar))).toBe('2026-11-23');
    expect(dateOfDay(blockOfferDay(Date.parse('2026-11-23T12:00:00Z'), calendar))).toBe('2026-11-23');
    expect(dateOfDay(blockOfferDay(Date.parse('2026-11-23T17:00:00Z'), calendar))).toBe('2026-11-24');
    // Friday evening and Saturday: Monday's offers.
    expect(dateOfDay(blockOfferDay(Date.parse('2026-11-27T18:00:00Z'), calendar))).toBe('2026-11-30');
    expect(dateOfDay(blockOfferDay(Date.parse('2026-11-28T10:00:00Z'), calendar))).toBe('2026-11-30');
  });
});

describe('previousSessionDay', () => {
  it('skips the weekend and holidays', () => {
    expect(dateOfDay(previousSessionDay(dayOf('2026-11-30T10:00:00Z'), calendar))).toBe('2026-11-27');
    expect(dateOfDay(previousSessionDay(dayOf('2026-11-25T10:00:00Z'), calendar))).toBe('2026-11-24');
    expect(
      dateOfDay(previousSessionDay(dayOf('2026-11-25T10:00:00Z'), { ...calendar, holidays: ['2026-11-24'] })),
    ).toBe('2026-11-23');
  });
  it('gives up on a calendar without sessions', () => {
    expect(() => previousSessionDay(100, { window: { ...calendar.window, days: [] } })).toThrow(RangeError);
  });
});

describe('weekStartOf', () => {
  it('is the Monday of the week', () => {
    expect(dateOfDay(weekStartOf(dayOf('2026-11-29T10:00:00Z')))).toBe('2026-11-23');
    expect(dateOfDay(weekStartOf(dayOf('2026-11-23T10:00:00Z')))).toBe('2026-11-23');
    expect(dateOfDay(weekStartOf(dayOf('2026-11-27T10:00:00Z')))).toBe('2026-11-23');
  });
});
