import { zonedParts, zonedTimeToInstant } from '../time/zoned.ts';
import type { TradingCalendar } from './calendar.ts';
import { localDay, nextSessionDay, sessionOpenMs } from './calendar.ts';
import type { SellLockUnit } from './vocabulary.ts';

/** Sell lock of a market (api.md §2 `trade.sellLock`): T+N trading days or N minutes. */
export interface SellLock {
  unit: SellLockUnit;
  value: number;
}

/**
 * When a position filled at `openedAtMs` may be sold (products.md §1): `minute` — N minutes
 * later; `day` — the opening of the N-th session after the fill's day, so weekends and the
 * calendar's holidays are skipped (T+1 bought on Friday sells from Monday's opening). N = 0
 * sells at once.
 */
export function lockUntil(openedAtMs: number, lock: SellLock, calendar: TradingCalendar): number {
  if (lock.value <= 0) return openedAtMs;
  if (lock.unit === 'minute') return openedAtMs + lock.value * 60_000;
  let day = localDay(openedAtMs, calendar.window.timeZone);
  for (let step = 0; step < lock.value; step += 1) day = nextSessionDay(day, calendar);
  return sessionOpenMs(day, calendar);
}

/**
 * The first draft's calendar-day lock (docs/decisions.md "Trading"), superseded by `lockUntil`
 * and used by nothing else: minute — N minutes later; day — midnight at the start of the N-th
 * calendar day after the buy date in the market's time zone (T+1 bought on Monday sells from
 * Tuesday 00:00, and bought on Friday from Saturday 00:00, before any session).
 */
export function calendarLockUntil(openedAtMs: number, lock: SellLock, timeZone: string): number {
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
