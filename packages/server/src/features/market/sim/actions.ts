import type { Instrument, Split } from '../catalogue/index.ts';
import { dayNumberOf, type MarketCalendar } from './calendar.ts';
import { hashUnit } from './random.ts';

/** What happens to an instrument at the opening of a session. */
export interface SessionActions {
  /** Dividend per share as a fraction of the previous close (the amount is rounded to ticks). */
  dividendFraction: number | null;
  split: Split | null;
}

const none: SessionActions = { dividendFraction: null, split: null };

/** True when session k is the first on or after `day` (the day's action takes effect at its opening). */
function firstSessionFrom(calendar: MarketCalendar, k: number, day: number): boolean {
  return k > 0 && calendar.dayOf(k) >= day && calendar.dayOf(k - 1) < day;
}

/**
 * Corporate actions: the catalogue's real splits, and dividends on the instrument's policy. An
 * ex-dividend date is a fixed day of a payment month (1st–20th, from the instrument's id: not
 * from the seed, as a company's calendar does not depend on the market's luck), moved to the next
 * session when it is not one. The first simulated session never has an action: its previous
 * close is the walk's starting point.
 */
export function actionsAt(instrument: Instrument, calendar: MarketCalendar, k: number): SessionActions {
  if (k <= 0 || (instrument.dividend === null && instrument.splits.length === 0)) return none;
  const day = calendar.dayOf(k);
  const split =
    instrument.splits.find((candidate) => firstSessionFrom(calendar, k, dayNumberOf(candidate.date))) ?? null;
  let dividendFraction: number | null = null;
  const policy = instrument.dividend;
  if (policy) {
    const date = new Date(day * 86_400_000);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    const yearMonth = `${year}-${String(month).padStart(2, '0')}`;
    if (policy.months.includes(month) && (!policy.since || yearMonth >= policy.since)) {
      const dayOfMonth = 1 + Math.floor(hashUnit('ex-dividend', instrument.id, yearMonth) * 20);
      if (firstSessionFrom(calendar, k, Date.UTC(year, month - 1, dayOfMonth) / 86_400_000)) {
        dividendFraction = policy.yieldPct / 100 / policy.months.length;
      }
    }
  }
  return dividendFraction === null && split === null ? none : { dividendFraction, split };
}

/**
 * The reference price of a session (the exchange's adjusted previous close, from which change
 * and the daily limits count): the previous close less the dividend, then divided by the split
 * ratio, half-up to a tick. Integers only.
 */
export function referenceAfterActions(
  previousClose: number,
  actions: SessionActions,
): { reference: number; dividendTicks: number } {
  let reference = previousClose;
  let dividendTicks = 0;
  if (actions.dividendFraction !== null) {
    dividendTicks = Math.min(previousClose - 1, Math.max(1, Math.round(previousClose * actions.dividendFraction)));
    reference -= dividendTicks;
  }
  if (actions.split) {
    const { to, from } = actions.split;
    reference = Math.max(1, Math.floor((2 * reference * from + to) / (2 * to)));
  }
  return { reference, dividendTicks };
}
