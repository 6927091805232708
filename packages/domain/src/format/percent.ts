import { formatDecimal, toBigOrNull } from '../money/format-money.ts';

export type ChangeTone = 'positive' | 'negative' | 'neutral';

function signed(value: unknown, scale: number): string {
  const text = formatDecimal(value, scale);
  if (text.startsWith('-')) return text;
  return /[1-9]/.test(text) ? `+${text}` : text;
}

/** `formatPercent('1.5')` → `'+1,50%'`, `'-0.256'` → `'-0,26%'`, zero or non-numeric → `'0,00%'`. */
export function formatPercent(value: unknown, scale = 2): string {
  return `${signed(value, scale)}%`;
}

/** A price change with an explicit sign: `formatPriceChange('0.5')` → `'+0,50'`; zero shows no sign. */
export function formatPriceChange(value: unknown, scale = 2): string {
  return signed(value, scale);
}

/** Colour tone of a change: up positive, down negative, zero or non-numeric neutral. */
export function changeTone(value: unknown): ChangeTone {
  const amount = toBigOrNull(value);
  if (amount === null || amount.eq(0)) return 'neutral';
  return amount.gt(0) ? 'positive' : 'negative';
}
