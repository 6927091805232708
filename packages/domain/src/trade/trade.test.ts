import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as t from './arithmetic.ts';
import { isLocked, sellLockUntil } from './sell-lock.ts';
import { add, isZero } from '../money/decimal.ts';

const price = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4));

describe('order arithmetic', () => {
  it('computes the opening numbers', () => {
    expect(t.sharesFromLots(3, 100)).toBe(300);
    expect(t.orderAmount('12.3456', 100)).toBe('1234.56');
    expect(t.marginFor('1000', 3)).toBe('333.33');
    expect(t.feeFor('1000', '0.05')).toBe('0.50');
    expect(t.stampTaxFor('1000', '0.10', 'USDT')).toBe('1.000000');
    expect(t.openingCost('10', 100, 2, '0.05')).toEqual({
      amount: '1000.00',
      margin: '500.00',
      fee: '0.50',
      total: '500.50',
    });
    expect(t.dailyLimits('10', '10')).toEqual({ limitUp: '11.0000', limitDown: '9.0000' });
    expect(t.dailyLimits('10', '200').limitDown).toBe('0.0000');
    expect(t.newShareAmount(2, 100, '5.5')).toBe('1100.00');
  });

  it('computes P&L, close credit and stop-out', () => {
    expect(t.profitLoss('long', '10', '11', 100)).toBe('100.00');
    expect(t.profitLoss('short', '10', '11', 100)).toBe('-100.00');
    expect(t.profitPct('50', '500')).toBe('10.00');
    expect(t.profitPct('50', '0')).toBe('0.00');
    expect(t.isStopOut('-500', '500')).toBe(true);
    expect(t.isStopOut('-499.99', '500')).toBe(false);
    expect(t.daysHeld(0, 1)).toBe(1);
    expect(t.daysHeld(0, 86_400_000 + 1)).toBe(2);
    expect(t.daysHeld(5, 5)).toBe(0);
    expect(t.managementFeeFor('1000', '500', '0.05', 2)).toBe('0.50');
    const settlement = t.closeSettlement({
      direction: 'long',
      openPrice: '10',
      closePrice: '11',
      shares: 100,
      leverage: 2,
      feePct: '0.05',
      stampTaxPct: '0.10',
      managementFeePct: '0.05',
      openedAtMs: 0,
      closedAtMs: 86_400_000,
    });
    // margin 500 + P&L 100 − fee 0.55 − stamp 1.10 − mgmt (1000−500)×0.05%×1 = 0.25
    expect(settlement).toMatchObject({
      margin: '500.00',
      profit: '100.00',
      closeFee: '0.55',
      stampTax: '1.10',
      managementFee: '0.25',
      days: 1,
      credit: '598.10',
    });
    const wiped = t.closeSettlement({
      direction: 'short',
      openPrice: '10',
      closePrice: '30',
      shares: 100,
      leverage: 1,
      feePct: '0',
      stampTaxPct: '0',
      managementFeePct: '0',
      openedAtMs: 0,
      closedAtMs: 0,
      currency: 'USD',
    });
    expect(wiped.credit).toBe('0.00');
  });

  it('P&L of long and short are opposite', () => {
    fc.assert(
      fc.property(price, price, fc.integer({ min: 1, max: 100_000 }), (open, close, shares) => {
        const sum = add(t.profitLoss('long', open, close, shares), t.profitLoss('short', open, close, shares));
        expect(isZero(sum)).toBe(true);
      }),
    );
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

  it('handles loans, withdrawals, lending and new-share premiums', () => {
    expect(t.loanInterest('1000', '1.5')).toBe('15.00');
    expect(t.loanOutstanding('1000', '15', '500')).toBe('515.00');
    expect(t.loanOutstanding('1000', '15', '2000')).toBe('0.00');
    expect(t.isLoanUnsettled('approved', '1')).toBe(true);
    expect(t.isLoanUnsettled('approved', '0')).toBe(false);
    expect(t.isLoanUnsettled('pending', '1')).toBe(false);
    expect(t.withdrawalNet('100', '1')).toEqual({ fee: '1.00', netAmount: '99.00' });
    expect(t.lendingInterest('100', '2')).toBe('2.00');
    expect(t.premium('10', '12.5')).toEqual({ priceDiff: '2.5', premiumPct: '25.00' });
    expect(t.premium('22.00', '27.94')).toEqual({ priceDiff: '5.94', premiumPct: '27.00' });
    expect(t.premium('1.00005', '2').priceDiff).toBe('1.0000');
    expect(t.premium('0', '1').premiumPct).toBe('0.00');
    expect(t.limitOrderFills('long', '10', '9.99')).toBe(true);
    expect(t.limitOrderFills('long', '10', '10.01')).toBe(false);
    expect(t.limitOrderFills('short', '10', '10')).toBe(true);
    expect(t.limitOrderFills('short', '10', '9')).toBe(false);
    expect(t.floorMoney('1.239', 'EUR')).toBe('1.23');
  });
});

describe('sell lock', () => {
  it('locks for N minutes or until the N-th next day in the market zone', () => {
    const bought = Date.UTC(2024, 6, 1, 20); // Mon 22:00 Amsterdam
    expect(sellLockUntil(bought, { unit: 'minute', value: 30 }, 'Europe/Amsterdam')).toBe(bought + 1_800_000);
    expect(new Date(sellLockUntil(bought, { unit: 'day', value: 1 }, 'Europe/Amsterdam')).toISOString()).toBe(
      '2024-07-01T22:00:00.000Z',
    );
    expect(sellLockUntil(bought, { unit: 'day', value: 0 }, 'UTC')).toBe(bought);
    expect(isLocked(10, 5)).toBe(true);
    expect(isLocked(10, 10)).toBe(false);
    expect(isLocked(null, 0)).toBe(false);
    expect(isLocked(undefined, 0)).toBe(false);
  });
});
