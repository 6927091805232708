import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import type { DecimalInput } from '../money/decimal.ts';
import { add, div, gt, max, mul, roundHalfUp, sub } from '../money/decimal.ts';
import type { Lots, Money, Pct, Price, Shares } from '../money/nominal.ts';
import type { Direction } from './vocabulary.ts';

/** Money results are rounded half-up to the currency's scale (2 for fiat, 6 for USDT/USDC). */
const money = (value: DecimalInput, currency: Currency): Money =>
  roundHalfUp(value, currencyScale(currency)) as string as Money;
const percentOf = (amount: DecimalInput, pct: DecimalInput): string => div(mul(amount, pct), 100, 30);
/** Prices carry at most 4 decimals (api.md §1.3). */
const PRICE_SCALE = 4;

/** shares = lots × lotSize. */
export function sharesFromLots(lots: Lots | number, lotSize: number): Shares {
  return (lots * lotSize) as Shares;
}

/** amount = price × shares. */
export function orderAmount(price: Price | string, shares: Shares | number, currency: Currency = 'EUR'): Money {
  return money(mul(price, shares), currency);
}

/**
 * A closed position's result after every cost (the opening and closing fees, stamp tax, the
 * management fee) and with what negative balance protection gave back: what it did to the balance
 * from its open to its close. Its price P&L is the result before costs.
 */
export function resultAfterCosts(
  settlement: { profit: Money | string; totalCost: Money | string; nbp: Money | string },
  currency: Currency = 'EUR',
): Money {
  return money(add(sub(settlement.profit, settlement.totalCost), settlement.nbp), currency);
}

/**
 * The borrowed part of a position: what it cost at its open price less the margin paid (0 at
 * leverage 1; never below 0), as the receipt shows it ("borrowed") and the account summary adds up.
 */
