import { gt, isNegative, lt, sub, toBig } from '../money/decimal.ts';
import type { Price } from '../money/nominal.ts';
import type { Direction } from './vocabulary.ts';

/** True when a limit order fills at `price`: at or below the limit for long, at or above for short. */
export function limitOrderFills(direction: Direction, limitPrice: Price | string, price: Price | string): boolean {
  const diff = toBig(sub(price, limitPrice));
  return direction === 'long' ? !diff.gt(0) : !isNegative(diff);
}

/** One step of the simulated walk: its last price and the range it went through since the previous one. */
export interface Tick {
  price: Price | string;
  high: Price | string;
  low: Price | string;
}

/**
 * The price a pending limit order fills at on a tick, or null (products.md §1 fill model): at
 * the tick's price when that is at the limit or better; at the limit when only the range between
 * ticks reached it (a long's low at or below the limit, a short's high at or above).
 */
export function limitFillPrice(direction: Direction, limitPrice: Price | string, tick: Tick): string | null {
  if (limitOrderFills(direction, limitPrice, tick.price)) return tick.price;
  const touched = direction === 'long' ? !gt(tick.low, limitPrice) : !lt(tick.high, limitPrice);
  return touched ? limitPrice : null;
}
