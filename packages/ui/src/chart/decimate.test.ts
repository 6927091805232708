import { describe, expect, it } from 'vitest';
import { CandleSeries, type KlineCandle } from './candles.ts';
import { aggregateColumns, ColumnBuffer, decimateLine, PointBuffer } from './decimate.ts';
import { valueScale } from './scales.ts';

const candles: KlineCandle[] = [
  { time: 0, open: 10, high: 12, low: 9, close: 11, volume: 5 },
  { time: 1, open: 11, high: 15, low: 10, close: 14, volume: 9 },
  { time: 2, open: 14, high: 14, low: 6, close: 7, volume: 2 },
  { time: 3, open: 7, high: 8, low: 7, close: 8, volume: 4 },
];

describe('aggregateColumns', () => {
  it('makes one column candle per pixel: first open, highest high, lowest low, last close, largest volume', () => {
    const series = new CandleSeries();
    series.reset(candles);
    const out = new ColumnBuffer();
    // Three candles per device pixel: candles 0–2 in column 0, candle 3 in column 1.
    aggregateColumns(series, 0, 3, 0, 1 / 3, out);
    expect(out.count).toBe(2);
    expect([out.x[0], out.open[0], out.high[0], out.low[0], out.close[0], out.volume[0]]).toEqual([0, 10, 15, 6, 7, 9]);
    expect([out.x[1], out.open[1], out.close[1]]).toEqual([1, 7, 8]);
  });

  it('zooms out to 20,000 candles in at most one column per device pixel', () => {
    const many: KlineCandle[] = Array.from({ length: 20_000 }, (_, i) => ({
      time: i,
      open: i,
      high: i + 1,
      low: i - 1,
      close: i,
      volume: 1,
    }));
    const series = new CandleSeries();
    series.reset(many);
    const out = new ColumnBuffer();
    aggregateColumns(series, 0, 19_999, 0, 780 / 20_000, out);
    expect(out.count).toBe(780);
    expect(out.low[0]).toBe(-1);
    expect(out.high[779]).toBe(20_000);
  });
});

describe('decimateLine', () => {
  it('keeps first, lowest, highest and last value of each column in order, and gaps', () => {
    const out = new PointBuffer();
    const values = [5, 1, 9, 4, Number.NaN, Number.NaN, 3, 3];
    decimateLine(values, 0, 7, 0, 0.25, out); // four values per column
    const points = Array.from({ length: out.count }, (_, i) => [out.x[i], out.y[i]]);
    expect(points).toEqual([
      [0.5, 5],
      [0.5, 1],
      [0.5, 9],
      [0.5, 4],
      [1.5, 3],
    ]);
    decimateLine([Number.NaN, Number.NaN], 0, 1, 0, 0.5, out);
    expect(out.count).toBe(1);
    expect(out.y[0]).toBeNaN();
  });
});

describe('valueScale', () => {
  it('maps values to pixels with nice ticks inside the range', () => {
    const s = valueScale(10, 20, 0, 100, { padding: 0 });
    expect(s.a * 10 + s.b).toBeCloseTo(100);
    expect(s.a * 20 + s.b).toBeCloseTo(0);
    expect(s.a * 15 + s.b).toBeCloseTo(50);
    expect(s.invert(50)).toBeCloseTo(15);
    expect(s.ticks.every((t) => t >= 10 && t <= 20 && Number.isInteger(t))).toBe(true);
  });

  it('survives a flat or empty range', () => {
    expect(valueScale(5, 5, 0, 100).min).toBeLessThan(5);
    expect(valueScale(Infinity, -Infinity, 0, 100).ticks.length).toBeGreaterThan(0);
  });
});
