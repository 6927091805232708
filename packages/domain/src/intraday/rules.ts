import { add, div, gte, isPositive, max, mul, round, sub } from '../money/decimal.ts';
import { roundMoney, type Currency } from '../money/currency.ts';
import type { TradingCalendar } from '../trading/calendar.ts';
import { sessionCloseMs } from '../trading/calendar.ts';

/**
 * Intraday trading (products.md §4): an amount frozen and reviewed; an approved application opens
 * an intraday account for one session with buying power amount × k (k ≤ 5, ESMA's retail cap on
 * single equities); every position is flattened at market 5 minutes before the close, with a
 * preview 15 minutes before; a daily loss limit of 5 % and a maximum loss of 10 % of the amount,
 * whose breach flattens and ends the day; the settlement, automatic at the session's end, is the
 * amount + realised P&L − fees, floored at zero (negative balance protection).
 */
export const intradayRules = {
  multiplier: 5,
  maxMultiplier: 5,
  dailyLossPct: '5',
  maxLossPct: '10',
  flattenBeforeCloseMinutes: 5,
  previewBeforeCloseMinutes: 15,
} as const;

/** The buying power an amount gives: amount × k, with k between 1 and the cap. */
export function intradayBuyingPower(amount: string, multiplier: number, currency: Currency): string {
  const k = Math.min(Math.max(Math.floor(multiplier), 1), intradayRules.maxMultiplier);
  return roundMoney(mul(amount, k), currency);
}

/** When the session's positions are flattened (close − 5 minutes) and previewed (close − 15 minutes). */
export function intradayTimes(
  day: number,
  calendar: TradingCalendar,
): { previewMs: number; flattenMs: number; closeMs: number } {
  const closeMs = sessionCloseMs(day, calendar);
  return {
    closeMs,
    flattenMs: closeMs - intradayRules.flattenBeforeCloseMinutes * 60_000,
    previewMs: closeMs - intradayRules.previewBeforeCloseMinutes * 60_000,
  };
}

/** What an intraday account's figures are at an instant: its amount, its equity now and at the day's start. */
export interface IntradayLossInput {
  amount: string;
  /** amount + realised P&L − fees + unrealised P&L, now. */
  equity: string;
  /** The equity at the session's opening (the amount on the first day). */
  dayStartEquity: string;
  currency: Currency;
}

export const intradayBreaches = ['dailyLoss', 'maxLoss'] as const;
export type IntradayBreach = (typeof intradayBreaches)[number];

export interface IntradayLossMeter {
  /** Loss since the day's start and its limit (5 % of the amount); how much of the limit is used, percent. */
  dayLoss: string;
  dayLimit: string;
  dayUsedPct: string;
  /** Loss since the start and its limit (10 % of the amount). */
  totalLoss: string;
  maxLimit: string;
  maxUsedPct: string;
  /** The limit reached, the maximum loss first; null while within both. */
  breach: IntradayBreach | null;
}

const usedPct = (loss: string, limit: string): string =>
  isPositive(limit) ? round(div(mul(loss, 100), limit, 12), 1) : '0.0';

/** The live rule meter: losses (never negative: a gain uses none of a limit) against the two limits. */
export function intradayLossMeter(input: IntradayLossInput): IntradayLossMeter {
  const { amount, currency } = input;
  const dayLimit = roundMoney(div(mul(amount, intradayRules.dailyLossPct), 100, 12), currency);
  const maxLimit = roundMoney(div(mul(amount, intradayRules.maxLossPct), 100, 12), currency);
  const dayLoss = roundMoney(max(sub(input.dayStartEquity, input.equity), 0), currency);
  const totalLoss = roundMoney(max(sub(amount, input.equity), 0), currency);
  const breach: IntradayBreach | null = gte(totalLoss, maxLimit)
    ? 'maxLoss'
    : gte(dayLoss, dayLimit)
      ? 'dailyLoss'
      : null;
  return {
    dayLoss,
    dayLimit,
    dayUsedPct: usedPct(dayLoss, dayLimit),
    totalLoss,
    maxLimit,
    maxUsedPct: usedPct(totalLoss, maxLimit),
    breach,
  };
}

/**
 * The pre-trade check: an order is refused when its certain cost — the opening fee and the fee of
 * the flatten that will close it — would by itself reach a limit (or one is reached already).
 * Returns the limit it would breach, or null.
 */
export function intradayOrderBreach(input: IntradayLossInput & { roundTripFee: string }): IntradayBreach | null {
  return intradayLossMeter({ ...input, equity: sub(input.equity, input.roundTripFee) }).breach;
}

/**
 * The settlement at the session's end: amount + realised P&L − fees, floored at zero (negative
 * balance protection: a loss beyond the amount is the broker's). `protectedLoss` is what the floor
 * absorbed.
 */
export function intradaySettlement(input: { amount: string; realisedPnl: string; fees: string; currency: Currency }): {
  credit: string;
  protectedLoss: string;
} {
  const raw = roundMoney(sub(add(input.amount, input.realisedPnl), input.fees), input.currency);
  const credit = roundMoney(max(raw, 0), input.currency);
  return { credit, protectedLoss: roundMoney(sub(credit, raw), input.currency) };
}
