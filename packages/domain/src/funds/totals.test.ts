import { describe, expect, it } from 'vitest';
import { totalIn } from './totals.ts';

const rates = {
  feePct: '0.10',
  items: [
    { currency: 'USD' as const, rate: '1' },
    { currency: 'EUR' as const, rate: '0.92' },
    { currency: 'USDT' as const, rate: '1.0005' },
  ],
};

describe('totalIn', () => {
  it('adds every wallet in the display currency at the cross rates, and says which rates', () => {
    const result = totalIn(
      'EUR',
      [
        { currency: 'EUR', amount: '1000' },
        { currency: 'USD', amount: '500' },
        { currency: 'USDT', amount: '100.5' },
      ],
      rates,
    );
    // 500 USD × 0.92 = 460.00; 100.5 USDT × (0.92 / 1.0005 = 0.91954023) = 92.41 (half-up)
    expect(result).toEqual({
      currency: 'EUR',
      total: '1552.41',
      rates: [
        { from: 'USD', rate: '0.92000000' },
        { from: 'USDT', rate: '0.91954023' },
      ],
      missing: [],
    });
  });

  it('needs no rate for empty wallets and leaves out, by name, what it cannot convert', () => {
    const result = totalIn(
      'USD',
      [
        { currency: 'USD', amount: '10' },
        { currency: 'USDC', amount: '0' },
        { currency: 'KRW', amount: '1000' },
        { currency: 'KRW', amount: '5' },
      ],
      rates,
    );
    expect(result).toEqual({ currency: 'USD', total: '10.00', rates: [], missing: ['KRW'] });
  });

  it('cannot convert into a currency without a rate, nor from a rate of zero', () => {
    expect(totalIn('KRW', [{ currency: 'USD', amount: '1' }], rates).missing).toEqual(['USD']);
    const broken = { feePct: '0', items: [...rates.items, { currency: 'USDC' as const, rate: '0' }] };
    expect(totalIn('USD', [{ currency: 'USDC', amount: '3' }], broken)).toMatchObject({
      total: '0.00',
      missing: ['USDC'],
    });
    expect(totalIn('USDC', [{ currency: 'USD', amount: '3' }], broken).missing).toEqual(['USD']);
  });

  it('names a rate once however many amounts used it', () => {
    const result = totalIn(
      'EUR',
      [
        { currency: 'USD', amount: '1' },
        { currency: 'USD', amount: '2' },
      ],
      rates,
    );
    expect(result.rates).toEqual([{ from: 'USD', rate: '0.92000000' }]);
    expect(result.total).toBe('2.76');
  });
});
