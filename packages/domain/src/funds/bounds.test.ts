import { describe, expect, it } from 'vitest';
import {
  aboveMaximumKeys,
  belowMinimumKeys,
  boundsOf,
  isAboveMaximumKey,
  isBelowMinimumKey,
  isBoundsKey,
} from './bounds.ts';

describe('boundsOf', () => {
  it('reads the bounds of an error’s data', () => {
    expect(boundsOf({ min: '150', currency: 'USD' })).toEqual({ min: '150', currency: 'USD' });
    expect(boundsOf({ max: 500000, currency: 'XXX' })).toEqual({ max: '500000' });
    expect(boundsOf(null)).toEqual({});
    expect(boundsOf('150')).toEqual({});
    expect(boundsOf({ min: true, max: null })).toEqual({});
  });
});

describe('bounds keys', () => {
  it('tell the minimum keys from the maximum keys', () => {
    for (const key of belowMinimumKeys) expect([isBelowMinimumKey(key), isAboveMaximumKey(key)]).toEqual([true, false]);
    for (const key of aboveMaximumKeys) expect([isBelowMinimumKey(key), isAboveMaximumKey(key)]).toEqual([false, true]);
    expect(isBoundsKey('error.withdrawal.belowMinimum')).toBe(true);
    expect(isBoundsKey('error.amount.aboveMaximum')).toBe(true);
    expect(isBoundsKey('error.balance.insufficient')).toBe(false);
  });
});
