import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultTradingWindows } from '../time/markets.ts';
import * as c from './calendar.ts';

const nl: c.TradingCalendar = { window: defaultTradingWindows.nl };
const utc = (day: number, hour: number, minute = 0): number => Date.UTC(2024, 6, day, hour, minute);
// July 2024 in Amsterdam (UTC+2): Monday the 1st, Friday the 5th, Monday the 8th; 09:00–17:30 local.
const dayOf = (date: number): number => Date.UTC(2024, 6, date) / c.DAY_MS;

describe('trading calendar', () => {
  it('names days and instants', () => {
    expect(c.localDay(utc(1, 10), 'Europe/Amsterdam')).toBe(dayOf(1));
    expect(c.localDay(utc(1, 23), 'Europe/Amsterdam')).toBe(dayOf(2));
    expect(c.dateOfDay(dayOf(1))).toBe('2024-07-01');
    expect(c.apiTime(Date.UTC(2024, 6, 1, 7, 30, 15, 123))).toBe('2024-07-01T07:30:15Z');
  });

  it('holds sessions on the window’s days, not on holidays', () => {
    expect(c.isSessionDay(dayOf(1), nl)).toBe(true);
    expect(c.isSessionDay(dayOf(6), nl)).toBe(false);
    expect(c.isSessionDay(dayOf(1), { ...nl, holidays: ['2024-07-01'] })).toBe(false);
    expect(c.sessionOpenMs(dayOf(1), nl)).toBe(utc(1, 7));
    expect(c.sessionCloseMs(dayOf(1), nl)).toBe(utc(1, 15, 30));
    expect(() => c.sessionOpenMs(dayOf(1), { window: { ...nl.window, open: '9h' } })).toThrow(RangeError);
  });

  it('finds the next session, skipping weekends and holidays', () => {
    expect(c.nextSessionDay(dayOf(1), nl)).toBe(dayOf(2));
    expect(c.nextSessionDay(dayOf(5), nl)).toBe(dayOf(8));
    expect(c.nextSessionDay(dayOf(5), { ...nl, holidays: ['2024-07-08'] })).toBe(dayOf(9));
    expect(() => c.nextSessionDay(dayOf(1), { window: { ...nl.window, days: [] } })).toThrow(RangeError);
  });

  it('trades inside the hours of a session day', () => {
    expect(c.isTradingTime(utc(1, 10), nl)).toBe(true);
    expect(c.isTradingTime(utc(1, 21), nl)).toBe(false);
    expect(c.isTradingTime(utc(6, 10), nl)).toBe(false);
    expect(c.isTradingTime(utc(1, 10), { ...nl, holidays: ['2024-07-01'] })).toBe(false);
  });

  it('opens next at or after an instant', () => {
    expect(c.nextSessionOpen(utc(1, 6), nl)).toBe(utc(1, 7));
    expect(c.nextSessionOpen(utc(1, 7), nl)).toBe(utc(1, 7));
    expect(c.nextSessionOpen(utc(1, 10), nl)).toBe(utc(2, 7));
    expect(c.nextSessionOpen(utc(5, 16), nl)).toBe(utc(8, 7));
    expect(c.nextSessionOpen(utc(6, 10), nl)).toBe(utc(8, 7));
  });

  it('lets a day order lapse at the close of its session', () => {
    expect(c.dayOrderExpiry(utc(1, 10), nl)).toBe(utc(1, 15, 30));
    expect(c.dayOrderExpiry(utc(1, 16), nl)).toBe(utc(2, 15, 30));
    expect(c.dayOrderExpiry(utc(6, 10), nl)).toBe(utc(8, 15, 30));
  });

  it('accrues the management fee at every close, a weekend at Friday’s', () => {
    const opened = utc(1, 10);
    expect(c.managementFeeAccruals(opened, opened, utc(8, 10), nl)).toEqual([
      { atMs: utc(1, 15, 30), days: 1 },
      { atMs: utc(2, 15, 30), days: 1 },
      { atMs: utc(3, 15, 30), days: 1 },
      { atMs: utc(4, 15, 30), days: 1 },
      { atMs: utc(5, 15, 30), days: 3 },
    ]);
    expect(c.managementFeeAccruals(opened, utc(3, 12), utc(8, 10), nl).map((a) => a.days)).toEqual([1, 1, 3]);
    expect(c.managementFeeDays(opened, utc(8, 10), nl)).toBe(7);
    expect(c.managementFeeDays(opened, utc(1, 15), nl)).toBe(0);
    expect(c.managementFeeDays(utc(1, 16), utc(2, 16), nl)).toBe(1);
    expect(c.managementFeeDays(utc(4, 10), utc(8, 10), { ...nl, holidays: ['2024-07-05'] })).toBe(4);
  });

  it('charges every calendar day of a year, and the same days however the sweep splits the period', () => {
    // From Monday 1 January 2024 10:00 to Wednesday 1 January 2025 10:00 (Amsterdam): a leap year.
    expect(c.managementFeeDays(Date.UTC(2024, 0, 1, 9), Date.UTC(2025, 0, 1, 9), nl)).toBe(366);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 24 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        (openHour, firstHours, secondHours) => {
          const opened = Date.UTC(2024, 0, 1) + openHour * 3_600_000;
          const middle = opened + firstHours * 3_600_000;
          const end = middle + secondHours * 3_600_000;
          const split =
            c.managementFeeDays(opened, middle, nl) +
            c.managementFeeAccruals(opened, middle, end, nl).reduce((days, accrual) => days + accrual.days, 0);
          expect(split).toBe(c.managementFeeDays(opened, end, nl));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('tells when a period runs past a weekend or a holiday', () => {
    expect(c.spansClosedDay(utc(5, 10), utc(8, 7), nl)).toBe(true);
    expect(c.spansClosedDay(utc(1, 10), utc(2, 7), nl)).toBe(false);
    expect(c.spansClosedDay(utc(1, 10), utc(4, 7), nl)).toBe(false);
    expect(c.spansClosedDay(utc(1, 10), utc(3, 7), { ...nl, holidays: ['2024-07-02'] })).toBe(true);
  });
});
