import { compare, isDecimalString, sub } from '@broker/domain';
import { priceScale } from '../../private/marketSign.ts';

/** One price level of the order book: a decimal price and the volume waiting at it. */
export interface DepthLevel {
  price: string;
  volume: number;
}

export const depthSides = ['ask', 'bid'] as const;
export type DepthSide = (typeof depthSides)[number];

export interface LadderRow {
  side: DepthSide;
  /** 1 is the best price of its side, counting outwards. */
  level: number;
  /** Null for a level the book does not have (the ladder keeps its height). */
  price: string | null;
  volume: number | null;
  /** The volume as a share (0–1) of the largest volume shown on either side, for the depth bar. */
  share: number;
}

export interface Ladder {
  /** Farthest first, so that the best ask sits just above the spread. */
  asks: LadderRow[];
  /** Best first, just below the spread. */
  bids: LadderRow[];
  /** Best ask minus best bid, a decimal string; null when a side is empty. */
  spread: string | null;
  /** Decimals to show every price with, so that the column lines up. */
  scale: number;
}

const valid = (level: DepthLevel) => isDecimalString(level.price) && Number.isFinite(level.volume) && level.volume >= 0;

/**
 * The order-book ladder: the best `levels` of each side (asks lowest first, bids highest first,
 * compared as decimals), padded to `levels` rows, with the spread between the best prices.
 */
export function depthLadder(bids: readonly DepthLevel[], asks: readonly DepthLevel[], levels: number): Ladder {
  const count = Math.max(0, Math.floor(levels));
  const bestAsks = asks
    .filter(valid)
    .sort((a, b) => compare(a.price, b.price))
    .slice(0, count);
  const bestBids = bids
    .filter(valid)
    .sort((a, b) => compare(b.price, a.price))
    .slice(0, count);
  const largest = Math.max(0, ...bestAsks.map((l) => l.volume), ...bestBids.map((l) => l.volume));
  const rows = (side: DepthSide, book: DepthLevel[]): LadderRow[] =>
    Array.from({ length: count }, (_, index) => {
      const level = book[index];
      return {
        side,
        level: index + 1,
        price: level?.price ?? null,
        volume: level?.volume ?? null,
        share: level && largest > 0 ? level.volume / largest : 0,
      };
    });
  const scale = Math.max(2, ...[...bestAsks, ...bestBids].map((level) => priceScale(level.price)));
  const bestAsk = bestAsks[0];
  const bestBid = bestBids[0];
  return {
    asks: rows('ask', bestAsks).reverse(),
    bids: rows('bid', bestBids),
    spread: bestAsk && bestBid ? sub(bestAsk.price, bestBid.price) : null,
    scale,
  };
}
