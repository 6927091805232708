import { describe, expect, it } from 'vitest';
import { CandleSeries, diffCandles, type KlineCandle } from './candles.ts';

const candle = (time: number, close = 10, extra: Partial<KlineCandle> = {}): KlineCandle => ({
  time,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: 100,
  ...extra,
});
const series = (n: number, from = 0) => Array.from({ length: n }, (_, i) => candle((from + i) * 1000, 10 + i));

describe('diffCandles', () => {
  const prev = series(5);

  it('sees the same array, or equal candles, as no change', () => {
    expect(diffCandles(prev, prev)).toEqual({ kind: 'same' });
    expect(
      diffCandles(
        prev,
        prev.map((c) => ({ ...c })),
      ),
    ).toEqual({ kind: 'same' });
    expect(diffCandles([], [])).toEqual({ kind: 'same' });
  });

  it('sees a live tick of the last candle and an appended candle as a tail change', () => {
    expect(diffCandles(prev, [...prev.slice(0, 4), candle(4000, 99)])).toEqual({ kind: 'tail', from: 4 });
    expect(diffCandles(prev, [...prev, candle(5000)])).toEqual({ kind: 'tail', from: 5 });
    expect(diffCandles(prev, [...prev.slice(0, 4), candle(4000, 99), candle(5000)])).toEqual({ kind: 'tail', from: 4 });
    expect(diffCandles(prev, prev.slice(0, 3))).toEqual({ kind: 'tail', from: 3 });
  });

  it('sees older candles in front as a prepend, even with a tick of the last candle', () => {
    const older = series(3, -3);
    expect(diffCandles(prev, [...older, ...prev])).toEqual({ kind: 'prepend', count: 3 });
    expect(diffCandles(prev, [...older, ...prev.slice(0, 4), candle(4000, 50)])).toEqual({ kind: 'prepend', count: 3 });
  });

  it('sees other data (a new symbol or period) as a reset', () => {
    expect(diffCandles(prev, series(5, 100))).toEqual({ kind: 'reset' });
    expect(diffCandles([], prev)).toEqual({ kind: 'reset' });
    expect(diffCandles(prev, [])).toEqual({ kind: 'reset' });
  });
});

describe('CandleSeries', () => {
  it('keeps columns and grows on appends', () => {
    const s = new CandleSeries();
    const candles = series(3);
    s.reset(candles);
    expect(s.length).toBe(3);
    expect(Array.from(s.close.subarray(0, 3))).toEqual([10, 11, 12]);
    expect(s.hasAvg).toBe(false);
    const more = [...candles, ...series(100, 3)];
    s.writeTail(more, 3);
    expect(s.length).toBe(103);
    expect(s.capacity).toBeGreaterThanOrEqual(103);
    expect(s.close[102]).toBe(109);
    expect(s.source).toBe(more);
  });

  it('keeps room after a reset, so that the next live candles are appended without copying', () => {
    const s = new CandleSeries();
    const candles = series(20_000);
    s.reset(candles);
    const columns = s.close;
    s.writeTail([...candles, ...series(1, 20_000)], 20_000);
    expect(s.length).toBe(20_001);
    expect(s.close).toBe(columns);
  });

  it('marks missing average prices as NaN and notices intraday data', () => {
    const s = new CandleSeries();
    s.reset([candle(0), candle(1000, 10, { avgPrice: 9.5 })]);
    expect(s.avg[0]).toBeNaN();
    expect(s.avg[1]).toBe(9.5);
    expect(s.hasAvg).toBe(true);
  });
});
