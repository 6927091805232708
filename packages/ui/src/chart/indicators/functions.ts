import { bollInto, checkPeriod, emaInto, kdjInto, macdInto, rsiInto, smaInto } from './kernels.ts';

/**
 * The chart's indicators as plain functions, for product teams that show values elsewhere (a
 * quote screen, an alert rule). Inputs are numbers in time order; every output has the input's
 * length with NaN where there is not enough data yet. They share their code with the chart.
 */

type Values = ArrayLike<number>;

const column = (length: number) => new Float64Array(length);

/** Simple moving average (MA) of `period` values. */
export function movingAverage(values: Values, period: number): Float64Array {
  checkPeriod(period);
  const out = column(values.length);
  smaInto(values, period, out, 0, values.length);
  return out;
}

/** Exponential moving average (EMA), seeded with the simple average of the first `period` values. */
export function exponentialMovingAverage(values: Values, period: number): Float64Array {
  checkPeriod(period);
  const out = column(values.length);
  emaInto(values, period, out, 0, values.length);
  return out;
}

export interface BollingerOptions {
  /** Default 20. */
  period?: number;
  /** Standard deviations from the middle band. Default 2. */
  multiplier?: number;
}

/** Bollinger bands (BOLL): middle = MA(period), upper/lower = middle ± multiplier × σ (population). */
export function bollingerBands(closes: Values, { period = 20, multiplier = 2 }: BollingerOptions = {}) {
  checkPeriod(period);
  const n = closes.length;
  const result = { middle: column(n), upper: column(n), lower: column(n) };
  bollInto(closes, period, multiplier, result.middle, result.upper, result.lower, 0, n);
  return result;
}

export interface MacdOptions {
  /** Default 12. */
  fast?: number;
  /** Default 26. */
  slow?: number;
  /** Default 9. */
  signal?: number;
}

/** MACD: DIF = EMA(fast) − EMA(slow), DEA = EMA(DIF, signal), histogram = 2 × (DIF − DEA). */
export function macd(closes: Values, { fast = 12, slow = 26, signal = 9 }: MacdOptions = {}) {
  checkPeriod(fast, 'fast');
  checkPeriod(slow, 'slow');
  checkPeriod(signal, 'signal');
  const n = closes.length;
  const result = { dif: column(n), dea: column(n), histogram: column(n) };
  macdInto(closes, fast, slow, signal, column(n), column(n), result.dif, result.dea, result.histogram, 0, n);
  return result;
}

export interface KdjOptions {
  /** Candles of the high/low window. Default 9. */
  period?: number;
  /** Smoothing of K. Default 3. */
  kSmoothing?: number;
  /** Smoothing of D. Default 3. */
  dSmoothing?: number;
}

/** KDJ: K and D smooth the raw stochastic value (RSV) from 50; J = 3K − 2D. */
export function kdj(
  highs: Values,
  lows: Values,
  closes: Values,
  { period = 9, kSmoothing = 3, dSmoothing = 3 }: KdjOptions = {},
) {
  checkPeriod(period);
  checkPeriod(kSmoothing, 'kSmoothing');
  checkPeriod(dSmoothing, 'dSmoothing');
  const n = closes.length;
  if (highs.length !== n || lows.length !== n) throw new RangeError('highs, lows and closes must have the same length');
  const result = { k: column(n), d: column(n), j: column(n) };
  kdjInto(highs, lows, closes, period, kSmoothing, dSmoothing, result.k, result.d, result.j, 0, n);
  return result;
}

/** Relative strength index (RSI) with Wilder's smoothing; 50 when prices did not move at all. */
export function rsi(closes: Values, period = 14): Float64Array {
  checkPeriod(period);
  const n = closes.length;
  const out = column(n);
  rsiInto(closes, period, column(n), column(n), out, 0, n);
  return out;
}
