import { describe, expect, it } from 'vitest';
import { bollingerBands, exponentialMovingAverage, kdj, macd, movingAverage, rsi } from './functions.ts';
import { createIndicator } from './store.ts';
import { CandleSeries, type KlineCandle } from '../candles.ts';
import { defaultIndicatorSettings } from '../variants.ts';

/** NaN-aware comparison to 6 decimals. */
function expectValues(actual: Float64Array, expected: number[]) {
  expect(actual.length).toBe(expected.length);
  expected.forEach((value, i) => {
    if (Number.isNaN(value)) expect(actual[i], `index ${i}`).toBeNaN();
    else expect(actual[i], `index ${i}`).toBeCloseTo(value, 6);
  });
}
const N = Number.NaN;

describe('movingAverage', () => {
  it('averages the last `period` values, NaN before a full window', () => {
    expectValues(movingAverage([1, 2, 3, 4, 5], 3), [N, N, 2, 3, 4]);
    expectValues(movingAverage([10, 20], 1), [10, 20]);
  });

  it('gives NaN for windows with a missing value', () => {
    expectValues(movingAverage([N, 2, 4, 6], 2), [N, N, 3, 5]);
  });

  it('rejects periods that are not whole numbers of at least 1', () => {
    expect(() => movingAverage([1], 0)).toThrow(RangeError);
    expect(() => movingAverage([1], 2.5)).toThrow(RangeError);
  });
});

describe('exponentialMovingAverage', () => {
  it('seeds with the simple average, then α = 2 / (period + 1)', () => {
    // α = 0.5: seed (10 + 11 + 12) / 3 = 11; 0.5·10 + 0.5·11 = 10.5; 0.5·8 + 0.5·10.5 = 9.25
    expectValues(exponentialMovingAverage([10, 11, 12, 10, 8], 3), [N, N, 11, 10.5, 9.25]);
  });

  it('starts after leading NaNs', () => {
    expectValues(exponentialMovingAverage([N, N, 2, 4, 6], 2), [N, N, N, 3, 5]);
  });
});

describe('bollingerBands', () => {
  it('is the average ± 2 population standard deviations', () => {
    const { middle, upper, lower } = bollingerBands([1, 2, 3, 4, 5], { period: 3 });
    const band = 2 * Math.sqrt(2 / 3);
    expectValues(middle, [N, N, 2, 3, 4]);
    expectValues(upper, [N, N, 2 + band, 3 + band, 4 + band]);
    expectValues(lower, [N, N, 2 - band, 3 - band, 4 - band]);
  });

  it('collapses onto the average for flat prices', () => {
    const { upper, lower } = bollingerBands([7, 7, 7, 7], { period: 2, multiplier: 3 });
    expectValues(upper, [N, 7, 7, 7]);
    expectValues(lower, [N, 7, 7, 7]);
  });
});

describe('macd', () => {
  it('computes DIF, DEA and the doubled histogram (hand-computed, fast 2, slow 3, signal 2)', () => {
    // EMA2: 2, 2, 4, 4 (from index 1); EMA3: 2, 3.5, 3.75 (from index 2)
    // DIF: 0, 0.5, 0.25; DEA: seed (0 + 0.5) / 2 = 0.25, then 0.25; histogram 2·(DIF − DEA)
    const { dif, dea, histogram } = macd([1, 3, 2, 5, 4], { fast: 2, slow: 3, signal: 2 });
    expectValues(dif, [N, N, 0, 0.5, 0.25]);
    expectValues(dea, [N, N, N, 0.25, 0.25]);
    expectValues(histogram, [N, N, N, 0.5, 0]);
  });

  it('starts DEA at index slow + signal − 2 with the default 12/26/9', () => {
    const closes = Array.from({ length: 40 }, (_, i) => 10 + Math.sin(i));
    const { dif, dea } = macd(closes);
    expect(dif[24]).toBeNaN();
    expect(dif[25]).not.toBeNaN();
    expect(dea[32]).toBeNaN();
    expect(dea[33]).not.toBeNaN();
  });
});

