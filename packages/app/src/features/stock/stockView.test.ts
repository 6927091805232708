import { describe, expect, it } from 'vitest';
import type { Candle } from '@broker/contract';
import {
  chartChangeFormatter,
  chartPriceFormatter,
  formatCount,
  formatPrice,
  formatSignedCount,
  toKlineCandles,
} from './stockView.ts';

describe('stock formatting', () => {
  it('shows a price with the decimals of its scale (the domain’s priceScale)', () => {
    expect(formatPrice('1234.5', 2)).toBe('1.234,50');
  });

  it('formats the chart’s drawing numbers as the exact price would read', () => {
    expect(chartPriceFormatter(2)(612.3999999)).toBe('612,40');
    expect(chartPriceFormatter(4)(1.08426)).toBe('1,0843');
    expect(chartChangeFormatter(2)(-1.2)).toBe('-1,20');
  });

  it('groups counts and signs net buying', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatSignedCount(12500)).toBe('+12.500');
    expect(formatSignedCount(-3000)).toBe('-3.000');
    expect(formatSignedCount(0)).toBe('0');
  });
});

const candle = (time: string, close: string, overrides: Partial<Candle> = {}): Candle => ({
  time,
  open: '10.0000',
  high: '10.5000',
  low: '9.8000',
  close,
  volume: 1200,
  turnover: '12345.67',
  avgPrice: null,
  ...overrides,
});

describe('toKlineCandles', () => {
  it('turns wire candles into the kit’s numbers, with the average price only when there is one', () => {
    const [plain, intraday] = toKlineCandles([
      candle('2026-11-23T09:00:00Z', '10.2500'),
      candle('2026-11-23T09:01:00Z', '10.3000', { avgPrice: '10.1234' }),
    ]);
    expect(plain).toEqual({
      time: Date.UTC(2026, 10, 23, 9, 0),
      open: 10,
      high: 10.5,
      low: 9.8,
      close: 10.25,
      volume: 1200,
    });
    expect(intraday!.avgPrice).toBe(10.1234);
  });

  it('maps the same wire candle to the same kit candle (a live tick changes only the last)', () => {
    const items = [candle('2026-11-23T09:00:00Z', '10.2000'), candle('2026-11-23T09:01:00Z', '10.3000')];
    const before = toKlineCandles(items);
    const after = toKlineCandles([items[0]!, { ...items[1]!, close: '10.4000' }]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.close).toBe(10.4);
  });
});
