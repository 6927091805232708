import Big from 'big.js';

/** What the product shows for an empty or non-numeric amount. */
export const EMPTY_MONEY = '0,00';

const DECIMAL_STRING = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/**
 * Reads an amount exactly: decimal strings go straight into big.js (no binary float on the way),
 * finite numbers through their shortest round-trip text. Anything else is not an amount.
 */
export function toBigOrNull(value: unknown): Big | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? new Big(value) : null;
  }
  if (typeof value === 'bigint') return new Big(value.toString());
  if (typeof value === 'string' && DECIMAL_STRING.test(value)) {
    return new Big(value.trim().replace(/^\+/, ''));
  }
  if (value instanceof Big) return value;
  return null;
}

/** Groups the digits of a non-negative integer text with '.' every three digits. */
export function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * The product's number format with `scale` decimals: rounded half-up, '.' between thousands,
 * ',' before the decimals, zero (e.g. '0,00') for empty or non-numeric values. Never throws.
 */
export function formatDecimal(value: unknown, scale: number): string {
  const amount = toBigOrNull(value) ?? new Big(0);
  const fixed = amount.round(scale, Big.roundHalfUp).toFixed(scale);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  const text = fraction === '' ? groupThousands(whole) : `${groupThousands(whole)},${fraction}`;
  // '-0,00' would claim a loss that rounding erased.
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * The product's money format (specification §9): 2 decimals rounded half-up, '.' between
 * thousands, ',' before the decimals, '0,00' for empty or non-numeric values.
 */
export function formatMoney(value: unknown): string {
  return formatDecimal(value, 2);
}
