import { add, div, lt, max, mul, round, roundHalfUp, sub } from '../money/decimal.ts';
import type { Pct, Price } from '../money/nominal.ts';
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

/**
 * Daily price limits from the previous close: prevClose × (1 ± pct / 100), 4 decimals. The
 * market publishes them (Quote.limitUp/limitDown) and a limit order must stay inside them.
 */
export function dailyLimits(
  prevClose: Price | string,
  dailyLimitPct: Pct | string,
): { limitUp: Price; limitDown: Price } {
  const change = div(mul(prevClose, dailyLimitPct), 100, 30);
  return {
    limitUp: roundHalfUp(add(prevClose, change), 4) as string as Price,
    limitDown: roundHalfUp(max(sub(prevClose, change), 0), 4) as string as Price,
  };
}

/**
 * The daily limits as a band to show (issue #26) at the price's display scale, rounded inward —
 * the low up, the high down — so that any price typed from the band is inside the limits.
 */
export function shownBand(market: Market, limitDown: string, limitUp: string): { low: string; high: string } {
  const scale = priceScale(market, limitDown);
  return { low: round(limitDown, scale, 'up'), high: round(limitUp, scale, 'down') };
}
