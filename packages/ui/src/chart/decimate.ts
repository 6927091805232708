import type { CandleSeries } from './candles.ts';

/**
 * Min/max decimation for zoomed-out views: when several candles share a device-pixel column they
 * become one column candle (first open, highest high, lowest low, last close, and the largest
 * volume, so volume bars keep the scale of single candles), and a frame draws at most one shape
 * per pixel column (~780 at DPR 2) instead of 20,000 candles.
 */
export class ColumnBuffer {
  count = 0;
  x = new Int32Array(0);
  open = new Float64Array(0);
  high = new Float64Array(0);
  low = new Float64Array(0);
  close = new Float64Array(0);
  volume = new Float64Array(0);

  reserve(size: number): void {
    if (this.x.length >= size) return;
    this.x = new Int32Array(size);
    this.open = new Float64Array(size);
    this.high = new Float64Array(size);
    this.low = new Float64Array(size);
    this.close = new Float64Array(size);
    this.volume = new Float64Array(size);
  }
}

/**
 * Aggregates candles `first`…`last` into columns. A candle's column is floor((i + 0.5 − from) × k)
 * with `from` the view's logical left edge and `k` device pixels per candle.
 */
export function aggregateColumns(
  series: CandleSeries,
  first: number,
  last: number,
  from: number,
  k: number,
  out: ColumnBuffer,
): void {
  const columns = Math.ceil((last - first + 1) * k) + 2;
  out.reserve(Math.min(last - first + 1, columns));
  let n = -1;
  let current = Number.NaN;
  const { open, high, low, close, volume } = series;
  for (let i = first; i <= last; i++) {
    const column = Math.floor((i + 0.5 - from) * k);
    if (column !== current) {
      current = column;
      n++;
      out.x[n] = column;
      out.open[n] = open[i]!;
      out.high[n] = high[i]!;
      out.low[n] = low[i]!;
      out.close[n] = close[i]!;
      out.volume[n] = volume[i]!;
    } else {
      if (high[i]! > out.high[n]!) out.high[n] = high[i]!;
      if (low[i]! < out.low[n]!) out.low[n] = low[i]!;
      out.close[n] = close[i]!;
      if (volume[i]! > out.volume[n]!) out.volume[n] = volume[i]!;
    }
  }
  out.count = n + 1;
}

/** Points of a decimated line (x in device px), reused between frames. */
export class PointBuffer {
  count = 0;
  x = new Float64Array(0);
  y = new Float64Array(0);

  reserve(size: number): void {
    if (this.x.length >= size) return;
    this.x = new Float64Array(size);
    this.y = new Float64Array(size);
  }

  push(x: number, y: number): void {
    this.x[this.count] = x;
    this.y[this.count] = y;
    this.count++;
  }
}

/**
 * M4 decimation of a line: per pixel column its first, lowest, highest and last value, in the
 * order they occur, which draws the same pixels as all the points. NaN (no value yet) breaks the
 * line: a column without values emits one NaN point.
 */
export function decimateLine(
  values: ArrayLike<number>,
  first: number,
  last: number,
  from: number,
  k: number,
  out: PointBuffer,
): void {
  out.count = 0;
  out.reserve(Math.min(last - first + 1, (Math.ceil((last - first + 1) * k) + 2) * 4));
  let i = first;
  while (i <= last) {
    const column = Math.floor((i + 0.5 - from) * k);
    const x = column + 0.5;
    let firstV = Number.NaN;
    let lastV = Number.NaN;
    let minV = Infinity;
    let maxV = -Infinity;
    let minAt = -1;
    let maxAt = -1;
    let j = i;
    for (; j <= last && Math.floor((j + 0.5 - from) * k) === column; j++) {
      const v = values[j]!;
      if (v !== v) continue;
      if (firstV !== firstV) firstV = v;
      lastV = v;
      if (v < minV) {
        minV = v;
        minAt = j;
      }
      if (v > maxV) {
        maxV = v;
        maxAt = j;
      }
    }
    if (firstV !== firstV) out.push(x, Number.NaN);
    else {
      out.push(x, firstV);
      const [a, b] = minAt <= maxAt ? [minV, maxV] : [maxV, minV];
      if (a !== firstV) out.push(x, a);
      if (b !== a) out.push(x, b);
      if (lastV !== b) out.push(x, lastV);
    }
    i = j;
  }
}
