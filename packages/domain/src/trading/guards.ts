import { serverDefaults } from '../constants.ts';
import { abs, div, gt, mul, sub } from '../money/decimal.ts';
import type { Money, Price } from '../money/nominal.ts';
import type { TradingCalendar } from './calendar.ts';
import { spansClosedDay } from './calendar.ts';
import { limitOrderFills } from './fills.ts';
import type { Direction, PriceType } from './vocabulary.ts';

/**
 * Why an order ticket asks "are you sure?" (products.md §1 sanity guards). Warnings, never
 * errors: the user may confirm past them, and the server places the order all the same.
 */
export const orderWarningReasons = [
  'firstShort',
  'staleQuote',
  'limitMarketable',
  'limitFarFromMarket',
  'largeOrder',
  'lockOverWeekend',
] as const;
export type OrderWarningReason = (typeof orderWarningReasons)[number];
/** The locale key of a warning's text (namespace `trading`). */
export type OrderWarningKey = `trading.warning.${OrderWarningReason}`;

export interface OrderWarning {
  reason: OrderWarningReason;
  key: OrderWarningKey;
  /** Values the text names: seconds, marketPrice, pct, unlockAt. */
  params: Readonly<Record<string, string | number>>;
}

export interface GuardThresholds {
  staleQuoteMs: number;
  limitAwayPct: string;
  largeOrderPct: string;
}

export interface WarningInput {
  direction: Direction;
  priceType: PriceType;
  /** The limit price (ignored for a market order). */
  price: Price | string;
  /** The order amount (price × shares, `TradeReceipt.amount`). */
  amount: Money | string;
  /** When it may be sold (`TradeReceipt.lockUntil`, API time). */
  lockUntil: string;
  /** The market's current price and when it last changed. */
  marketPrice: Price | string;
  quoteAtMs: number;
  nowMs: number;
  /** The account's equity in the order's currency (balance + open positions' equity). */
  equity: Money | string;
  calendar: TradingCalendar;
  /** The account has never sold short: a short's first ticket explains what it is (issue #26). */
  firstShort?: boolean;
}

const warning = (reason: OrderWarningReason, params: OrderWarning['params']): OrderWarning => ({
  reason,
  key: `trading.warning.${reason}`,
  params,
});

/**
 * The sanity guards of an order, in the order the ticket shows them: a first short sale (what a
 * short is: borrowed shares, a loss the margin does not cap, the borrow's daily fee); a market order on a quote
 * older than a few seconds; a limit on the wrong side of the market (it fills at once) or more
 * than 5 % away from it; an order amount above 50 % of the account's equity; a lock that runs
 * past a weekend or holiday (the position cannot be sold until the next week).
 */
export function orderWarnings(
  input: WarningInput,
  thresholds: GuardThresholds = serverDefaults.trading.guards,
): OrderWarning[] {
  const warnings: OrderWarning[] = [];
  if (input.direction === 'short' && input.firstShort === true) {
    warnings.push(warning('firstShort', {}));
  }
  const ageMs = input.nowMs - input.quoteAtMs;
  if (input.priceType === 'market' && ageMs > thresholds.staleQuoteMs) {
    warnings.push(warning('staleQuote', { seconds: Math.floor(ageMs / 1000) }));
  }
  if (input.priceType === 'limit') {
    const marketPrice = input.marketPrice as string;
    if (limitOrderFills(input.direction, input.price, marketPrice)) {
      warnings.push(warning('limitMarketable', { marketPrice }));
    }
    const away = mul(abs(sub(input.price, marketPrice)), 100);
    if (gt(away, mul(marketPrice, thresholds.limitAwayPct))) {
      warnings.push(warning('limitFarFromMarket', { pct: div(away, marketPrice, 2), marketPrice }));
    }
  }
  if (!gt(input.equity, 0)) {
    warnings.push(warning('largeOrder', {}));
  } else if (gt(mul(input.amount, 100), mul(input.equity, thresholds.largeOrderPct))) {
    warnings.push(warning('largeOrder', { pct: div(mul(input.amount, 100), input.equity, 2) }));
  }
  if (spansClosedDay(input.nowMs, Date.parse(input.lockUntil), input.calendar)) {
    warnings.push(warning('lockOverWeekend', { unlockAt: input.lockUntil }));
  }
  return warnings;
}
