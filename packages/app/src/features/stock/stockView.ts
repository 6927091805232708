import { formatDecimal, formatPriceChange } from '@broker/domain';
import type { Candle } from '@broker/contract';
import type { KlineCandle } from '@broker/ui';

/**
 * How the stock detail shows things (slices.md rule 1: what only decides what the screen looks
 * like). The rules — price scales, candle periods, the live candle, paging back — are the
 * domain's (`domain/src/market/`).
 */

/** A wire price for reading ('612,40'), with the instrument's decimals. */
export const formatPrice = (price: string, scale: number): string => formatDecimal(price, scale);

/**
 * The chart's formatters work on its drawing numbers: rounding them to the price's decimals
 * first gives the same text as the exact wire value would.
 */
export function chartPriceFormatter(scale: number): (value: number) => string {
  return (value) => formatDecimal(value.toFixed(scale), scale);
}

export function chartChangeFormatter(scale: number): (value: number) => string {
  return (value) => formatPriceChange(value.toFixed(scale), scale);
}

/** Whole shares or lots, grouped: '1.234.567'. */
export const formatCount = (value: number): string => formatDecimal(String(value), 0);

/** A signed count for net buying: '+12.500', '-3.000', '0'. */
export function formatSignedCount(value: number): string {
  const text = formatCount(Math.abs(value));
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}

/**
 * The kit draws numbers (pixel positions only); what users read is formatted from the wire's
 * exact decimals by the formatters the screen passes, never from these numbers.
 */
export function toKlineCandles(items: readonly Candle[]): KlineCandle[] {
  return items.map(toKlineCandle);
}

/**
 * One kit candle per wire candle object: a live tick replaces only the last wire candle, so every
 * other one maps to the very same object and the chart's change check stops at a reference.
 */
const converted = new WeakMap<Candle, KlineCandle>();

function toKlineCandle(candle: Candle): KlineCandle {
  const known = converted.get(candle);
  if (known) return known;
  const next: KlineCandle = {
    time: Date.parse(candle.time),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: candle.volume,
    ...(candle.avgPrice === null ? {} : { avgPrice: Number(candle.avgPrice) }),
  };
  converted.set(candle, next);
  return next;
}
