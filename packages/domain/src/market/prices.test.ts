import { describe, expect, it } from 'vitest';
import { dailyLimits, priceScale, shownBand } from './prices.ts';

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

describe('shownBand', () => {
  it('rounds the limits inward at the display scale, so a price typed from it is allowed', () => {
    expect(shownBand('nl', '813.5440', '994.3360')).toEqual({ low: '813.55', high: '994.33' });
    expect(shownBand('nl', '813.5000', '994.3000')).toEqual({ low: '813.50', high: '994.30' });
    expect(shownBand('usd', '0.81234', '0.99876')).toEqual({ low: '0.8124', high: '0.9987' });
  });
});
