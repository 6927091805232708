/**
 * The chart's own candle: plain numbers, because they only place pixels. What users read (prices,
 * volumes, times) goes through the formatter props, so the app formats its exact decimals.
 * The app converts its wire candles (decimal strings, ISO times) into these.
 */
export interface KlineCandle {
  /** Start of the candle, epoch milliseconds. Candles are in ascending time order. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /**
   * Intraday: the volume-weighted average price so far. None for an index (its volume is its
   * members'): without it the chart draws no average line, and names none in its legend, tooltip,
   * table and announcements.
   */
  avgPrice?: number;
}

/** What changed between two candle arrays, so that only the changed tail is recomputed. */
export type CandleChange =
  | { kind: 'same' }
  | { kind: 'reset' }
  /** Candles before `from` are unchanged; `from` onwards are replaced, appended or removed. */
  | { kind: 'tail'; from: number }
  /** `count` older candles were put before the old first one (paging back); the rest is unchanged. */
  | { kind: 'prepend'; count: number };

const sameCandle = (a: KlineCandle, b: KlineCandle): boolean =>
  a === b ||
  (a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume &&
    a.avgPrice === b.avgPrice);

/**
 * Compares the previous candles with the next ones. A live tick (last candle replaced, or one
 * appended) is a `tail` change from the last index; an older page is a `prepend`. Comparing is
 * O(n) reference checks (about 20 µs for 20,000 candles), far cheaper than recomputing.
 */
export function diffCandles(prev: readonly KlineCandle[], next: readonly KlineCandle[]): CandleChange {
  if (prev === next) return { kind: 'same' };
  const p = prev.length;
  const n = next.length;
  if (p === 0 || n === 0) return p === n ? { kind: 'same' } : { kind: 'reset' };
  if (n > p && next[n - p]!.time === prev[0]!.time && next[0]!.time < prev[0]!.time) {
    const count = n - p;
    // An older page may arrive together with a tick of the last candle: compare all but the last.
    for (let i = 0; i < p - 1; i++) if (!sameCandle(prev[i]!, next[i + count]!)) return { kind: 'reset' };
    return { kind: 'prepend', count };
  }
  const shared = Math.min(p, n);
  let from = 0;
  while (from < shared && sameCandle(prev[from]!, next[from]!)) from++;
  if (from === shared && p === n) return { kind: 'same' };
  return from === 0 ? { kind: 'reset' } : { kind: 'tail', from };
}

/**
 * The candles as columns of typed arrays: the hot loops (scales, decimation, indicators) read
 * numbers without chasing objects. Appending is amortised O(1); an older page rewrites all
 * columns (`reset`), which is rare and O(n).
 */
export class CandleSeries {
  length = 0;
  time = new Float64Array(0);
  open = new Float64Array(0);
  high = new Float64Array(0);
  low = new Float64Array(0);
  close = new Float64Array(0);
  volume = new Float64Array(0);
  /** NaN where a candle has no average price. */
  avg = new Float64Array(0);
  /** Whether any candle carries an average price (intraday data). */
  hasAvg = false;
  /** The candle objects as given, for the accessible table and announcements. */
  source: readonly KlineCandle[] = [];

  get capacity(): number {
    return this.time.length;
  }

  /** Replaces everything. */
  reset(candles: readonly KlineCandle[]): void {
    this.length = 0;
    this.ensure(candles.length);
    this.writeFrom(candles, 0);
  }

  /** Rewrites candles from `from` to the end of `candles` (a live tick or appended candles). */
  writeTail(candles: readonly KlineCandle[], from: number): void {
    this.ensure(candles.length);
    this.writeFrom(candles, from);
  }

  private writeFrom(candles: readonly KlineCandle[], from: number): void {
    let hasAvg = from === 0 ? false : this.hasAvg;
    for (let i = from; i < candles.length; i++) {
      const c = candles[i]!;
      this.time[i] = c.time;
      this.open[i] = c.open;
      this.high[i] = c.high;
      this.low[i] = c.low;
      this.close[i] = c.close;
      this.volume[i] = c.volume;
      const avg = c.avgPrice;
      if (avg === undefined || !Number.isFinite(avg)) this.avg[i] = Number.NaN;
      else {
        this.avg[i] = avg;
        hasAvg = true;
      }
    }
    this.length = candles.length;
    this.hasAvg = hasAvg;
    this.source = candles;
  }

  /**
   * Grows the columns so that `size` candles fit, with room to spare (an eighth more, or half
   * the old capacity, at least 64): live candles are appended without copying every column
   * (20,000 candles: 1 MB) on the first new candle after a load.
   */
  private ensure(size: number): void {
    if (size <= this.capacity) return;
    const capacity = Math.max(size + Math.ceil(size / 8), Math.ceil(this.capacity * 1.5), 64);
    const grow = (column: Float64Array) => {
      const next = new Float64Array(capacity);
      next.set(column.subarray(0, this.length));
      return next;
    };
    this.time = grow(this.time);
    this.open = grow(this.open);
    this.high = grow(this.high);
    this.low = grow(this.low);
    this.close = grow(this.close);
    this.volume = grow(this.volume);
    this.avg = grow(this.avg);
  }
}
