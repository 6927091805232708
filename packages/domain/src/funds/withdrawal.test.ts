import { describe, expect, it } from 'vitest';
import { allDays } from '../time/window.ts';
import { isPriceableAmount, withdrawalBlockers, withdrawalPreview } from './withdrawal.ts';

/** `funds/withdrawInfo` as the app's fixtures answer it. */
const withdrawInfo = {
  realNameStatus: 'verified',
  fundPasswordSet: true,
  creditScore: 100,
  minCreditScore: 60,
  hours: { days: [...allDays], open: '00:00', close: '24:00', timeZone: 'Europe/Amsterdam' },
} as const;

describe('withdrawal preview', () => {
  it('prices only positive amounts within the currency’s decimals', () => {
    expect(isPriceableAmount('250', 'USD')).toBe(true);
    expect(isPriceableAmount('0.123456', 'USDT')).toBe(true);
    expect(isPriceableAmount('0.123', 'USD')).toBe(false);
    expect(isPriceableAmount('0', 'USD')).toBe(false);
    expect(isPriceableAmount('', 'USD')).toBe(false);
    expect(isPriceableAmount('1.', 'USD')).toBe(false);
  });

  it('previews the fee and the net amount with the domain’s arithmetic', () => {
    expect(withdrawalPreview('250', '0.50', 'USD')).toEqual({ fee: '1.25', netAmount: '248.75' });
    expect(withdrawalPreview('0.3', '0.50', 'USD')).toEqual({ fee: '0.00', netAmount: '0.30' });
    expect(withdrawalPreview('', '0.50', 'USD')).toBeNull();
  });
});

describe('withdrawalBlockers', () => {
  it('says what stands in the way of a withdrawal', () => {
    const now = Date.UTC(2025, 3, 20, 10);
    expect(withdrawalBlockers(withdrawInfo, now)).toEqual({
      realName: false,
      fundPassword: false,
      creditScore: false,
      outsideHours: false,
    });
    expect(
      withdrawalBlockers(
        {
          ...withdrawInfo,
          realNameStatus: 'reviewing',
          fundPasswordSet: false,
          creditScore: 59,
          hours: { days: [1], open: '09:00', close: '17:00', timeZone: 'UTC' },
        },
        now, // a Sunday
      ),
    ).toEqual({ realName: true, fundPassword: true, creditScore: true, outsideHours: true });
  });
});
