/**
 * Indicator kernels. Each writes its output over an index range [from, to) of columns it is given,
 * and reads only inputs at or before each index plus its own outputs just before `from`. So the
 * same code computes a whole series (from 0) and a live tick (from the last index) in O(1) or
 * O(period), without recomputing history. NaN marks "not enough data yet".
 */

type Values = ArrayLike<number>;

/** Throws for periods that are not whole numbers of at least 1 (an indicator setting mistake). */
export function checkPeriod(period: number, name = 'period'): void {
  if (!Number.isInteger(period) || period < 1)
    throw new RangeError(`${name} must be a whole number ≥ 1, got ${period}`);
}

/** Simple moving average of the `period` values ending at each index. A NaN in the window gives NaN. */
export function smaInto(src: Values, period: number, out: Float64Array, from: number, to: number): void {
  const start = Math.max(0, from);
  let sum = 0;
  let nans = 0;
  // The window just before `start`: [start - period, start - 1].
  for (let j = Math.max(0, start - period); j < start; j++) {
    const v = src[j]!;
    if (v !== v) nans++;
    else sum += v;
  }
  for (let i = start; i < to; i++) {
    const v = src[i]!;
    if (v !== v) nans++;
    else sum += v;
    const drop = i - period;
    if (drop >= 0) {
      const d = src[drop]!;
      if (d !== d) nans--;
      else sum -= d;
    }
    out[i] = i >= period - 1 && nans === 0 ? sum / period : Number.NaN;
  }
}

/**
 * Exponential moving average, α = 2 / (period + 1), seeded with the simple average of the first
 * `period` defined values (as TA-Lib and most charting tools do). Leading NaNs are skipped, so it
 * also smooths series that start late (MACD's signal line over DIF).
 */
export function emaInto(src: Values, period: number, out: Float64Array, from: number, to: number): void {
  const alpha = 2 / (period + 1);
  let first = 0;
  while (first < to && src[first]! !== src[first]!) first++;
  const seedAt = first + period - 1;
  let i = Math.max(0, from);
  for (; i < to && i < seedAt; i++) out[i] = Number.NaN;
  if (i >= to) return;
  if (i === seedAt) {
    let sum = 0;
    for (let j = first; j <= seedAt; j++) sum += src[j]!;
    out[i] = sum / period;
    i++;
  }
  for (; i < to; i++) out[i] = alpha * src[i]! + (1 - alpha) * out[i - 1]!;
}

/** Bollinger bands: the simple average ± `multiplier` population standard deviations over `period`. */
export function bollInto(
  close: Values,
  period: number,
  multiplier: number,
  mid: Float64Array,
  upper: Float64Array,
  lower: Float64Array,
  from: number,
  to: number,
): void {
  smaInto(close, period, mid, from, to);
  for (let i = Math.max(0, from); i < to; i++) {
    const m = mid[i]!;
    if (m !== m) {
      upper[i] = Number.NaN;
      lower[i] = Number.NaN;
      continue;
    }
    // O(period) per point, from the deviations themselves: no cancellation on flat prices.
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const d = close[j]! - m;
      squares += d * d;
    }
    const band = multiplier * Math.sqrt(squares / period);
    upper[i] = m + band;
    lower[i] = m - band;
  }
}

/**
 * MACD: DIF = EMA(fast) − EMA(slow), DEA = EMA(DIF, signal), histogram = 2 × (DIF − DEA) (the
 * doubled bars of the MACD most Asian and European broker apps show).
 */
export function macdInto(
  close: Values,
  fast: number,
  slow: number,
  signal: number,
  emaFast: Float64Array,
  emaSlow: Float64Array,
  dif: Float64Array,
  dea: Float64Array,
  histogram: Float64Array,
  from: number,
  to: number,
): void {
  emaInto(close, fast, emaFast, from, to);
  emaInto(close, slow, emaSlow, from, to);
  const start = Math.max(0, from);
  for (let i = start; i < to; i++) dif[i] = emaFast[i]! - emaSlow[i]!;
  emaInto(dif, signal, dea, start, to);
  for (let i = start; i < to; i++) histogram[i] = 2 * (dif[i]! - dea[i]!);
}

/**
 * KDJ (stochastic with smoothing): RSV = (close − lowest low) / (highest high − lowest low) × 100
 * over `period` candles (fewer at the start), K = ((k − 1)·K′ + RSV) / k, D = ((d − 1)·D′ + K) / d,
 * J = 3K − 2D, with K′ = D′ = 50 before the first candle. A flat window counts as RSV 50.
 */
export function kdjInto(
  high: Values,
  low: Values,
  close: Values,
  period: number,
  kSmoothing: number,
  dSmoothing: number,
  k: Float64Array,
  d: Float64Array,
  j: Float64Array,
  from: number,
  to: number,
): void {
  for (let i = Math.max(0, from); i < to; i++) {
    let highest = -Infinity;
    let lowest = Infinity;
    for (let w = Math.max(0, i - period + 1); w <= i; w++) {
      if (high[w]! > highest) highest = high[w]!;
      if (low[w]! < lowest) lowest = low[w]!;
    }
    const rsv = highest > lowest ? ((close[i]! - lowest) / (highest - lowest)) * 100 : 50;
    const prevK = i > 0 ? k[i - 1]! : 50;
    const prevD = i > 0 ? d[i - 1]! : 50;
    const kv = ((kSmoothing - 1) * prevK + rsv) / kSmoothing;
    const dv = ((dSmoothing - 1) * prevD + kv) / dSmoothing;
    k[i] = kv;
    d[i] = dv;
    j[i] = 3 * kv - 2 * dv;
  }
}

/**
 * RSI with Wilder's smoothing: the first average gain/loss is the mean over the first `period`
 * changes, then avg = (avg′ × (period − 1) + current) / period; RSI = 100 × gain / (gain + loss).
 * No movement at all gives 50. The first value is at index `period`.
 */
export function rsiInto(
  close: Values,
  period: number,
  avgGain: Float64Array,
  avgLoss: Float64Array,
  out: Float64Array,
  from: number,
  to: number,
): void {
  for (let i = Math.max(0, from); i < to; i++) {
    if (i < period) {
      avgGain[i] = Number.NaN;
      avgLoss[i] = Number.NaN;
      out[i] = Number.NaN;
      continue;
    }
    let gain: number;
    let loss: number;
    if (i === period) {
      gain = 0;
      loss = 0;
      for (let w = 1; w <= period; w++) {
        const change = close[w]! - close[w - 1]!;
        if (change > 0) gain += change;
        else loss -= change;
      }
      gain /= period;
      loss /= period;
    } else {
      const change = close[i]! - close[i - 1]!;
      gain = (avgGain[i - 1]! * (period - 1) + (change > 0 ? change : 0)) / period;
      loss = (avgLoss[i - 1]! * (period - 1) + (change < 0 ? -change : 0)) / period;
    }
    avgGain[i] = gain;
    avgLoss[i] = loss;
    out[i] = gain + loss === 0 ? 50 : (100 * gain) / (gain + loss);
  }
}
