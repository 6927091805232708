import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isZero, sub, sum } from '../money/decimal.ts';
import { allocationOf, percentShares, valueFlowOf, valueResult } from './portfolio.ts';

describe('percentShares', () => {
  it('splits 100 % exactly, the leftover hundredths to the largest remainders', () => {
    expect(percentShares(['1', '1', '1'])).toEqual(['33.34', '33.33', '33.33']);
    expect(percentShares(['50', '25', '25'])).toEqual(['50.00', '25.00', '25.00']);
    expect(percentShares(['2', '1', '-5'])).toEqual(['66.67', '33.33', '0.00']);
    expect(percentShares(['0', '0'])).toEqual(['0.00', '0.00']);
    expect(percentShares([])).toEqual([]);
  });

  it('always adds up to 100.00 when anything is there', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 1, maxLength: 12 }), (cents) => {
        const shares = percentShares(cents.map((value) => (value / 100).toFixed(2)));
        expect(sum(shares)).toBe(cents.some((value) => value > 0) ? '100' : '0');
      }),
    );
  });
});

describe('allocationOf', () => {
  it('groups the value by market and by currency, largest first', () => {
    expect(
      allocationOf(
        [
          { market: 'nl', currency: 'EUR', value: '300' },
          { market: 'usd', currency: 'USD', value: '500' },
          { market: 'de', currency: 'EUR', value: '100' },
          { market: 'cash', currency: 'EUR', value: '100' },
          { market: 'nl', currency: 'EUR', value: '0.004' },
        ],
        'EUR',
      ),
    ).toEqual({
      total: '1000.00',
      byMarket: [
        { market: 'usd', value: '500.00', pct: '50.00' },
        { market: 'nl', value: '300.00', pct: '30.00' },
        { market: 'cash', value: '100.00', pct: '10.00' },
        { market: 'de', value: '100.00', pct: '10.00' },
      ],
      byCurrency: [
        { currency: 'EUR', value: '500.00', pct: '50.00' },
        { currency: 'USD', value: '500.00', pct: '50.00' },
      ],
    });
    expect(allocationOf([], 'USD')).toEqual({ total: '0.00', byMarket: [], byCurrency: [] });
  });
});

describe('value history', () => {
  it('marks deposits and withdrawals, and tells the result apart from them', () => {
    expect(valueFlowOf('deposit')).toBe('deposit');
    expect(valueFlowOf('withdrawal')).toBe('withdrawal');
    expect(valueFlowOf('tradeClose')).toBeNull();
    const result = valueResult({ previous: '1000', value: '1600', deposits: '500', withdrawals: '50' });
    expect(isZero(sub(result, '150'))).toBe(true);
  });
});
