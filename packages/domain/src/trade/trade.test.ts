import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as t from './arithmetic.ts';

const price = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4));

describe('product arithmetic', () => {
  it('computes new-share amounts', () => {
    expect(t.newShareAmount(2, 100, '5.5')).toBe('1100.00');
  });

  it('exchanges, rounding down to the target scale', () => {
    // 100 USD → CNY at 7.1234 per USD, fee 0.5 %: 712.34 × 0.995 = 708.7783 → 708.77
    expect(t.exchangeReceived('100', '1', '7.1234', '0.5', 'CNY')).toBe('708.77');
    expect(t.exchangeReceived('100', '7.1234', '1', '0', 'USDT')).toBe('14.038240');
    expect(t.exchangeFee('100', '1', '7.1234', '0.5', 'CNY')).toBe('3.57');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), price, price, (cents, from, to) => {
        const amount = (cents / 100).toFixed(2);
        const received = t.exchangeReceived(amount, from, to, '0', 'EUR');
        const exact =
          (BigInt(cents) * BigInt(Math.round(Number(to) * 10_000)) * 10n ** 4n) /
          (BigInt(Math.round(Number(from) * 10_000)) * 10n ** 2n);
        // exact is in units of 10^-4 / … → compare as hundredths
        expect(BigInt(received.replace('.', ''))).toBe(exact / 100n);
      }),
    );
  });

  it('handles withdrawals, lending and new-share premiums', () => {
    expect(t.withdrawalNet('100', '1')).toEqual({ fee: '1.00', netAmount: '99.00' });
    expect(t.premium('10', '12.5')).toEqual({ priceDiff: '2.5', premiumPct: '25.00' });
    expect(t.premium('22.00', '27.94')).toEqual({ priceDiff: '5.94', premiumPct: '27.00' });
    expect(t.premium('1.00005', '2').priceDiff).toBe('1.0000');
    expect(t.premium('0', '1').premiumPct).toBe('0.00');
    expect(t.floorMoney('1.239', 'EUR')).toBe('1.23');
  });
});
