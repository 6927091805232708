import { describe, expect, it } from 'vitest';
import { defaultTradingWindows } from '../time/markets.ts';
import { calendarLockUntil, isLocked, lockUntil } from './lock.ts';

const nl = { window: defaultTradingWindows.nl };

describe('sell lock', () => {
  it('locks for N minutes or until the N-th next day in the market zone', () => {
    const bought = Date.UTC(2024, 6, 1, 20); // Mon 22:00 Amsterdam
    expect(calendarLockUntil(bought, { unit: 'minute', value: 30 }, 'Europe/Amsterdam')).toBe(bought + 1_800_000);
    expect(new Date(calendarLockUntil(bought, { unit: 'day', value: 1 }, 'Europe/Amsterdam')).toISOString()).toBe(
      '2024-07-01T22:00:00.000Z',
    );
    expect(calendarLockUntil(bought, { unit: 'day', value: 0 }, 'UTC')).toBe(bought);
    expect(isLocked(10, 5)).toBe(true);
    expect(isLocked(10, 10)).toBe(false);
    expect(isLocked(null, 0)).toBe(false);
    expect(isLocked(undefined, 0)).toBe(false);
  });
});

describe('lockUntil (T+N trading days to the session’s open, or N minutes)', () => {
  it('unlocks at the opening of the N-th next session', () => {
    const monday = Date.UTC(2024, 6, 1, 10); // Monday 12:00 Amsterdam
    expect(lockUntil(monday, { unit: 'day', value: 1 }, nl)).toBe(Date.UTC(2024, 6, 2, 7));
    expect(lockUntil(monday, { unit: 'day', value: 0 }, nl)).toBe(monday);
    expect(lockUntil(monday, { unit: 'minute', value: 30 }, nl)).toBe(monday + 1_800_000);
  });

  it('skips the weekend and the calendar’s holidays', () => {
    const friday = Date.UTC(2024, 6, 5, 10);
    expect(lockUntil(friday, { unit: 'day', value: 1 }, nl)).toBe(Date.UTC(2024, 6, 8, 7));
    expect(lockUntil(friday, { unit: 'day', value: 2 }, nl)).toBe(Date.UTC(2024, 6, 9, 7));
    expect(lockUntil(friday, { unit: 'day', value: 1 }, { ...nl, holidays: ['2024-07-08'] })).toBe(
      Date.UTC(2024, 6, 9, 7),
    );
  });

  it('opens in the market’s own time after a change of daylight saving time', () => {
    // Amsterdam leaves summer time on Sunday 27 October 2024: Monday opens at 08:00 UTC.
    expect(lockUntil(Date.UTC(2024, 9, 25, 10), { unit: 'day', value: 1 }, nl)).toBe(Date.UTC(2024, 9, 28, 8));
    const newYork = { window: defaultTradingWindows.usd };
    expect(lockUntil(Date.UTC(2024, 6, 1, 15), { unit: 'day', value: 1 }, newYork)).toBe(Date.UTC(2024, 6, 2, 13, 30));
  });
});
