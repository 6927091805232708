import { div, isPositive, mul, sub } from '../money/decimal.ts';
import { currencyScale, isCurrency, type Currency } from '../money/currency.ts';
import { exchangeFee, exchangeReceived } from '../trade/arithmetic.ts';
import type { Issue, Issues } from '../validation/issue.ts';
import { validateExchange } from '../validation/funds.ts';
import { fundedCurrency, type FundedWallet } from './currencies.ts';

/** `exchange/rates` as far as the rules need it: units of each currency per 1 USD, and the fee. */
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

/** `to` per 1 `from`: rate(to) / rate(from), half-up to 8 decimals — the rate an exchange record keeps. */
export function crossRate(rateFrom: string, rateTo: string): string {
  return div(rateTo, rateFrom, CROSS_RATE_SCALE, 'halfUp');
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

/** The two currencies of a form with their rates, or null while one is missing, unpriced or both are the same. */
function pricedPair(input: ExchangeInput, rates: ExchangeRates) {
  const { from, to } = input;
  if (!isCurrency(from) || !isCurrency(to) || from === to) return null;
  const rateFrom = rateOf(rates, from);
  const rateTo = rateOf(rates, to);
  if (rateFrom === null || rateTo === null || !isPositive(rateFrom) || !isPositive(rateTo)) return null;
  return { from, to, rateFrom, rateTo };
}

/**
 * The quote of a form, or null while it cannot be computed (a currency missing or the same on
 * both sides, or an amount that is not a positive decimal of the `from` currency's scale).
 */
export function exchangeQuote(input: ExchangeInput, rates: ExchangeRates): ExchangeQuote | null {
  const pair = pricedPair(input, rates);
  if (pair === null) return null;
  const { from, to, rateFrom, rateTo } = pair;
  const amount = input.amount;
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
 * The smallest amount of `from` that receives one unit of `to`'s last decimal after the fee (the
 * received amount is rounded down), rounded up to `from`'s scale: the `min` of
 * `error.amount.belowMinimum` when an exchange would receive nothing.
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
  const pair = pricedPair(input, rates);
  if (pair === null) return [];
  const { from, to, rateFrom, rateTo } = pair;
  if (isPositive(exchangeReceived(input.amount, rateFrom, rateTo, rates.feePct, to))) return [];
  const tooSmall: Issue = {
    field: 'amount',
    key: 'error.amount.belowMinimum',
    params: { min: smallestExchange(rateFrom, rateTo, rates.feePct, from, to), currency: from },
  };
  return [tooSmall];
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

/**
 * How long the rates the app showed are honoured at submit (`exchange/submit` `ratesAt`, the
 * `updatedAt` of exchange/rates): the minute they were quoted for and the next, so that a form
 * opened late in a minute is still confirmed at what it said (docs/decisions.md "One rate for a
 * currency").
 */
export const RATE_HOLD_MINUTES = 2;

/**
 * The instant whose rates an exchange gets: the one the app showed while it is held, else now.
 * A shown time in the future, older than the hold, or unreadable is not honoured.
 */
export function heldRateInstant(ratesAt: string | undefined, nowMs: number): number {
  const shown = ratesAt === undefined ? Number.NaN : Date.parse(ratesAt);
  const age = nowMs - shown;
  return Number.isFinite(shown) && age >= 0 && age < RATE_HOLD_MINUTES * 60_000 ? shown : nowMs;
}
