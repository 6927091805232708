import { describe, expect, it } from 'vitest';
import {
  chartChangeFormatter,
  chartPriceFormatter,
  formatCount,
  formatPrice,
  formatSignedCount,
  priceScale,
} from './stockFormat.ts';

describe('stock formatting', () => {
  it('shows 4 decimals for currency pairs and prices under 1, else 2', () => {
    expect(priceScale('fx', '1.0842')).toBe(4);
    expect(priceScale('nl', '0.0345')).toBe(4);
    expect(priceScale('nl', '612.4')).toBe(2);
    expect(priceScale('crypto', '97250.12')).toBe(2);
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
