import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, div, mul, sub, sum } from '../money/decimal.ts';
import { localDay } from '../trading/calendar.ts';
import {
  aprPct,
  costPerDay,
  DAY_COUNT,
  dayEndMs,
  dayInterest,
  loanDaysDue,
  loanDueAt,
  loanDueSoonAt,
  loanPreview,
  termInterest,
} from './interest.ts';
import { loanTerms } from './terms.ts';

const AMS = 'Europe/Amsterdam';
const cents = fc.integer({ min: 1, max: 5_000_000 }).map((n) => (n / 100).toFixed(2));
const rate = fc.integer({ min: 0, max: 3000 }).map((n) => (n / 100).toFixed(2));

describe('a day of interest', () => {
  it('books whole cents and carries the rest exactly', () => {
    // 1000 × 9.90 % / 360 = 0.275: 0.27 booked, 0.005 carried (as 0.005 × 36 000 = 180).
    expect(dayInterest('1000.00', '9.90', '0')).toEqual({ interest: '0.27', remainder: '180' });
    // The next day: 0.275 + 0.005 = 0.28 exactly, nothing carried.
    expect(dayInterest('1000.00', '9.90', '180')).toEqual({ interest: '0.28', remainder: '0' });
    expect(dayInterest('0', '9.90', '0')).toEqual({ interest: '0.00', remainder: '0' });
    expect(dayInterest('100', '9.90', '0', 'USDT').interest).toBe('0.027500');
    expect(() => dayInterest('-1', '9.90', '0')).toThrow(RangeError);
  });

  it('is never negative, and its carry stays below a cent', () => {
    fc.assert(
      fc.property(cents, rate, fc.integer({ min: 0, max: DAY_COUNT - 1 }), (principal, ratePct, carried) => {
        const { interest, remainder } = dayInterest(principal, ratePct, String(carried / 100));
        expect(compare(interest, 0)).toBeGreaterThanOrEqual(0);
        expect(compare(remainder, 0)).toBeGreaterThanOrEqual(0);
        expect(compare(remainder, DAY_COUNT / 100)).toBeLessThan(0);
      }),
    );
  });

  it('loses no cent over 360 days: booked + carry is the exact interest, day after day', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, rate), { minLength: 360, maxLength: 360 }), (days) => {
        let remainder = '0';
        const booked: string[] = [];
        let exact = '0';
        for (const [principal, ratePct] of days) {
          const day = dayInterest(principal, ratePct, remainder);
          booked.push(day.interest);
          remainder = day.remainder;
          exact = add(exact, mul(principal, ratePct));
        }
        // Σ booked × 36 000 + the carry = Σ principal × rate, with nothing rounded away.
        expect(compare(add(mul(sum(booked), DAY_COUNT), remainder), exact)).toBe(0);
      }),
      { numRuns: 30 },
    );
  });

  it('over a term at one principal books exactly the term’s interest rounded down', () => {
    fc.assert(
      fc.property(cents, rate, fc.integer({ min: 1, max: 400 }), (principal, ratePct, days) => {
        let remainder = '0';
        const booked: string[] = [];
        for (let day = 0; day < days; day += 1) {
          const accrued = dayInterest(principal, ratePct, remainder);
          booked.push(accrued.interest);
          remainder = accrued.remainder;
        }
        expect(compare(sum(booked), termInterest(principal, ratePct, days))).toBe(0);
      }),
      { numRuns: 50 },
    );
    expect(termInterest('1000', '9.90', 30)).toBe('8.25');
    expect(termInterest('100', '9.90', 30, 'USDC')).toBe('0.825000');
  });
});

describe('the sheet before borrowing', () => {
  it('says the amount, term, interest, APR, total and cost per day', () => {
    expect(loanPreview('1000', loanTerms)).toEqual({
      currency: 'EUR',
      amount: '1000.00',
      termDays: 30,
      ratePct: '9.90',
      aprPct: '10.51',
      interest: '8.25',
      totalRepayable: '1008.25',
      costPerDay: '0.2750',
      overdueRatePct: '13.90',
      overdueCostPerDay: '0.3861',
    });
    expect(costPerDay('250.50', '9.90')).toBe('0.0689');
  });

  it('gives the APR of one payment at the term’s end', () => {
    expect(aprPct('1000', '8.25', 30)).toBe('10.51');
    expect(aprPct('1000', '0', 30)).toBe('0.00');
    // A year of 365 days at 10 % simple interest is an APR of 10 %.
    expect(aprPct('1000', '100', 365)).toBe('10.00');
  });
});

describe('the days of a loan', () => {
  it('end at the local midnight, in winter and in summer', () => {
    const winter = localDay(Date.parse('2026-11-23T10:00:00Z'), AMS);
    expect(new Date(dayEndMs(winter, AMS)).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    const summer = localDay(Date.parse('2026-07-01T10:00:00Z'), AMS);
    expect(new Date(dayEndMs(summer, AMS)).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('fall due at the same local time termDays calendar days later, across a change of summer time', () => {
    expect(new Date(loanDueAt(Date.parse('2026-11-23T10:00:05Z'), 30, AMS)).toISOString()).toBe(
      '2026-12-23T10:00:05.000Z',
    );
    // 11:00 in Amsterdam on 10 March (winter) → 11:00 on 9 April (summer): 09:00 UTC.
    expect(new Date(loanDueAt(Date.parse('2026-03-10T10:00:00Z'), 30, AMS)).toISOString()).toBe(
      '2026-04-09T09:00:00.000Z',
    );
    expect(loanDueSoonAt(Date.parse('2026-12-23T10:00:00Z'), 3)).toBe(Date.parse('2026-12-20T10:00:00Z'));
  });

  it('count the day of the approval, not the day of the repayment, and charge the surcharge after the term', () => {
    const decided = Date.parse('2026-11-23T10:00:00Z');
    const terms = { ...loanTerms, termDays: 2 };
    expect(loanDaysDue(decided, 0, Date.parse('2026-11-23T22:59:59Z'), terms)).toEqual([]);
    const days = loanDaysDue(decided, 0, Date.parse('2026-11-26T12:00:00Z'), terms);
    expect(days.map((day) => [new Date(day.atMs).toISOString(), day.index, day.overdue, day.ratePct])).toEqual([
      ['2026-11-23T23:00:00.000Z', 0, false, '9.90'],
      ['2026-11-24T23:00:00.000Z', 1, false, '9.90'],
      ['2026-11-25T23:00:00.000Z', 2, true, '13.90'],
    ]);
    expect(loanDaysDue(decided, 2, Date.parse('2026-11-26T12:00:00Z'), terms).map((day) => day.index)).toEqual([2]);
    expect(loanDaysDue(decided, 3, Date.parse('2026-11-26T12:00:00Z'), terms)).toEqual([]);
  });

  it('bring a 30-day loan to its due date with exactly 30 days of interest', () => {
    const decided = Date.parse('2026-03-20T22:30:00Z');
    const due = loanDueAt(decided, 30, AMS);
    const days = loanDaysDue(decided, 0, due, loanTerms);
    expect(days).toHaveLength(30);
    expect(days.every((day) => !day.overdue)).toBe(true);
    expect(sub(div(mul('1000', '9.90'), DAY_COUNT, 10), '0.275')).toBe('0');
  });
});
