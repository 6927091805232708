import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, div, mul, sum } from '../money/decimal.ts';
import { DAY_COUNT } from '../loan/interest.ts';
import { collateralCoveragePct, lendingCollateral } from './collateral.ts';
import {
  accruedToFourDecimals,
  borrowFeeDay,
  borrowFeePerDay,
  lenderShareOf,
  lendingDayInterest,
  lendingInterestPerDay,
} from './interest.ts';
import { isHardToBorrow, isOwnedOutright, lendingRatePct, lendingTerms } from './terms.ts';
import { lendingNightsDue, nextNightAt } from './nights.ts';
import { validateLendingOptIn, validateLendingOptOut, type LendingOptInContext } from './validate.ts';

const cents = fc.integer({ min: 0, max: 50_000_000 }).map((n) => (n / 100).toFixed(2));
const rate = fc.integer({ min: 0, max: 2000 }).map((n) => (n / 100).toFixed(2));

describe('the borrow rate of a stock', () => {
  it('follows the volatility tiers, the highest being hard to borrow', () => {
    expect(lendingRatePct(16)).toBe('0.50');
    expect(lendingRatePct(30)).toBe('0.50');
    expect(lendingRatePct(30.5)).toBe('2.00');
    expect(lendingRatePct(45)).toBe('2.00');
    expect(lendingRatePct(90)).toBe('6.00');
    expect(isHardToBorrow('6.00')).toBe(true);
    expect(isHardToBorrow('2.00')).toBe(false);
    // Terms whose last tier ends below the volatility: the last tier's rate.
    expect(lendingRatePct(99, { ...lendingTerms, rateTiers: [{ upToVolatilityPct: 20, annualRatePct: '1.00' }] })).toBe(
      '1.00',
    );
  });
});

