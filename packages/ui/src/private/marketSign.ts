import { changeTone, decimalScale, isDecimalString } from '@broker/domain';

/** Which way a price moved; the theme's `market` colours follow the user's up/down convention. */
export const marketSigns = ['up', 'down', 'flat'] as const;
export type MarketSign = (typeof marketSigns)[number];

/** The sign of the first value that is not zero (e.g. the change, then its percentage); flat if none. */
export function marketSign(...values: readonly unknown[]): MarketSign {
  for (const value of values) {
    const tone = changeTone(value);
    if (tone === 'positive') return 'up';
    if (tone === 'negative') return 'down';
  }
  return 'flat';
}

/** Decimals to show a price with: its own, at least `min` (prices may carry 3 or 4 decimals). */
export function priceScale(value: unknown, min = 2): number {
  return isDecimalString(value) ? Math.max(min, decimalScale(value)) : min;
}
