import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import type { DecimalInput } from '../money/decimal.ts';
import { decimalScale, div, gt, mul, roundDown, roundHalfUp, sub } from '../money/decimal.ts';
import type { Lots, Money, Pct, Price } from '../money/nominal.ts';
import { feeFor, orderAmount, sharesFromLots } from '../trading/settlement.ts';

// The money arithmetic of the products other than the order ticket: exchange,
// withdrawals and new shares. The ticket's own (amounts, margin, fees, settlement) is the
// trading slice's (trading/settlement.ts), whose helpers these reuse.

/** Money results are rounded half-up to the currency's scale (2 for fiat, 6 for USDT/USDC). */
const money = (value: DecimalInput, currency: Currency): Money =>
  roundHalfUp(value, currencyScale(currency)) as string as Money;

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

/** Rounds an exact result down to the currency's scale (for payouts that must never exceed the exact value). */
export function floorMoney(value: DecimalInput, currency: Currency): Money {
  return roundDown(value, currencyScale(currency)) as string as Money;
}
