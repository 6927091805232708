import type { ErrorKey } from '../messages/keys.ts';
import { isCurrency, type Currency } from '../money/currency.ts';

/** The bounds an amount error carries in its params or data (api.md §1.6: `{min?, max?, currency?}`). */
export interface AmountErrorBounds {
  min?: string;
  max?: string;
  currency?: Currency;
}

/** The keys of an amount below its minimum (`checkAmount`'s default and the withdrawal's own). */
export const belowMinimumKeys = [
  'error.amount.belowMinimum',
  'error.withdrawal.belowMinimum',
] as const satisfies readonly ErrorKey[];

/** The keys of an amount above its maximum. */
export const aboveMaximumKeys = [
  'error.amount.aboveMaximum',
  'error.withdrawal.aboveMaximum',
] as const satisfies readonly ErrorKey[];

export const isBelowMinimumKey = (key: string): boolean => (belowMinimumKeys as readonly string[]).includes(key);
export const isAboveMaximumKey = (key: string): boolean => (aboveMaximumKeys as readonly string[]).includes(key);

/** True for the keys of an amount outside its bounds (deposit, withdrawal or exchange). */
export const isBoundsKey = (key: string): boolean => isBelowMinimumKey(key) || isAboveMaximumKey(key);

/** The bounds of an amount error's params or data; numbers are read as decimal strings, anything else is left out. */
export function boundsOf(data: unknown): AmountErrorBounds {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const bounds: AmountErrorBounds = {};
  const min = text(record.min);
  const max = text(record.max);
  if (min !== undefined) bounds.min = min;
  if (max !== undefined) bounds.max = max;
  if (isCurrency(record.currency)) bounds.currency = record.currency;
  return bounds;
}
