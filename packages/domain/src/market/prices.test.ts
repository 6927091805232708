import { describe, expect, it } from 'vitest';
import { dailyLimits, priceScale } from './prices.ts';

describe('priceScale', () => {
  it('shows 4 decimals for currency pairs and prices under 1, else 2', () => {
    expect(priceScale('fx', '1.0842')).toBe(4);
    expect(priceScale('nl', '0.0345')).toBe(4);
    expect(priceScale('nl', '612.4')).toBe(2);
    expect(priceScale('crypto', '97250.12')).toBe(2);
  });
});

describe('dailyLimits', () => {
  it('bands the previous close by the daily limit, never below 0', () => {
    expect(dailyLimits('10', '10')).toEqual({ limitUp: '11.0000', limitDown: '9.0000' });
    expect(dailyLimits('10', '200').limitDown).toBe('0.0000');
  });
});
