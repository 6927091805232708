import { describe, expect, it } from 'vitest';
import { limitFillPrice, limitOrderFills } from './fills.ts';

describe('limit fills', () => {
  it('fills at the limit or better', () => {
    expect(limitOrderFills('long', '10', '9.99')).toBe(true);
    expect(limitOrderFills('long', '10', '10.01')).toBe(false);
    expect(limitOrderFills('short', '10', '10')).toBe(true);
    expect(limitOrderFills('short', '10', '9')).toBe(false);
  });

  it('fills on a tick at its price, or at the limit when only the range between ticks reached it', () => {
    expect(limitFillPrice('long', '10', { price: '9.90', high: '10.20', low: '9.80' })).toBe('9.90');
    expect(limitFillPrice('long', '10', { price: '10.10', high: '10.20', low: '9.95' })).toBe('10');
    expect(limitFillPrice('long', '10', { price: '10.10', high: '10.20', low: '10.01' })).toBeNull();
    expect(limitFillPrice('short', '10', { price: '10.30', high: '10.40', low: '9.80' })).toBe('10.30');
    expect(limitFillPrice('short', '10', { price: '9.90', high: '10', low: '9.80' })).toBe('10');
    expect(limitFillPrice('short', '10', { price: '9.90', high: '9.99', low: '9.80' })).toBeNull();
  });
});
