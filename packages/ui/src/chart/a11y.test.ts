import { describe, expect, it } from 'vitest';
import { defaultKitTexts } from '../texts/KitTexts.tsx';
import { chartSummary, createTableBuilder, cursorText, priceChange } from './a11y.ts';
import type { KlineCandle } from './candles.ts';
import { defaultFormatters } from './format.ts';
import { KlineModel } from './model.ts';

const DAY = 86_400_000;
const start = Date.parse('2024-03-01T08:00:00Z');
const candles: KlineCandle[] = [10, 10.1, 10.3, 12.5].map((close, i) => ({
  time: start + i * DAY,
  open: close - 0.1,
  high: close + 0.2,
  low: close - 0.3,
  close,
  volume: 1000 * (i + 1),
}));
const format = defaultFormatters('Europe/Amsterdam');
const texts = defaultKitTexts.kline;

function model(data = candles, mode: 'candles' | 'intraday' = 'candles') {
  const m = new KlineModel({ timeZone: 'Europe/Amsterdam', mode, visibleBars: 'all' });
  m.setCandles(data);
  return m;
}

describe('priceChange', () => {
  it('is exact decimal arithmetic, not binary floating point', () => {
    expect(priceChange(0.1, 0.3)).toEqual({ change: 0.2, percent: 200 });
    expect(priceChange(10, 12.5)).toEqual({ change: 2.5, percent: 25 });
    expect(priceChange(0, 5).percent).toBe(0);
  });
});

describe('chartSummary', () => {
  it('summarises the candles in view: range, first and last close, change', () => {
    expect(chartSummary(model(), format, texts)).toBe(
      '2024.03.01 to 2024.03.04: first close 10,00, last close 12,50, change +2,50 (+25,00%)',
    );
  });

  it('speaks of prices in intraday mode', () => {
    const intraday = candles.map((c, i) => ({ ...c, time: start + i * 60_000 }));
    expect(chartSummary(model(intraday, 'intraday'), format, texts)).toBe(
      '2024.03.01 09:00 to 2024.03.01 09:03: first price 10,00, last price 12,50, change +2,50 (+25,00%)',
    );
  });
});

describe('cursorText', () => {
  it('reads the open, high, low, close and volume of a candle', () => {
    expect(cursorText(model(), 1, format, texts)).toBe(
      '2024.03.02: open 10,00, high 10,30, low 9,80, close 10,10, volume 2.000',
    );
  });

  it('reads price, average price and volume in intraday mode', () => {
    const intraday = candles.map((c, i) => ({ ...c, time: start + i * 60_000, avgPrice: 10.05 }));
    expect(cursorText(model(intraday, 'intraday'), 0, format, texts)).toBe(
      '2024.03.01 09:00: price 10,00, average price 10,05, volume 1.000',
    );
  });
});

describe('intraday without an average price (an index)', () => {
  const index = candles.map((c, i) => ({ ...c, time: start + i * 60_000 }));

  it('reads price and volume, no average price', () => {
    expect(cursorText(model(index, 'intraday'), 0, format, texts)).toBe('2024.03.01 09:00: price 10,00, volume 1.000');
  });

  it('has no average price column', () => {
    const table = createTableBuilder()(model(index, 'intraday'), format, texts, 200);
    expect(table.columns).toEqual(['Time', 'Price', 'Volume']);
    expect(table.rows[0]!.cells).toEqual(['2024.03.01 09:00', '10,00', '1.000']);
  });

  it('keeps the column while any candle in the series has one', () => {
    const some = index.map((c, i) => (i === 3 ? { ...c, avgPrice: 10.5 } : c));
    const table = createTableBuilder()(model(some, 'intraday'), format, texts, 200);
    expect(table.columns).toEqual(['Time', 'Price', 'Average price', 'Volume']);
    expect(table.rows[0]!.cells).toEqual(['2024.03.01 09:00', '10,00', '–', '1.000']);
  });
});

describe('table', () => {
  it('lists the candles in view, newest last, with cached rows', () => {
    const build = createTableBuilder();
    const m = model();
    const table = build(m, format, texts, 200);
    expect(table.caption).toBe('Candles from 2024.03.01 to 2024.03.04');
    expect(table.columns).toEqual(['Time', 'Open', 'High', 'Low', 'Close', 'Volume']);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['2024.03.01', '9,90', '10,20', '9,70', '10,00', '1.000'],
      ['2024.03.02', '10,00', '10,30', '9,80', '10,10', '2.000'],
      ['2024.03.03', '10,20', '10,50', '10,00', '10,30', '3.000'],
      ['2024.03.04', '12,40', '12,70', '12,20', '12,50', '4.000'],
    ]);
    expect(build(m, format, texts, 200).rows[0]).toBe(table.rows[0]);
    expect(build(m, format, texts, 2).rows.map((r) => r.cells[0])).toEqual(['2024.03.03', '2024.03.04']);
  });
});