describe('a day of lending', () => {
  it('pays the lender half the fee in whole cents and carries the rest exactly', () => {
    // 10 000 € at 2 %: the fee is 10 000 × 2 % / 360 = 0.5555…; the lender's half 0.2777…
    expect(lenderShareOf('10000.00', '50')).toBe('5000');
    expect(lendingDayInterest('10000.00', '2.00', '50', '0')).toEqual({ interest: '0.27', remainder: '280' });
    expect(lendingInterestPerDay('10000.00', '2.00', '50')).toBe('0.2778');
    // The borrower of the same shares pays the whole fee.
    expect(borrowFeeDay('10000.00', '2.00', '0')).toEqual({ interest: '0.55', remainder: '200' });
    expect(borrowFeePerDay('10000.00', '2.00')).toBe('0.5556');
    // The ledger's figure: paid cents and the carried fraction, to four decimals.
    expect(accruedToFourDecimals('0.27', '280')).toBe('0.2777');
  });

  it('is never negative, and the lender never earns more than the borrower pays', () => {
    fc.assert(
      fc.property(cents, rate, (value, ratePct) => {
        const lender = lendingDayInterest(value, ratePct, '50', '0');
        const borrower = borrowFeeDay(value, ratePct, '0');
        expect(compare(lender.interest, 0)).toBeGreaterThanOrEqual(0);
        expect(compare(lender.interest, borrower.interest)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('loses no cent over a year of days: paid + carried = the exact sum of the days', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 365 }), rate, (values, ratePct) => {
        let remainder = '0';
        const paid: string[] = [];
        for (const value of values) {
          const day = lendingDayInterest(value, ratePct, '50', remainder);
          paid.push(day.interest);
          remainder = day.remainder;
        }
        const exact = div(mul(mul(sum(values), '0.5'), ratePct), 1, 12);
        // paid × DAY_COUNT + remainder = the exact numerator of every day together.
        expect(compare(add(mul(sum(paid), DAY_COUNT), remainder), exact)).toBe(0);
        expect(compare(remainder, DAY_COUNT / 100)).toBeLessThan(0);
      }),
      { numRuns: 50 },
    );
  });
});

describe('what may be lent', () => {
  it('is a long at leverage 1, held or locked, not being closed', () => {
    const held = { direction: 'long', leverage: 1, status: 'holding' };
    expect(isOwnedOutright(held)).toBe(true);
    expect(isOwnedOutright({ ...held, status: 'locked' })).toBe(true);
    expect(isOwnedOutright({ ...held, status: 'closing' })).toBe(false);
    expect(isOwnedOutright({ ...held, leverage: 2 })).toBe(false);
    expect(isOwnedOutright({ ...held, direction: 'short' })).toBe(false);
  });
});

describe('the collateral', () => {
  it('is 102 % of the value, rounded up, and says how much of the value now it covers', () => {
    expect(lendingCollateral('1000.00', '102')).toBe('1020.00');
    expect(lendingCollateral('333.33', '102')).toBe('340.00'); // 339.9966 up
    expect(collateralCoveragePct('1020.00', '1000.00')).toBe('102.00');
    expect(collateralCoveragePct('1020.00', '1100.00')).toBe('92.72');
    expect(collateralCoveragePct('1020.00', '0')).toBe('0.00');
  });
});

describe('opting in and out', () => {
  const context: LendingOptInContext = {
    currency: 'EUR',
    open: true,
    exists: true,
    ownedOutright: true,
    lent: false,
    value: '1000.00',
    minValue: '500.00',
    shares: 100,
    poolSharesLeft: 10_000,
  };
  const input = { positionId: 'p1', consent: true };
  const keys = (issues: { key: string }[]) => issues.map((issue) => issue.key);

  it('takes a holding owned outright, with consent, worth the minimum, that the pool can take', () => {
    expect(validateLendingOptIn(input, context)).toEqual([]);
    expect(keys(validateLendingOptIn({ positionId: '', consent: false }, context))).toEqual([
      'error.validation.required',
      'error.validation.required',
    ]);
    expect(keys(validateLendingOptIn(input, { ...context, restrictions: ['tradeBanned'] }))).toEqual([
      'error.account.tradeBanned',
    ]);
    expect(keys(validateLendingOptIn(input, { ...context, open: false }))).toEqual(['error.channel.closed']);
    expect(keys(validateLendingOptIn(input, { ...context, exists: false }))).toEqual(['error.order.notFound']);
    expect(keys(validateLendingOptIn(input, { ...context, ownedOutright: false }))).toEqual(['error.lending.notOwned']);
    expect(keys(validateLendingOptIn(input, { ...context, lent: true }))).toEqual(['error.lending.alreadyLent']);
    expect(validateLendingOptIn(input, { ...context, value: '499.99' })).toEqual([
      { field: 'positionId', key: 'error.amount.belowMinimum', params: { min: '500.00', currency: 'EUR' } },
    ]);
    expect(validateLendingOptIn(input, { ...context, poolSharesLeft: 99 })).toEqual([
      { field: 'positionId', key: 'error.lending.quotaFull', params: { max: 99 } },
    ]);
    expect(validateLendingOptIn(input, { ...context, poolSharesLeft: -5 })[0]?.params).toEqual({ max: 0 });
  });

  it('ends a loan that is borrowing, once', () => {
    expect(validateLendingOptOut({ positionId: 'p1' }, { borrowing: true, ending: false })).toEqual([]);
    expect(keys(validateLendingOptOut({ positionId: '' }, { borrowing: true, ending: false }))).toEqual([
      'error.validation.required',
    ]);
    expect(keys(validateLendingOptOut({ positionId: 'p1' }, { borrowing: false, ending: false }))).toEqual([
      'error.lending.notLent',
    ]);
    expect(keys(validateLendingOptOut({ positionId: 'p1' }, { borrowing: true, ending: true }))).toEqual([
      'error.lending.endingAlready',
    ]);
  });
});

describe('the nights of a loan', () => {
  const AMS = 'Europe/Amsterdam';
  const start = Date.parse('2026-11-23T09:00:00Z'); // Monday 10:00 in Amsterdam
  const midnight = (date: string) => Date.parse(`${date}T23:00:00Z`); // 00:00 the next day in Amsterdam (winter)

  it('pays each night at its local midnight, the day of the loan first', () => {
    expect(lendingNightsDue(start, 0, midnight('2026-11-23') - 1, AMS)).toEqual([]);
    const nights = lendingNightsDue(start, 0, midnight('2026-11-25'), AMS);
    expect(nights.map((night) => night.atMs)).toEqual([
      midnight('2026-11-23'),
      midnight('2026-11-24'),
      midnight('2026-11-25'),
    ]);
    expect(lendingNightsDue(start, 2, midnight('2026-11-25'), AMS)).toEqual([nights[2]]);
    expect(nextNightAt(start, 2, AMS)).toBe(midnight('2026-11-25'));
  });

  it('pays no night after the loan ended, however late it is looked at', () => {
    const soldOnWednesday = Date.parse('2026-11-25T13:00:00Z');
    expect(lendingNightsDue(start, 0, midnight('2026-11-30'), AMS, soldOnWednesday)).toHaveLength(2);
    expect(lendingNightsDue(start, 2, midnight('2026-11-30'), AMS, soldOnWednesday)).toEqual([]);
  });
});
