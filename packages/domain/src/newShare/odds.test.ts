import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeSettlement } from '../trading/settlement.ts';
import { allocateLots, allotmentTable } from './allocation.ts';
import { allotmentOdds, breakEvenPremium, frozenCost, frozenDays, type Demand } from './odds.ts';

const demandArbitrary = fc.array(
  fc.record({ lots: fc.integer({ min: 1, max: 100 }), applicants: fc.integer({ min: 1, max: 400 }) }),
  { maxLength: 12 },
);

describe('allotmentOdds', () => {
  it('gives a lower expected rate per lot to a larger application, at any demand', () => {
    fc.assert(
      fc.property(
        demandArbitrary,
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 99 }),
        (demand, offered, lots) => {
          const smaller = allotmentOdds(lots, demand, offered);
          const larger = allotmentOdds(lots + 1, demand, offered);
          expect(Number(larger.perLotPct)).toBeLessThanOrEqual(Number(smaller.perLotPct));
          expect(Number(larger.expectedLots)).toBeGreaterThanOrEqual(Number(smaller.expectedLots));
          expect(Number(smaller.expectedLots)).toBeLessThanOrEqual(lots);
          expect(Number(smaller.chancePct)).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('is a ballot for one lot when there are fewer lots than applicants', () => {
    expect(allotmentOdds(10, [{ lots: 5, applicants: 399 }], 100)).toEqual({
      chancePct: '25.00',
      expectedLots: '0.25',
      perLotPct: '2.50',
    });
  });

  it('gives everyone everything when demand does not exceed the offer', () => {
    expect(allotmentOdds(10, [{ lots: 5, applicants: 10 }], 1000)).toEqual({
      chancePct: '100.00',
      expectedLots: '10.00',
      perLotPct: '100.00',
    });
  });

  it('shares the rest by the lottery’s weights, small applications filled first when lots allow', () => {
    // 100 applications of 2 lots and 101 of 50 (ours among them): 201 first lots, the rest shared.
    const expected = (lots: 2 | 50, offered: number) =>
      Number(
        allotmentOdds(
          lots,
          [
            { lots: 2, applicants: lots === 2 ? 99 : 100 },
            { lots: 50, applicants: lots === 50 ? 100 : 101 },
          ],
          offered,
        ).expectedLots,
      );
    // 1000 left: nobody is filled; what is expected adds up to what is drawn.
    expect(expected(2, 1201)).toBeLessThan(2);
    expect(100 * (expected(2, 1201) - 1) + 101 * (expected(50, 1201) - 1)).toBeCloseTo(1000, 0);
    // 3000 left: the 2-lot applications are filled, the 50-lot ones share the other 2900.
    expect(expected(2, 3201)).toBe(2);
    expect(101 * (expected(50, 3201) - 1)).toBeCloseTo(2900, 0);
  });

  it('agrees with the lottery itself on average (within 5 %)', () => {
    const demand: Demand[] = [
      { lots: 1, applicants: 200 },
      { lots: 5, applicants: 200 },
      { lots: 30, applicants: 99 },
    ];
    const requests = demand.flatMap((group) => new Array<number>(group.applicants).fill(group.lots)).concat(30);
    for (const offered of [800, 2500, 4000]) {
      const expected = Number(allotmentOdds(30, demand, offered).expectedLots);
      let got = 0;
      const runs = 20;
      for (let run = 0; run < runs; run++) {
        const table = allotmentTable(requests, allocateLots(`run-${run}`, requests, offered));
        got += table.find((row) => row.lotsApplied === 30)!.lotsAllotted / 100;
      }
      expect(Math.abs(got / runs - expected) / expected, String(offered)).toBeLessThan(0.05);
    }
  });

  it('has no odds for nothing asked or nothing offered', () => {
    const none = { chancePct: '0.00', expectedLots: '0.00', perLotPct: '0.00' };
    expect(allotmentOdds(0, [], 10)).toEqual(none);
    expect(allotmentOdds(1.5, [], 10)).toEqual(none);
    expect(allotmentOdds(3, [{ lots: 0, applicants: 5 }], 0)).toEqual(none);
    expect(
      allotmentOdds(
        3,
        [
          { lots: 0, applicants: 5 },
          { lots: 2, applicants: 0 },
        ],
        1,
      ).chancePct,
    ).toBe('100.00');
  });
});

describe('the freeze and the break-even premium', () => {
  it('counts whole days frozen and the interest forgone', () => {
    const day = 86_400_000;
    expect(frozenDays(0, 0)).toBe(0);
    expect(frozenDays(0, day + 1)).toBe(2);
    expect(frozenDays(day, 0)).toBe(0);
    expect(
      frozenCost({ amount: '5000.00', fromMs: 0, untilMs: 6 * day, annualRatePct: '2.5', currency: 'EUR' }),
    ).toEqual({ days: 6, amountDays: '30000', forgoneInterest: '2.05' });
  });

  it('finds the listing premium at which selling at once pays back the amount paid and the sale costs', () => {
    const input = { price: '12.25', shares: 100, feePct: '0.05', stampTaxPct: '0.10' };
    const { price, premiumPct } = breakEvenPremium(input);
    expect({ price, premiumPct }).toEqual({ price: '12.2685', premiumPct: '0.16' });
    const credit = (close: string) =>
      closeSettlement({
        direction: 'long',
        openPrice: input.price,
        closePrice: close,
        shares: input.shares,
        leverage: 1,
        feePct: input.feePct,
        stampTaxPct: input.stampTaxPct,
        managementFeePct: '0',
        days: 0,
        currency: 'EUR',
      }).net;
    expect(Number(credit(price))).toBeGreaterThanOrEqual(1225);
    expect(Number(breakEvenPremium({ ...input, forgone: '2.05' }).premiumPct)).toBeGreaterThan(Number(premiumPct));
  });
});
