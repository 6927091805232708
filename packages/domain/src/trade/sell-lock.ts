import { zonedParts, zonedTimeToInstant } from '../time/zoned.ts';

/** Sell lock of a market (api.md §2 `trade.sellLock`): T+N days or N minutes. */
export interface SellLock {
  unit: 'day' | 'minute';
  value: number;
}

/**
 * When a position bought at `openedAtMs` may be sold. minute: N minutes later. day: midnight at
 * the start of the N-th calendar day after the buy date in the market's time zone (T+1 bought on
 * Monday sells from Tuesday 00:00); N = 0 sells at once.
 */
export function sellLockUntil(openedAtMs: number, lock: SellLock, timeZone: string): number {
  if (lock.value <= 0) return openedAtMs;
  if (lock.unit === 'minute') return openedAtMs + lock.value * 60_000;
  const p = zonedParts(openedAtMs, timeZone);
  const date = new Date(0);
  date.setUTCFullYear(p.year, p.month - 1, p.day + lock.value);
  return zonedTimeToInstant(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0 },
    timeZone,
  );
}

/** Locked while lockUntil > now. */
export function isLocked(lockUntilMs: number | null | undefined, nowMs: number): boolean {
  return lockUntilMs !== null && lockUntilMs !== undefined && lockUntilMs > nowMs;
}
