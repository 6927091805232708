import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gte, lte } from '../money/decimal.ts';
import { dailyLimits } from '../market/prices.ts';
import { blockPrice, crowdTakenLots, invitationState, offerLotsLeft, remainingTodayLots } from './offer.ts';

describe('blockPrice', () => {
  it('takes the discount off the previous close, rounded up at the price scale', () => {
    expect(blockPrice({ market: 'nl', prevClose: '20.00', discountPct: '6', dailyLimitPct: '10' })).toEqual({
      price: '18.80',
      discountPct: '6.00',
      clamped: false,
    });
    // 33.33 × 0.93 = 30.9969 → 31.00: the rounding gives the buyer a little less than 7 %.
    expect(blockPrice({ market: 'usd', prevClose: '33.33', discountPct: '7', dailyLimitPct: '10' })).toEqual({
      price: '31.00',
      discountPct: '6.99',
      clamped: false,
    });
    expect(blockPrice({ market: 'nl', prevClose: '0.5000', discountPct: '5', dailyLimitPct: '10' }).price).toBe(
      '0.4750',
    );
  });

  it('never prices a block below the daily limit band', () => {
    expect(blockPrice({ market: 'de', prevClose: '50', discountPct: '15', dailyLimitPct: '10' })).toEqual({
      price: '45.00',
      discountPct: '10.00',
      clamped: true,
    });
  });

  it('answers no discount for a close of zero', () => {
    expect(blockPrice({ market: 'nl', prevClose: '0', discountPct: '5', dailyLimitPct: '10' }).discountPct).toBe(
      '0.00',
    );
  });

  it('keeps every price inside the band and at or above the discount price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 100, max: 2000 }),
        (cents, discountBp, bandBp) => {
          const prevClose = (cents / 100).toFixed(2);
          const discountPct = (discountBp / 100).toFixed(2);
          const dailyLimitPct = (bandBp / 100).toFixed(2);
          const result = blockPrice({ market: 'nl', prevClose, discountPct, dailyLimitPct });
          expect(gte(result.price, dailyLimits(prevClose, dailyLimitPct).limitDown)).toBe(true);
          expect(lte(result.price, prevClose)).toBe(true);
          expect(lte(result.discountPct, discountPct)).toBe(true);
        },
      ),
    );
  });
});

describe('remainingTodayLots', () => {
  it('is the smallest of the daily limit left, the offer left and the invitation left', () => {
    expect(remainingTodayLots({ dailyLimitLots: 50, boughtTodayLots: 20, offerLotsLeft: 100 })).toBe(30);
    expect(remainingTodayLots({ dailyLimitLots: 50, boughtTodayLots: 0, offerLotsLeft: 12 })).toBe(12);
    expect(
      remainingTodayLots({ dailyLimitLots: 50, boughtTodayLots: 0, offerLotsLeft: 100, invitationLotsLeft: 7 }),
    ).toBe(7);
    expect(remainingTodayLots({ dailyLimitLots: 10, boughtTodayLots: 12, offerLotsLeft: 100 })).toBe(0);
  });

  it('is never negative and never above any limit (property)', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.option(fc.nat(1000)), (limit, bought, left, quota) => {
        const remaining = remainingTodayLots({
          dailyLimitLots: limit,
          boughtTodayLots: bought,
          offerLotsLeft: left,
          ...(quota === null ? {} : { invitationLotsLeft: quota }),
        });
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(Math.max(0, limit - bought));
        expect(remaining).toBeLessThanOrEqual(left);
        if (quota !== null) expect(remaining).toBeLessThanOrEqual(quota);
      }),
    );
  });
});

describe('offerLotsLeft', () => {
  it('is the size less what was sold, never negative', () => {
    expect(offerLotsLeft(100, 30)).toBe(70);
    expect(offerLotsLeft(100, 130)).toBe(0);
  });
});

describe('invitationState', () => {
  const invitation = { expiresAtMs: 1000, quotaLots: 10, usedLots: 4 };
  it('is valid until its expiry and its quota', () => {
    expect(invitationState(invitation, 999)).toBe('valid');
    expect(invitationState(invitation, 1000)).toBe('expired');
    expect(invitationState({ ...invitation, usedLots: 10 }, 0)).toBe('usedUp');
  });
});

describe('crowdTakenLots', () => {
  const offer = { sizeLots: 200, crowdShare: '0.5', soldToUsersLots: 0 };
  it('takes its share evenly over the session', () => {
    expect(crowdTakenLots(offer, 0)).toBe(0);
    expect(crowdTakenLots(offer, 0.5)).toBe(50);
    expect(crowdTakenLots(offer, 1)).toBe(100);
    expect(crowdTakenLots(offer, 2)).toBe(100);
    expect(crowdTakenLots({ ...offer, crowdShare: '3' }, 1)).toBe(200);
  });
  it('never takes what the users bought', () => {
    expect(crowdTakenLots({ ...offer, soldToUsersLots: 180 }, 1)).toBe(20);
    expect(crowdTakenLots({ ...offer, soldToUsersLots: 250 }, 1)).toBe(0);
  });
});
