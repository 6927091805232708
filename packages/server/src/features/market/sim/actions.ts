import type { Instrument, Split } from '../catalogue/index.ts';
import { dayNumberOf, type MarketCalendar } from './calendar.ts';
import { hashUnit } from './random.ts';

/** What happens to an instrument at the opening of a session. */
export interface SessionActions {
  /** Dividend per share as a fraction of the previous close (the amount is rounded to ticks). */
  dividendFraction: number | null;
  /** A split, or a bonus issue (which is one for prices: its `bonusRatio` is set). */
  split: Split | null;
}

const none: SessionActions = { dividendFraction: null, split: null };

/** True when session k is the first on or after `day` (the day's action takes effect at its opening). */
function firstSessionFrom(calendar: MarketCalendar, k: number, day: number): boolean {
  return k > 0 && calendar.dayOf(k) >= day && calendar.dayOf(k - 1) < day;
}

/**
 * The bonus issue of the instrument's policy that takes effect at session k, as the split it is
 * for prices (a:b: a shares become a + b), or null. Its day is fixed in the catalogue; a day that
 * is not a session moves to the next one (which may fall in the next year).
 */
function bonusIssueAt(instrument: Instrument, calendar: MarketCalendar, k: number): Split | null {
  const policy = instrument.bonus;
  if (policy === null) return null;
  const lastYear = new Date(calendar.dayOf(k) * 86_400_000).getUTCFullYear();
  for (const year of [lastYear - 1, lastYear]) {
    if (year < policy.since) continue;
    const date = `${year}-${String(policy.month).padStart(2, '0')}-${String(policy.day).padStart(2, '0')}`;
    if (firstSessionFrom(calendar, k, dayNumberOf(date))) {
      return { date, to: policy.held + policy.bonus, from: policy.held, bonusRatio: policy.ratio };
    }
  }
  return null;
}

/**
 * Corporate actions: the catalogue's real splits, its yearly bonus issues, and dividends on the
 * instrument's policy. An ex-dividend date is a fixed day of a payment month (1st–20th, from the
 * instrument's id: not from the seed, as a company's calendar does not depend on the market's
 * luck), moved to the next session when it is not one. The first simulated session never has an
 * action: its previous close is the walk's starting point.
 */
export function actionsAt(instrument: Instrument, calendar: MarketCalendar, k: number): SessionActions {
  if (k <= 0 || (instrument.dividend === null && instrument.splits.length === 0 && instrument.bonus === null))
    return none;
  const day = calendar.dayOf(k);
  const split =
    instrument.splits.find((candidate) => firstSessionFrom(calendar, k, dayNumberOf(candidate.date))) ??
    bonusIssueAt(instrument, calendar, k);
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
 * ratio (a bonus issue a:b divides by (a + b) / a), half-up to a tick. Integers only.
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
