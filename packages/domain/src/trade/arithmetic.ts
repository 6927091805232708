import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import type { DecimalInput } from '../money/decimal.ts';
import {
  add,
  decimalScale,
  div,
  gt,
  isNegative,
  max,
  mul,
  roundDown,
  roundHalfUp,
  sub,
  toBig,
} from '../money/decimal.ts';
import type { Lots, Money, Pct, Price, Shares } from '../money/nominal.ts';

export const directions = ['long', 'short'] as const;
export type Direction = (typeof directions)[number];
export const priceTypes = ['market', 'limit'] as const;
export type PriceType = (typeof priceTypes)[number];

/** Money results are rounded half-up to the currency's scale (2 for fiat, 6 for USDT/USDC). */
const money = (value: DecimalInput, currency: Currency): Money =>
  roundHalfUp(value, currencyScale(currency)) as string as Money;
const percentOf = (amount: DecimalInput, pct: DecimalInput): string => div(mul(amount, pct), 100, 30);

/** shares = lots × lotSize. */
export function sharesFromLots(lots: Lots | number, lotSize: number): Shares {
  return (lots * lotSize) as Shares;
}

/** amount = price × shares. */
export function orderAmount(price: Price | string, shares: Shares | number, currency: Currency = 'EUR'): Money {
  return money(mul(price, shares), currency);
}

/** margin = amount / leverage. */
export function marginFor(amount: Money | string, leverage: number, currency: Currency = 'EUR'): Money {
  return money(div(amount, leverage, currencyScale(currency)), currency);
}

/** A fee of `pct` percent of `amount` (trading fee, withdrawal fee). */
export function feeFor(amount: Money | string, pct: Pct | string, currency: Currency = 'EUR'): Money {
  return money(percentOf(amount, pct), currency);
}

/** Stamp tax: close amount × stampTaxPct. */
export function stampTaxFor(closeAmount: Money | string, stampTaxPct: Pct | string, currency: Currency = 'EUR'): Money {
  return feeFor(closeAmount, stampTaxPct, currency);
}

/** Days a position was held for the management fee: started 24-hour periods, 0 when never held. */
export function daysHeld(openedAtMs: number, closedAtMs: number): number {
  return closedAtMs <= openedAtMs ? 0 : Math.ceil((closedAtMs - openedAtMs) / 86_400_000);
}

/** Management fee: (amount − margin) × daily pct × days held (the borrowed part only). */
export function managementFeeFor(
  amount: Money | string,
  margin: Money | string,
  dailyPct: Pct | string,
  days: number,
  currency: Currency = 'EUR',
): Money {
  return money(mul(percentOf(sub(amount, margin), dailyPct), days), currency);
}

/** P&L = (close − open) × shares, negated for a short position. */
export function profitLoss(
  direction: Direction,
  openPrice: Price | string,
  closePrice: Price | string,
  shares: Shares | number,
  currency: Currency = 'EUR',
): Money {
  const long = mul(sub(closePrice, openPrice), shares);
  return money(direction === 'long' ? long : mul(long, -1), currency);
}

/** Return on the margin in percent, 2 decimals ('0.00' when there is no margin). */
export function profitPct(profit: Money | string, margin: Money | string): Pct {
  if (!gt(margin, 0)) return '0.00' as Pct;
  return div(mul(profit, 100), margin, 2) as string as Pct;
}

/** A loss reaching the margin closes the position (remark `stopOut`). */
export function isStopOut(profit: Money | string, margin: Money | string): boolean {
  return !gt(add(margin, profit), 0);
}

export interface CloseInput {
  direction: Direction;
  openPrice: Price | string;
  closePrice: Price | string;
  shares: Shares | number;
  leverage: number;
  feePct: Pct | string;
  stampTaxPct: Pct | string;
  managementFeePct: Pct | string;
  openedAtMs: number;
  closedAtMs: number;
  currency?: Currency;
}

export interface CloseSettlement {
  amount: Money;
  margin: Money;
  closeAmount: Money;
  profit: Money;
  closeFee: Money;
  stampTax: Money;
  managementFee: Money;
  days: number;
  credit: Money;
}

/**
 * Closing a position (api.md §4.6): credit = margin + P&L − close fee − stamp tax − management fee.
 * The credit never goes below 0: a loss beyond the margin is the stop-out's, not the user's debt.
 */
export function closeSettlement(input: CloseInput): CloseSettlement {
  const currency = input.currency ?? 'EUR';
  const amount = orderAmount(input.openPrice, input.shares, currency);
  const margin = marginFor(amount, input.leverage, currency);
  const closeAmount = orderAmount(input.closePrice, input.shares, currency);
  const profit = profitLoss(input.direction, input.openPrice, input.closePrice, input.shares, currency);
  const closeFee = feeFor(closeAmount, input.feePct, currency);
  const stampTax = stampTaxFor(closeAmount, input.stampTaxPct, currency);
  const days = daysHeld(input.openedAtMs, input.closedAtMs);
  const managementFee = managementFeeFor(amount, margin, input.managementFeePct, days, currency);
  const gross = sub(sub(sub(add(margin, profit), closeFee), stampTax), managementFee);
  const credit = money(max(gross, 0), currency);
  return { amount, margin, closeAmount, profit, closeFee, stampTax, managementFee, days, credit };
}

