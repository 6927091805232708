import type { DecimalInput } from './decimal.ts';
import { roundHalfUp } from './decimal.ts';
import type { Money } from './nominal.ts';
import { formatDecimal } from './format-money.ts';
import { currencySigns, type CurrencyAffixes } from './signs.ts';

/** Every currency of the API (§1.3). */
export const currencies = [
  'EUR',
  'USD',
  'USDT',
  'USDC',
  'CNY',
  'TWD',
  'HKD',
  'THB',
  'JPY',
  'VND',
  'MYR',
  'KRW',
] as const;
export type Currency = (typeof currencies)[number];

/** The currencies of the exchange screen by default (specification §3: 10 currencies, §7 C4). */
export const exchangeCurrencies = [
  'CNY',
  'TWD',
  'HKD',
  'USD',
  'THB',
  'JPY',
  'VND',
  'MYR',
  'KRW',
  'USDT',
] as const satisfies readonly Currency[];

export const stablecoins = ['USDT', 'USDC'] as const satisfies readonly Currency[];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** Decimals of an amount: 6 for USDT/USDC, 2 for fiat (JPY, KRW and VND included, as the API fixes). */
export function currencyScale(currency: Currency): 2 | 6 {
  return (stablecoins as readonly Currency[]).includes(currency) ? 6 : 2;
}

export type { CurrencyAffixes };

/** What stands around the amounts of some currencies (a brand's `currencySigns`); the others follow with their code. */
export type CurrencySigns = Partial<Record<Currency, CurrencyAffixes>>;

/** What stands around an amount: the brand's sign where it has one, else the currency's code after it ('100,000000 USDT'). */
export function currencyAffixes(currency: Currency): CurrencyAffixes {
  return currencySigns()[currency] ?? { prefix: '', suffix: ` ${currency}` };
}

/** Rounds an amount half-up to its currency's scale. */
/**
 * The largest balance a wallet may hold (issue #31): 18 integer digits, what every answer's amount
 * may carry (contract `AMOUNT_MAX_INTEGER_DIGITS`). A change that would pass it is refused before
 * it commits, so no stored value can make an account unreadable.
 */
export const BALANCE_MAX = '999999999999999999.999999';

export function roundMoney(value: DecimalInput, currency: Currency): Money {
  return roundHalfUp(value, currencyScale(currency)) as string as Money;
}

/** The fewest decimals any amount shows. */
export const MIN_DISPLAY_DECIMALS = 2;

/**
 * How many decimals an amount shows: fiat always its 2; a crypto amount what it has after
 * rounding to its currency's 6, trailing zeros trimmed, but at least 2 ('100,00 USDT',
 * '0,123456 USDT', '12,50 USDT'). Inputs keep the currency's full scale (`currencyScale`).
 */
export function displayDecimals(value: unknown, currency: Currency): number {
  const scale = currencyScale(currency);
  if (scale === MIN_DISPLAY_DECIMALS) return scale;
  const text = formatDecimal(value, scale); // always has its decimals after a ','
  const fraction = text.slice(text.indexOf(',') + 1);
  return Math.max(MIN_DISPLAY_DECIMALS, fraction.replace(/0+$/, '').length);
}

/** `formatCurrency('1234.5', 'USD')` → `'$ 1.234,50'`, EUR `'1.234,50 €'`, `'100 USDT'` → `'100,00 USDT'`. Never throws. */
export function formatCurrency(value: unknown, currency: Currency): string {
  const { prefix, suffix } = currencyAffixes(currency);
  return `${prefix}${formatDecimal(value, displayDecimals(value, currency))}${suffix}`;
}
