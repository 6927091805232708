import {
  currencyScale,
  div,
  exchangeFee,
  exchangeReceived,
  formatDecimal,
  isCurrency,
  isPositive,
  mul,
  sub,
  validateExchange,
  type Currency,
  type Issue,
  type Issues,
} from '@broker/domain';

import { fundedCurrency, type FundedWallet } from '../funds/fundsRules.ts';

/** What `exchange/rates` answers, as far as the screen needs it: units of each currency per 1 USD. */
export interface ExchangeRates {
  feePct: string;
  items: readonly { currency: Currency; rate: string }[];
}

export interface ExchangeInput {
  from: Currency | '';
  to: Currency | '';
  amount: string;
}

/** The enabled currencies, in the server's order. */
export const enabledCurrencies = (rates: ExchangeRates): Currency[] => rates.items.map((item) => item.currency);

export function rateOf(rates: ExchangeRates, currency: Currency | ''): string | null {
  return rates.items.find((item) => item.currency === currency)?.rate ?? null;
}

/** Decimals of a cross rate, as the server stores it (api.md §2 ExchangeRecord `rate`: `to` per `from`). */
export const CROSS_RATE_SCALE = 8;

/** `to` per 1 `from`: rate(to) / rate(from), half-up to 8 decimals, as the server records it. */
export function crossRate(rateFrom: string, rateTo: string): string {
  return div(rateTo, rateFrom, CROSS_RATE_SCALE, 'halfUp');
}

/** A rate in the product's number format with its significant decimals (at least 2): '0,92', '0,00003937'. */
export function formatRate(rate: string): string {
  const fraction = rate.split('.')[1]?.replace(/0+$/, '') ?? '';
  return formatDecimal(rate, Math.max(2, fraction.length));
}

/** The costs before confirm: the rate, the fee (in `to`) and the exact amount received (in `to`, rounded down). */
export interface ExchangeQuote {
  from: Currency;
  to: Currency;
  amount: string;
  rate: string;
  feePct: string;
  fee: string;
  received: string;
}

/**
 * The quote of a form, or null while it cannot be computed (a currency missing or the same on
 * both sides, or an amount that is not a positive decimal of the `from` currency's scale).
 */
export function exchangeQuote(input: ExchangeInput, rates: ExchangeRates): ExchangeQuote | null {
  const { from, to, amount } = input;
  if (!isCurrency(from) || !isCurrency(to) || from === to) return null;
  const rateFrom = rateOf(rates, from);
  const rateTo = rateOf(rates, to);
  if (rateFrom === null || rateTo === null || !isPositive(rateFrom) || !isPositive(rateTo)) return null;
  const amountIssues = validateExchange({ from, to, amount }, { enabled: enabledCurrencies(rates) });
  if (amountIssues.length > 0) return null;
  return {
    from,
    to,
    amount,
    rate: crossRate(rateFrom, rateTo),
    feePct: rates.feePct,
    fee: exchangeFee(amount, rateFrom, rateTo, rates.feePct, to),
    received: exchangeReceived(amount, rateFrom, rateTo, rates.feePct, to),
  };
}

/**
 * The smallest amount of `from` that receives one unit of `to`'s last decimal after the fee, as
 * the server answers it with `error.amount.belowMinimum` (rounded up to `from`'s scale).
 */
export function smallestExchange(rateFrom: string, rateTo: string, feePct: string, from: Currency, to: Currency) {
  const unit = `0.${'0'.repeat(currencyScale(to) - 1)}1`;
  return div(mul(mul(rateFrom, unit), 100), mul(rateTo, sub(100, feePct)), currencyScale(from), 'up');
}

/**
 * The form's issues before submitting: the domain's `validateExchange` (currencies, same currency,
 * amount, available balance), then what the server refuses as well: an amount too small to
 * receive anything after rounding down.
 */
export function exchangeIssues(
  input: ExchangeInput,
  rates: ExchangeRates,
  funds: { available?: string; balance?: string } = {},
): Issues {
  const issues = validateExchange(input, { enabled: enabledCurrencies(rates), ...funds });
  if (issues.length > 0) return issues;
  const quote = exchangeQuote(input, rates);
  if (quote && !isPositive(quote.received)) {
    const min = smallestExchange(
      rateOf(rates, quote.from) ?? '0',
      rateOf(rates, quote.to) ?? '0',
      rates.feePct,
      quote.from,
      quote.to,
    );
    const tooSmall: Issue = {
      field: 'amount',
      key: 'error.amount.belowMinimum',
      params: { min, currency: quote.from },
    };
    return [tooSmall];
  }
  return [];
}

/**
 * The pair the form starts with: from USD (the rates' base) when it has money available or no
 * wallet has, else from the first wallet with money (the fund view's order); into USD, or EUR
 * when starting from USD; else the first others.
 */
export function defaultPair(
  currencies: readonly Currency[],
  wallets: readonly FundedWallet[] = [],
): { from: Currency | ''; to: Currency | '' } {
  const from =
    fundedCurrency(currencies, wallets, 'USD') ?? (currencies.includes('USD') ? 'USD' : (currencies[0] ?? ''));
  const others = currencies.filter((currency) => currency !== from);
  const preferred = from === 'USD' ? 'EUR' : 'USD';
  const to = others.includes(preferred) ? preferred : others.includes('EUR') ? 'EUR' : (others[0] ?? '');
  return { from, to };
}
