import { formatDecimal, formatPriceChange, lt, type Market } from '@broker/domain';

/**
 * How many decimals a price of this instrument shows: currency pairs 4 (a pip), prices under 1
 * (penny stocks, small coins) 4, everything else 2 — whatever scale the wire string has.
 */
export function priceScale(market: Market, price: string): number {
  if (market === 'fx') return 4;
  return lt(price, 1) ? 4 : 2;
}

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