export function borrowedPart(
  openPrice: Price | string,
  shares: Shares | number,
  margin: Money | string,
  currency: Currency = 'EUR',
): Money {
  return money(max(0, sub(orderAmount(openPrice, shares, currency), margin)), currency);
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

/** How long a position has been held, for display: started 24-hour periods, 0 when never held. */
export function daysHeld(openedAtMs: number, closedAtMs: number): number {
  return closedAtMs <= openedAtMs ? 0 : Math.ceil((closedAtMs - openedAtMs) / 86_400_000);
}

/**
 * The management fee accrued over `days` days: (amount − margin) × daily pct × days, the
 * borrowed part only (0 at leverage 1), rounded once. The days are the calendar's fee days
 * (`managementFeeDays`), so a Friday close charges the weekend.
 */
export function managementFeeFor(
  amount: Money | string,
  margin: Money | string,
  dailyPct: Pct | string,
  days: number,
  currency: Currency = 'EUR',
): Money {
  return money(mul(percentOf(sub(amount, margin), dailyPct), days), currency);
}

/** The management fee of one day: what the ticket shows as "per day". */
export function managementFeePerDay(
  amount: Money | string,
  margin: Money | string,
  dailyPct: Pct | string,
  currency: Currency = 'EUR',
): Money {
  return managementFeeFor(amount, margin, dailyPct, 1, currency);
}

/**
 * The management fee of one accrual (one close, `days` fee days) after `daysBefore` days were
 * already accrued: the growth of the rounded total, so that the daily lines of a position always
 * add up to exactly `managementFeeFor(…, all days)` — no cent lost or invented by rounding each day.
 */
export function managementFeeLine(
  amount: Money | string,
  margin: Money | string,
  dailyPct: Pct | string,
  daysBefore: number,
  days: number,
  currency: Currency = 'EUR',
): Money {
  const after = managementFeeFor(amount, margin, dailyPct, daysBefore + days, currency);
  const before = managementFeeFor(amount, margin, dailyPct, daysBefore, currency);
  return money(sub(after, before), currency);
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

export interface CloseInput {
  direction: Direction;
  openPrice: Price | string;
  closePrice: Price | string;
  shares: Shares | number;
  leverage: number;
  feePct: Pct | string;
  stampTaxPct: Pct | string;
  managementFeePct: Pct | string;
  /** Management-fee days accrued while held (`managementFeeDays(openedAt, closedAt, calendar)`). */
  days: number;
  /**
   * The management fee actually accrued, when the server kept it line by line (it wins over
   * pct × days, e.g. after the daily rate changed while the position was held).
   */
  accruedManagementFee?: Money | string;
  /**
   * The margin and opening fee as booked at the fill, when the server has them: they win over
   * amount ÷ leverage and amount × fee %. They are the same for a position whose shares never
   * changed; after bonus shares the open price is the cost basis spread over more shares
   * (`costBasisOpenPrice`), whose product may round a cent away from the amount that was booked.
   */
  margin?: Money | string;
  fee?: Money | string;
  currency?: Currency;
}

export interface CloseSettlement {
  /** The position's opening amount, margin and opening fee (paid when it opened). */
  amount: Money;
  margin: Money;
  fee: Money;
  closeAmount: Money;
  /** Price P&L: (close − open) × shares, negated for short. */
  profit: Money;
  closeFee: Money;
  stampTax: Money;
  managementFee: Money;
  days: number;
  /** Every cost of the round trip: opening fee + close fee + stamp tax + management fee. */
  totalCost: Money;
  /** margin + P&L − close fee − stamp tax − management fee: what the close moves into the wallet (signed). */
  net: Money;
  /** `net`, floored at 0: what the position itself pays back. */
  credit: Money;
  /** The loss beyond the margin (0 when none): taken from the account's cash, never below zero (`closeLedgerLines`). */
  shortfall: Money;
}

/**
 * Closing a position (api.md §4.6, products.md §1): credit = margin + P&L − close fee − stamp
 * tax − the accrued management fee. The fee accrues daily on the position and is paid here, at
 * the close (docs/decisions.md "Trading"), so it is counted once: in the position's equity while
 * it is open and in the credit when it closes.
 */
export function closeSettlement(input: CloseInput): CloseSettlement {
  const currency = input.currency ?? 'EUR';
  const amount = orderAmount(input.openPrice, input.shares, currency);
  const margin =
    input.margin === undefined ? marginFor(amount, input.leverage, currency) : money(input.margin, currency);
  const fee = input.fee === undefined ? feeFor(amount, input.feePct, currency) : money(input.fee, currency);
  const closeAmount = orderAmount(input.closePrice, input.shares, currency);
  const profit = profitLoss(input.direction, input.openPrice, input.closePrice, input.shares, currency);
  const closeFee = feeFor(closeAmount, input.feePct, currency);
  const stampTax = stampTaxFor(closeAmount, input.stampTaxPct, currency);
  const managementFee =
    input.accruedManagementFee === undefined
      ? managementFeeFor(amount, margin, input.managementFeePct, input.days, currency)
      : money(input.accruedManagementFee, currency);
  const closingCosts = add(add(closeFee, stampTax), managementFee);
  const net = money(sub(add(margin, profit), closingCosts), currency);
  return {
    amount,
    margin,
    fee,
    closeAmount,
    profit,
    closeFee,
    stampTax,
    managementFee,
    days: input.days,
    totalCost: money(add(fee, closingCosts), currency),
    net,
    credit: money(max(net, 0), currency),
    shortfall: money(max(mul(net, -1), 0), currency),
  };
}

export interface BreakEvenInput {
  direction: Direction;
  openPrice: Price | string;
  shares: Shares | number;
  feePct: Pct | string;
  stampTaxPct: Pct | string;
  /** The opening fee and the management fee expected (or accrued) until the close. */
  fee: Money | string;
  managementFee: Money | string;
}

/**
 * The close price at which the round trip breaks even: the P&L pays the opening fee, the
 * management fee, and the close fee and stamp tax of that very price. Long: c = (o·s + F) ÷
 * (s·(1 − k)); short: c = (o·s − F) ÷ (s·(1 + k)), k = (fee % + stamp %) / 100, F the fixed
 * costs. Rounded to the 4-decimal price grid away from the open (up for long, down for short),
 * so that closing at it never loses more than the cent roundings of the fees.
 */
export function breakEven(input: BreakEvenInput): { price: Price; movePct: Pct } {
  const rate = div(add(input.feePct, input.stampTaxPct), 100, 30);
  const fixed = add(input.fee, input.managementFee);
  const value = mul(input.openPrice, input.shares);
  const price =
    input.direction === 'long'
      ? div(add(value, fixed), mul(input.shares, sub(1, rate)), PRICE_SCALE, 'up')
      : div(max(sub(value, fixed), 0), mul(input.shares, add(1, rate)), PRICE_SCALE, 'down');
  return {
    price: price as string as Price,
    movePct: div(mul(sub(price, input.openPrice), 100), input.openPrice, 2) as string as Pct,
  };
}

export interface PositionFigures {
  marketValue: Money;
  /** Price P&L at `price` less the management fee accrued so far (products.md: counted in the P&L). */
  profit: Money;
  profitPct: Pct;
}

/** What an open position shows at a price: its market value and its P&L net of the accrued management fee. */
export function positionFigures(input: {
  direction: Direction;
  openPrice: Price | string;
  price: Price | string;
  shares: Shares | number;
  margin: Money | string;
  managementFee: Money | string;
  currency?: Currency;
}): PositionFigures {
  const currency = input.currency ?? 'EUR';
  const pnl = profitLoss(input.direction, input.openPrice, input.price, input.shares, currency);
  const profit = money(sub(pnl, input.managementFee), currency);
  return {
    marketValue: orderAmount(input.price, input.shares, currency),
    profit,
    profitPct: profitPct(profit, input.margin),
  };
}
