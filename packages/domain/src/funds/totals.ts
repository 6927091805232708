import { add, isPositive, isZero, mul } from '../money/decimal.ts';
import { roundMoney, type Currency } from '../money/currency.ts';
import { crossRate, rateOf, type ExchangeRates } from './exchange.ts';

/** An amount in a currency, e.g. one wallet's total assets. */
export interface CurrencyAmount {
  currency: Currency;
  amount: string;
}

/** A rate a total was converted at: 1 `from` = `rate` of the total's currency. */
export interface UsedRate {
  from: Currency;
  rate: string;
}

export interface ConvertedTotal {
  currency: Currency;
  /** The sum of the amounts that could be converted, in `currency`, rounded to its decimals. */
  total: string;
  /** The rates used, one per other currency that holds money, in the amounts' order. */
  rates: UsedRate[];
  /** Currencies holding money that have no rate: left out of the total (say so). */
  missing: Currency[];
}

/**
 * The sum of amounts in several currencies, in one display currency, at the exchange's rates
 * (units per 1 USD; the cross rate as an exchange would record it, 8 decimals). Amounts of zero
 * need no rate. Each converted amount is rounded half-up to the display currency's decimals
 * before adding, so that the total equals the sum of the parts shown.
 */
export function totalIn(currency: Currency, amounts: readonly CurrencyAmount[], rates: ExchangeRates): ConvertedTotal {
  const targetRate = rateOf(rates, currency);
  let total = '0';
  const used: UsedRate[] = [];
  const missing: Currency[] = [];
  for (const { currency: from, amount } of amounts) {
    if (isZero(amount)) continue;
    if (from === currency) {
      total = add(total, amount);
      continue;
    }
    const fromRate = rateOf(rates, from);
    if (targetRate === null || fromRate === null || !isPositive(fromRate) || !isPositive(targetRate)) {
      if (!missing.includes(from)) missing.push(from);
      continue;
    }
    const rate = crossRate(fromRate, targetRate);
    if (!used.some((entry) => entry.from === from)) used.push({ from, rate });
    total = add(total, roundMoney(mul(amount, rate), currency));
  }
  return { currency, total: roundMoney(total, currency), rates: used, missing };
}