describe('kdj', () => {
  it('smooths the RSV from 50 (hand-computed, period 3)', () => {
    // RSV: 50, 75, 20 → K: 50, 58.333, 45.556; D: 50, 52.778, 50.370; J = 3K − 2D
    const { k, d, j } = kdj([10, 12, 11], [8, 9, 7], [9, 11, 8], { period: 3 });
    expectValues(k, [50, 175 / 3, 410 / 9]);
    expectValues(d, [50, 475 / 9, 1360 / 27]);
    expectValues(j, [50, 3 * (175 / 3) - 2 * (475 / 9), 3 * (410 / 9) - 2 * (1360 / 27)]);
  });

  it('counts a flat window as 50', () => {
    const { k } = kdj([5, 5], [5, 5], [5, 5]);
    expectValues(k, [50, 50]);
  });

  it('needs columns of one length', () => {
    expect(() => kdj([1, 2], [1], [1, 2])).toThrow(RangeError);
  });
});

describe('rsi', () => {
  it("uses Wilder's smoothing (hand-computed, period 2)", () => {
    // changes +1 −1 +2 −1: gains/losses 0.5/0.5 → 50; 1.25/0.25 → 83.33; 0.625/0.625 → 50
    expectValues(rsi([1, 2, 1, 3, 2], 2), [N, N, 50, 250 / 3, 50]);
  });

  it('is 100 when prices only rose and 50 when they did not move', () => {
    expectValues(rsi([1, 2, 3, 4], 2), [N, N, 100, 100]);
    expectValues(rsi([3, 3, 3], 2), [N, N, 50]);
  });
});

describe('incremental indicators', () => {
  const candles: KlineCandle[] = Array.from({ length: 300 }, (_, i) => {
    const close = 100 + 10 * Math.sin(i / 7) + (i % 5);
    return {
      time: i * 60_000,
      open: close - 1,
      high: close + 2,
      low: close - 3,
      close,
      volume: 1000 + ((i * 37) % 500),
    };
  });

  it.each(['ma', 'ema', 'boll', 'vol', 'macd', 'kdj', 'rsi'] as const)(
    '%s: a live tick and appends recompute only the tail and match a full computation',
    (kind) => {
      const full = new CandleSeries();
      full.reset(candles);
      const expected = createIndicator(kind, defaultIndicatorSettings);
      expected.compute(full, 0);

      // Start with 250 candles, tick the last one twice, then append the rest one by one.
      const live = new CandleSeries();
      const growing = candles.slice(0, 250);
      growing[249] = { ...candles[249]!, close: 1 };
      live.reset(growing);
      const actual = createIndicator(kind, defaultIndicatorSettings);
      actual.compute(live, 0);
      growing[249] = candles[249]!;
      live.writeTail(growing, 249);
      actual.compute(live, 249);
      for (let i = 250; i < candles.length; i++) {
        growing.push(candles[i]!);
        live.writeTail(growing, i);
        actual.compute(live, i);
      }
      const columns = (data: typeof expected) =>
        [...data.lines.map((l) => l.values), data.histogram?.values].filter(Boolean);
      const a = columns(actual);
      const e = columns(expected);
      for (let c = 0; c < e.length; c++) {
        for (let i = 0; i < candles.length; i++) {
          const want = e[c]![i]!;
          if (Number.isNaN(want)) expect(a[c]![i]).toBeNaN();
          else expect(a[c]![i]).toBeCloseTo(want, 8);
        }
      }
    },
  );

  it('labels lines for the legend', () => {
    const boll = createIndicator('boll', defaultIndicatorSettings);
    expect(boll.title).toBe('BOLL(20,2)');
    expect(boll.lines.map((l) => l.label)).toEqual(['MID', 'UPPER', 'LOWER']);
    expect(createIndicator('ma', defaultIndicatorSettings).lines.map((l) => l.label)).toEqual([
      'MA5',
      'MA10',
      'MA20',
      'MA30',
    ]);
    expect(createIndicator('rsi', defaultIndicatorSettings).fixedRange).toEqual([0, 100]);
  });
});
