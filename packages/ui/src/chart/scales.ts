import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { CandleSeries } from './candles.ts';

/**
 * A pane's value scale: d3's linear scale for nice tick values, and its coefficients (y = a·v + b)
 * for the hot loops that place thousands of candles per frame.
 */
export interface ValueScale {
  scale: ScaleLinear<number, number>;
  a: number;
  b: number;
  min: number;
  max: number;
  ticks: number[];
}

/** Lowest low and highest high of candles `first`…`last`. */
export function candleRange(series: CandleSeries, first: number, last: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  const { low, high } = series;
  for (let i = first; i <= last; i++) {
    if (low[i]! < min) min = low[i]!;
    if (high[i]! > max) max = high[i]!;
  }
  return [min, max];
}

/** Widens `range` by the defined values of `values` over `first`…`last`. */
export function extendRange(range: [number, number], values: ArrayLike<number>, first: number, last: number): void {
  let [min, max] = range;
  for (let i = first; i <= last; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  range[0] = min;
  range[1] = max;
}

/**
 * The scale of a pane from `top` to `bottom` (CSS px) over [min, max] with a little air above and
 * below, and about one tick per `tickSpacing` px.
 */
export function valueScale(
  min: number,
  max: number,
  top: number,
  bottom: number,
  { padding = 0.08, tickSpacing = 56 }: { padding?: number; tickSpacing?: number } = {},
): ValueScale {
  if (!(min <= max) || !Number.isFinite(min) || !Number.isFinite(max)) {
    min = 0;
    max = 1;
  }
  if (min === max) {
    const spread = Math.abs(min) * 0.01 || 1;
    min -= spread;
    max += spread;
  }
  const air = (max - min) * padding;
  const lo = min - air;
  const hi = max + air;
  const scale = scaleLinear().domain([lo, hi]).range([bottom, top]);
  const a = (top - bottom) / (hi - lo);
  const b = bottom - a * lo;
  const count = Math.max(2, Math.round((bottom - top) / tickSpacing));
  return { scale, a, b, min: lo, max: hi, ticks: scale.ticks(count) };
}
