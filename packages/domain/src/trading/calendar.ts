import type { TimeWindow } from '../time/window.ts';
import { isWithinWindow, parseHm } from '../time/window.ts';
import { zonedParts, zonedTimeToInstant } from '../time/zoned.ts';

/**
 * A market's sessions: its trading hours (api.md §2 TimeWindow, open before close on the same
 * local day) and its holidays. The reference server models no holidays yet; a calendar that has
 * them passes them here and every rule below (lock, fee days, next opening) skips them.
 */
export interface TradingCalendar {
  window: TimeWindow;
  /** Days without a session, `YYYY-MM-DD` in the window's time zone. */
  holidays?: readonly string[];
}

export const DAY_MS = 86_400_000;
/** A calendar looks this far for the next session before it gives up (a window without days). */
const SEARCH_DAYS = 366;

/** The calendar day (days since 1970-01-01) an instant falls on in a time zone. */
export function localDay(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
}

/** `YYYY-MM-DD` of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday (1 = Monday) of a day number: 1970-01-01 was a Thursday. */
const weekdayOfDay = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** An instant as the API writes it: ISO-8601 UTC to the second (`2024-05-01T07:30:00Z`). */
export const apiTime = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** True when the market holds a session that day (one of the window's weekdays, not a holiday). */
export function isSessionDay(day: number, calendar: TradingCalendar): boolean {
  return calendar.window.days.includes(weekdayOfDay(day)) && !(calendar.holidays ?? []).includes(dateOfDay(day));
}

function localTime(day: number, hm: string, timeZone: string): number {
  const minutes = parseHm(hm);
  if (minutes === null) throw new RangeError(`Not an HH:mm time: ${hm}`);
  const date = new Date(day * DAY_MS);
  return zonedTimeToInstant(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    },
    timeZone,
  );
}

/** When the session of `day` opens and closes (instants). */
export const sessionOpenMs = (day: number, calendar: TradingCalendar): number =>
  localTime(day, calendar.window.open, calendar.window.timeZone);
export const sessionCloseMs = (day: number, calendar: TradingCalendar): number =>
  localTime(day, calendar.window.close, calendar.window.timeZone);

/** The first session day after `day`. Throws a RangeError for a calendar without sessions. */
export function nextSessionDay(day: number, calendar: TradingCalendar): number {
  for (let next = day + 1; next <= day + SEARCH_DAYS; next += 1) {
    if (isSessionDay(next, calendar)) return next;
  }
  throw new RangeError('The calendar has no session within a year');
}

/** True while the market trades: inside its hours on a session day (api.md `time.outsideTrading`). */
export function isTradingTime(ms: number, calendar: TradingCalendar): boolean {
  return isWithinWindow(calendar.window, ms) && isSessionDay(localDay(ms, calendar.window.timeZone), calendar);
}

/**
 * The first session opening at or after `ms`: where a close asked outside hours is filled
 * (`closing` → closed at the next session's first price) and where a T+N lock ends.
 */
export function nextSessionOpen(ms: number, calendar: TradingCalendar): number {
  const today = localDay(ms, calendar.window.timeZone);
  if (isSessionDay(today, calendar) && ms <= sessionOpenMs(today, calendar)) return sessionOpenMs(today, calendar);
  return sessionOpenMs(nextSessionDay(today, calendar), calendar);
}

/**
 * When an unfilled limit order lapses (a day order, products.md §1): the close of the session it
 * was placed in, or of the next session when it was placed after a close.
 */
export function dayOrderExpiry(placedAtMs: number, calendar: TradingCalendar): number {
  const day = localDay(placedAtMs, calendar.window.timeZone);
  if (isSessionDay(day, calendar) && placedAtMs < sessionCloseMs(day, calendar)) return sessionCloseMs(day, calendar);
  return sessionCloseMs(nextSessionDay(day, calendar), calendar);
}

/** One daily accrual of the management fee: at a session's close, for the nights until the next one. */
export interface FeeAccrual {
  atMs: number;
  /** Calendar days charged: 1 on a weekday, 3 at a Friday close (Friday, Saturday, Sunday), more before a holiday. */
  days: number;
}

/**
 * The management fee's accruals of a position opened at `openedAtMs`, at the session closes in
 * (max(openedAt, from), to]. The fee is charged once a day at the market's close (products.md
 * §1) for every calendar day until the next session, as brokers charge a weekend on Friday: a
 * year of holding costs 365 days (0.02 % a day ≈ 7.3 % a year), and a position opened and closed
 * within one session costs none. The server's daily sweep asks from its last accrual to now.
 */
export function managementFeeAccruals(
  openedAtMs: number,
  fromMs: number,
  toMs: number,
  calendar: TradingCalendar,
): FeeAccrual[] {
  const start = Math.max(openedAtMs, fromMs);
  const zone = calendar.window.timeZone;
  const accruals: FeeAccrual[] = [];
  for (let day = localDay(start, zone); day <= localDay(toMs, zone); day += 1) {
    if (!isSessionDay(day, calendar)) continue;
    const close = sessionCloseMs(day, calendar);
    if (close > start && close <= toMs) accruals.push({ atMs: close, days: nextSessionDay(day, calendar) - day });
  }
  return accruals;
}

/** Days of management fee a position opened at `openedAtMs` has accrued by `atMs` (the sum of its accruals). */
export function managementFeeDays(openedAtMs: number, atMs: number, calendar: TradingCalendar): number {
  return managementFeeAccruals(openedAtMs, openedAtMs, atMs, calendar).reduce(
    (days, accrual) => days + accrual.days,
    0,
  );
}

/**
 * True when a calendar day between the two instants' days (both excluded) has no session: the
 * period runs past a weekend or a holiday.
 */
export function spansClosedDay(fromMs: number, toMs: number, calendar: TradingCalendar): boolean {
  const zone = calendar.window.timeZone;
  for (let day = localDay(fromMs, zone) + 1; day < localDay(toMs, zone); day += 1) {
    if (!isSessionDay(day, calendar)) return true;
  }
  return false;
}
