import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateLots,
  allotmentTable,
  drawTotals,
  integerSqrt,
  lotteryWeight,
  MAX_DRAW_LOTS,
  subscriptionRatio,
} from './allocation.ts';

const seedArbitrary = fc.stringMatching(/^[0-9a-f]{64}$/);
const applications = fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 250 });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('allocateLots: properties', () => {
  it('never allots more lots than are offered, and all of them when demand covers them', () => {
    fc.assert(
      fc.property(seedArbitrary, applications, fc.integer({ min: 0, max: 5000 }), (seed, requests, lots) => {
        const allotted = allocateLots(seed, requests, lots);
        expect(sum(allotted)).toBe(Math.min(lots, sum(requests)));
      }),
    );
  });

  it('gives every applicant at most what it asked for, and one lot to each before anyone gets two', () => {
    fc.assert(
      fc.property(seedArbitrary, applications, fc.integer({ min: 0, max: 5000 }), (seed, requests, lots) => {
        const allotted = allocateLots(seed, requests, lots);
        const applicants = requests.filter((asked) => asked > 0).length;
        requests.forEach((asked, index) => {
          expect(allotted[index]).toBeGreaterThanOrEqual(0);
          expect(allotted[index]).toBeLessThanOrEqual(asked);
          if (lots >= applicants && asked > 0) expect(allotted[index]).toBeGreaterThanOrEqual(1);
          if (lots < applicants) expect(allotted[index]).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it('gives the same result for the same seed (and the draw depends on the seed)', () => {
    fc.assert(
      fc.property(seedArbitrary, applications, fc.integer({ min: 0, max: 5000 }), (seed, requests, lots) => {
        expect(allocateLots(seed, requests, lots)).toEqual(allocateLots(seed, [...requests], lots));
      }),
    );
    const requests = Array.from({ length: 200 }, (_, index) => 1 + (index % 40));
    expect(allocateLots('a', requests, 900)).not.toEqual(allocateLots('b', requests, 900));
  });

  it('has a basis-of-allotment table that adds up to the lots allotted (the lots offered when oversubscribed)', () => {
    fc.assert(
      fc.property(seedArbitrary, applications, fc.integer({ min: 0, max: 5000 }), (seed, requests, lots) => {
        const allotted = allocateLots(seed, requests, lots);
        const table = allotmentTable(requests, allotted);
        const totals = drawTotals(table, lots);
        expect(sum(table.map((row) => row.lotsAllotted))).toBe(Math.min(lots, sum(requests)));
        if (sum(requests) >= lots) expect(totals.lotsAllotted).toBe(lots);
        expect(totals.applicants).toBe(requests.filter((asked) => asked > 0).length);
        expect(totals.lotsRequested).toBe(sum(requests));
        for (const row of table) expect(row.successful).toBeLessThanOrEqual(row.applicants);
        expect(table.map((row) => row.lotsApplied)).toEqual(
          [...table.map((row) => row.lotsApplied)].sort((a, b) => a - b),
        );
      }),
    );
  });

  it('gives a lower rate per lot to larger applications (weights √ of the lots still asked)', () => {
    fc.assert(
      fc.property(
        seedArbitrary,
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 40, max: 60 }),
        (seed, small, large) => {
          // 300 applicants of each size, lots for everyone's first lot and a fifth of the rest.
          const requests = [...new Array<number>(300).fill(small), ...new Array<number>(300).fill(large)];
          const offered = 600 + Math.floor((300 * (small - 1) + 300 * (large - 1)) / 5);
          const table = allotmentTable(requests, allocateLots(seed, requests, offered));
          const [smaller, larger] = table;
          expect(Number(smaller!.winRatePct)).toBeGreaterThan(Number(larger!.winRatePct));
          // …while the larger applications still receive more lots each.
          expect(larger!.lotsAllotted).toBeGreaterThan(smaller!.lotsAllotted);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('allocateLots: cases', () => {
  it('draws a ballot for one lot each when there are fewer lots than applicants', () => {
    const allotted = allocateLots('ballot', [5, 1, 3, 0, 2], 2);
    expect(sum(allotted)).toBe(2);
    expect(allotted[3]).toBe(0);
    expect(allotted.every((lots) => lots <= 1)).toBe(true);
  });

  it('gives everyone what they asked when demand does not exceed the offer', () => {
    expect(allocateLots('seed', [3, 0, 7], 10)).toEqual([3, 0, 7]);
    expect(allocateLots('seed', [3, 7], 50)).toEqual([3, 7]);
    expect(allocateLots('seed', [], 50)).toEqual([]);
    expect(allocateLots('seed', [4, 4], 0)).toEqual([0, 0]);
  });

  it('refuses inputs outside its exact range', () => {
    expect(() => allocateLots('s', [1], -1)).toThrow(RangeError);
    expect(() => allocateLots('s', [1], 1.5)).toThrow(RangeError);
    expect(() => allocateLots('s', [MAX_DRAW_LOTS + 1], 10)).toThrow(RangeError);
    expect(() => allocateLots('s', [-1], 10)).toThrow(RangeError);
    expect(() => allocateLots('s', [0.5], 10)).toThrow(RangeError);
    expect(() => allocateLots('s', { length: 16_777_217 } as unknown as number[], 10)).toThrow(RangeError);
  });

  it('pins a small draw, so that a replay in another language can check itself', () => {
    expect(allocateLots('0123456789abcdef', [1, 2, 3, 4, 5, 10, 20, 40], 30)).toEqual([1, 2, 3, 3, 3, 6, 7, 5]);
  });
});

describe('weights and the table', () => {
  it('takes exact integer square roots', () => {
    // 94 906 265² − 1: the float root rounds up to 94 906 265.
    for (const value of [0, 1, 2, 3, 4, 15, 16, 17, 2 ** 52 - 1, 2 ** 52, 999_999_999_999, 94_906_265 ** 2 - 1]) {
      const root = integerSqrt(value);
      expect(root * root <= value && (root + 1) * (root + 1) > value, String(value)).toBe(true);
    }
    expect(lotteryWeight(0)).toBe(0);
    expect(lotteryWeight(1)).toBe(65_536);
    expect(lotteryWeight(4)).toBe(131_072);
    expect(lotteryWeight(MAX_DRAW_LOTS)).toBe(1024 * 65_536);
  });

  it('writes the table by size with the win rate per line', () => {
    expect(allotmentTable([2, 1, 2, 0, 4], [1, 1, 2, 0, 1])).toEqual([
      { lotsApplied: 1, applicants: 1, successful: 1, lotsAllotted: 1, winRatePct: '100.00' },
      { lotsApplied: 2, applicants: 2, successful: 2, lotsAllotted: 3, winRatePct: '75.00' },
      { lotsApplied: 4, applicants: 1, successful: 1, lotsAllotted: 1, winRatePct: '25.00' },
    ]);
    expect(allotmentTable([3, 3], [0])).toEqual([
      { lotsApplied: 3, applicants: 2, successful: 0, lotsAllotted: 0, winRatePct: '0.00' },
    ]);
    expect(drawTotals([], 10)).toEqual({
      applicants: 0,
      lotsRequested: 0,
      lotsAllotted: 0,
      subscriptionRatio: '0.00',
      winRatePct: '0.00',
    });
    expect(subscriptionRatio(250, 100)).toBe('2.50');
    expect(subscriptionRatio(250, 0)).toBe('0.00');
  });
});
