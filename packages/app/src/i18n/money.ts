import { currencyAffixes, decimalScale, formatCurrency, formatDecimal, type Currency } from '@broker/domain';

const NBSP = '\u00a0';

/** An amount with its currency sign ('$ 1.234,56', '1.234,56 €'), kept on one line. */
export const money = (value: unknown, currency: Currency): string =>
  formatCurrency(value, currency).replaceAll(' ', NBSP);

/** A price with its currency sign at the decimals it carries ('0,8124 €' for a penny stock, '813,55 €'), on one line. */
export function priceMoney(value: string, currency: Currency): string {
  const { prefix, suffix } = currencyAffixes(currency);
  return `${prefix}${formatDecimal(value, Math.max(2, decimalScale(value)))}${suffix}`.replaceAll(' ', NBSP);
}

/** A rate in percent with 2 decimals: '0,50 %', kept on one line. */
export const percent = (pct: string): string => `${formatDecimal(pct, 2)}${NBSP}%`;

/** A rate in the product's number format with its significant decimals (at least 2): '0,92', '0,00003937'. */
export function formatRate(rate: string): string {
  const fraction = rate.split('.')[1]?.replace(/0+$/, '') ?? '';
  return formatDecimal(rate, Math.max(2, fraction.length));
}
