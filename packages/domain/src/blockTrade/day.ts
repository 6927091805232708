import type { TradingCalendar } from '../trading/calendar.ts';
import { isSessionDay, localDay, nextSessionDay, sessionCloseMs } from '../trading/calendar.ts';

/**
 * The trading day whose block offers are shown at `nowMs`: today's while its session has not
 * closed, otherwise the next session's — its price is set from a close that has already happened,
 * so the offer can be read the evening or the weekend before.
 */
export function blockOfferDay(nowMs: number, calendar: TradingCalendar): number {
  const today = localDay(nowMs, calendar.window.timeZone);
  if (isSessionDay(today, calendar) && nowMs < sessionCloseMs(today, calendar)) return today;
  return nextSessionDay(today, calendar);
}

/** The last session day before `day` (whose close prices the day's blocks); a year back at most. */
export function previousSessionDay(day: number, calendar: TradingCalendar): number {
  for (let before = day - 1; before >= day - 366; before -= 1) {
    if (isSessionDay(before, calendar)) return before;
  }
  throw new RangeError('The calendar has no session within a year');
}

/** The Monday of a day's week (day numbers count from Thursday 1970-01-01), where a week's block series start. */
export function weekStartOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}
