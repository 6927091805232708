import { dayEndMs } from '../loan/interest.ts';
import { localDay } from '../trading/calendar.ts';

/**
 * A loan of shares earns for each night it is out (the market's convention: a fee is owed on a
 * loan open at the day's end): the night of local day `day` is paid at its end (the next local
 * midnight), on the value at the last close before it. The day the shares are lent counts; a loan
 * that ends before a midnight (a sale, or an opt-out's close) earns nothing for that day.
 */
export interface LendingNight {
  /** Days since 1970-01-01 in the sandbox's time zone. */
  day: number;
  /** The night's end: when it is paid. */
  atMs: number;
}

/**
 * The nights of a loan that started at `startedAtMs` that have ended by `untilMs` (and, for a loan
 * that ended or ends at `endMs`, before it), after the `paidDays` already paid.
 */
export function lendingNightsDue(
  startedAtMs: number,
  paidDays: number,
  untilMs: number,
  timeZone: string,
  endMs: number | null = null,
): LendingNight[] {
  const first = localDay(startedAtMs, timeZone);
  const last = endMs === null ? untilMs : Math.min(untilMs, endMs);
  const nights: LendingNight[] = [];
  for (let day = first + paidDays; ; day += 1) {
    const atMs = dayEndMs(day, timeZone);
    if (atMs > last) return nights;
    nights.push({ day, atMs });
  }
}

/** When the next night of a loan is paid (the end of the first unpaid day). */
export const nextNightAt = (startedAtMs: number, paidDays: number, timeZone: string): number =>
  dayEndMs(localDay(startedAtMs, timeZone) + paidDays, timeZone);
