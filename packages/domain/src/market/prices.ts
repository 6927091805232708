import { lt } from '../money/decimal.ts';
import type { Market } from '../time/markets.ts';

/**
 * How many decimals a price of this instrument is quoted with: currency pairs 4 (a pip), prices
 * under 1 (penny stocks, small coins) 4, everything else 2 — whatever scale the wire string has.
 * Never more than the 4 decimals a price may carry (`checkPrice`).
 */
export function priceScale(market: Market, price: string): number {
  if (market === 'fx') return 4;
  return lt(price, 1) ? 4 : 2;
}