/** What opening a position costs from available funds: margin + fee (api.md §4.6). */
export function openingCost(
  price: Price | string,
  shares: Shares | number,
  leverage: number,
  feePct: Pct | string,
  currency: Currency = 'EUR',
): { amount: Money; margin: Money; fee: Money; total: Money } {
  const amount = orderAmount(price, shares, currency);
  const margin = marginFor(amount, leverage, currency);
  const fee = feeFor(amount, feePct, currency);
  return { amount, margin, fee, total: money(add(margin, fee), currency) };
}

/** Daily price limits from the previous close: prevClose × (1 ± pct / 100), 4 decimals. */
export function dailyLimits(
  prevClose: Price | string,
  dailyLimitPct: Pct | string,
): { limitUp: Price; limitDown: Price } {
  const change = percentOf(prevClose, dailyLimitPct);
  return {
    limitUp: roundHalfUp(add(prevClose, change), 4) as string as Price,
    limitDown: roundHalfUp(max(sub(prevClose, change), 0), 4) as string as Price,
  };
}

/**
 * Exchange (api.md §4.4): received = amount × rate(to) / rate(from) × (1 − feePct / 100),
 * rounded down to the target currency's scale. Rates are units per 1 USD.
 */
export function exchangeReceived(
  amount: Money | string,
  rateFrom: Price | string,
  rateTo: Price | string,
  feePct: Pct | string,
  to: Currency,
): Money {
  const numerator = mul(mul(amount, rateTo), sub(100, feePct));
  return div(numerator, mul(rateFrom, 100), currencyScale(to), 'down') as string as Money;
}

/** The exchange fee in the target currency: the gross conversion minus what is received. */
export function exchangeFee(
  amount: Money | string,
  rateFrom: Price | string,
  rateTo: Price | string,
  feePct: Pct | string,
  to: Currency,
): Money {
  const gross = div(mul(amount, rateTo), rateFrom, currencyScale(to), 'down');
  return sub(gross, exchangeReceived(amount, rateFrom, rateTo, feePct, to)) as string as Money;
}

/** Loan interest per term: amount × ratePct. */
export function loanInterest(amount: Money | string, ratePct: Pct | string, currency: Currency = 'EUR'): Money {
  return feeFor(amount, ratePct, currency);
}

/** Loan outstanding: amount + interest − repaid, never below 0. */
export function loanOutstanding(
  amount: Money | string,
  interest: Money | string,
  repaid: Money | string,
  currency: Currency = 'EUR',
): Money {
  return money(max(sub(add(amount, interest), repaid), 0), currency);
}

/** A loan is unsettled while approved with something outstanding (api.md §3). */
export function isLoanUnsettled(status: 'pending' | 'approved' | 'rejected', outstanding: Money | string): boolean {
  return status === 'approved' && gt(outstanding, 0);
}

/** Withdrawal fee and the net amount paid out. */
export function withdrawalNet(
  amount: Money | string,
  feePct: Pct | string,
  currency: Currency = 'EUR',
): { fee: Money; netAmount: Money } {
  const fee = feeFor(amount, feePct, currency);
  return { fee, netAmount: money(sub(amount, fee), currency) };
}

/** New-share amount: lots × lotSize × (bidPrice or issuePrice). */
export function newShareAmount(
  lots: Lots | number,
  lotSize: number,
  price: Price | string,
  currency: Currency = 'EUR',
): Money {
  return orderAmount(price, sharesFromLots(lots, lotSize), currency);
}

/** Interest of a lending term: amount × ratePct. */
export function lendingInterest(amount: Money | string, ratePct: Pct | string, currency: Currency = 'EUR'): Money {
  return feeFor(amount, ratePct, currency);
}

/**
 * Price difference of a new share and its premium in percent (market − issue). The difference
 * keeps the prices' own decimals (a difference of cent prices is in cents), at most the 4 of
 * the price grid.
 */
export function premium(
  issuePrice: Price | string,
  marketPrice: Price | string,
): { priceDiff: Price; premiumPct: Pct } {
  const diff = sub(marketPrice, issuePrice);
  const scale = Math.min(4, Math.max(decimalScale(issuePrice), decimalScale(marketPrice)));
  return {
    priceDiff: roundHalfUp(diff, scale) as string as Price,
    premiumPct: (gt(issuePrice, 0) ? div(mul(diff, 100), issuePrice, 2) : '0.00') as string as Pct,
  };
}

/** True when a limit order fills at `price`: at or below the limit for long, at or above for short. */
export function limitOrderFills(direction: Direction, limitPrice: Price | string, price: Price | string): boolean {
  const diff = toBig(sub(price, limitPrice));
  return direction === 'long' ? !diff.gt(0) : !isNegative(diff);
}

/** Rounds an exact result down to the currency's scale (for payouts that must never exceed the exact value). */
export function floorMoney(value: DecimalInput, currency: Currency): Money {
  return roundDown(value, currencyScale(currency)) as string as Money;
}
