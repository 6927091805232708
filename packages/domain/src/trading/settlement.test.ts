import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { abs, add, gte, isZero, lte, max, mul, sub, sum } from '../money/decimal.ts';
import * as t from './settlement.ts';
import { lossReachesMargin } from './risk.ts';

const price = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4));
const pct = fc.integer({ min: 0, max: 100 }).map((n) => (n / 100).toFixed(2));
const direction = fc.constantFrom('long' as const, 'short' as const);
const leverage = fc.constantFrom(1, 2, 5);

describe('order arithmetic', () => {
  it('gives a closed position’s result after every cost, with what protection gave back', () => {
    expect(t.resultAfterCosts({ profit: '21.16', totalCost: '3.69', nbp: '0' })).toBe('17.47');
    expect(t.resultAfterCosts({ profit: '-1200', totalCost: '4.10', nbp: '52.35' }, 'USD')).toBe('-1151.75');
  });

  it('says what a position borrowed: its cost less its margin, none at leverage 1', () => {
    expect(t.borrowedPart('58.52', 100, '1170.40')).toBe('4681.60');
    expect(t.borrowedPart('58.52', 100, '5852.00')).toBe('0.00');
    expect(t.borrowedPart('58.52', 100, '6000')).toBe('0.00');
    expect(t.borrowedPart('150.25', 10, '751.25', 'USD')).toBe('751.25');
  });

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
  });

  it('computes P&L, close credit and stop-out', () => {
    expect(t.profitLoss('long', '10', '11', 100)).toBe('100.00');
    expect(t.profitLoss('short', '10', '11', 100)).toBe('-100.00');
    expect(t.profitPct('50', '500')).toBe('10.00');
    expect(t.profitPct('50', '0')).toBe('0.00');
    expect(lossReachesMargin('-500', '500')).toBe(true);
    expect(lossReachesMargin('-499.99', '500')).toBe(false);
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
      days: 1,
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
      days: 0,
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
});

describe('settlement', () => {
  it('reports the whole round trip: opening fee, costs, net, credit and shortfall', () => {
    const settlement = t.closeSettlement({
      direction: 'long',
      openPrice: '10',
      closePrice: '11',
      shares: 100,
      leverage: 2,
      feePct: '0.05',
      stampTaxPct: '0.10',
      managementFeePct: '0.05',
      days: 1,
    });
    expect(settlement).toMatchObject({ amount: '1000.00', fee: '0.50', closeAmount: '1100.00', totalCost: '2.40' });
    expect(settlement).toMatchObject({ net: '598.10', shortfall: '0.00' });
    const wiped = t.closeSettlement({
      direction: 'short',
      openPrice: '10',
      closePrice: '30',
      shares: 100,
      leverage: 1,
      feePct: '0',
      stampTaxPct: '0',
      managementFeePct: '0',
      days: 0,
    });
    expect(wiped).toMatchObject({ net: '-1000.00', credit: '0.00', shortfall: '1000.00' });
  });

  it('takes the fee the server accrued line by line over pct × days', () => {
    const settlement = t.closeSettlement({
      direction: 'long',
      openPrice: '10',
      closePrice: '10',
      shares: 100,
      leverage: 2,
      feePct: '0',
      stampTaxPct: '0',
      managementFeePct: '0.05',
      days: 10,
      accruedManagementFee: '1.7',
    });
    expect(settlement).toMatchObject({ managementFee: '1.70', net: '498.30' });
  });

  it('takes the margin and opening fee as booked at the fill over amount ÷ leverage and amount × fee %', () => {
    // 110 shares at 9.095455 (100 bought at 10.005, then 10 bonus shares): the booked margin and
    // fee are returned as they are, whatever the open price's product rounds to.
    const settlement = t.closeSettlement({
      direction: 'long',
      openPrice: '9.095455',
      closePrice: '9.5',
      shares: 110,
      leverage: 2,
      feePct: '0.05',
      stampTaxPct: '0',
      managementFeePct: '0',
      days: 0,
      margin: '500.26',
      fee: '0.49',
    });
    expect(settlement).toMatchObject({
      margin: '500.26',
      fee: '0.49',
      profit: '44.50',
      net: '544.24',
      totalCost: '1.01',
    });
  });

  it("a close's credit equals margin + P&L − costs (floored at 0, the rest a shortfall)", () => {
    fc.assert(
      fc.property(
        direction,
        price,
        price,
        fc.integer({ min: 1, max: 10_000 }),
        leverage,
        pct,
        pct,
        fc.integer({ min: 0, max: 400 }),
        (dir, open, close, shares, lev, feePct, stampTaxPct, days) => {
          const s = t.closeSettlement({
            direction: dir,
            openPrice: open,
            closePrice: close,
            shares,
            leverage: lev,
            feePct,
            stampTaxPct,
            managementFeePct: '0.02',
            days,
          });
          const expected = sub(add(s.margin, s.profit), sum([s.closeFee, s.stampTax, s.managementFee]));
          expect(isZero(sub(s.net, expected))).toBe(true);
          expect(isZero(sub(s.credit, max(expected, 0)))).toBe(true);
          expect(isZero(sub(sub(s.credit, s.shortfall), s.net))).toBe(true);
          expect(isZero(sub(s.totalCost, sum([s.fee, s.closeFee, s.stampTax, s.managementFee])))).toBe(true);
        },
      ),
    );
  });

  it('keeps lots, shares, amount and margin consistent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        price,
        leverage,
        pct,
        (lots, lotSize, p, lev, feePct) => {
          const shares = t.sharesFromLots(lots, lotSize);
          expect(shares).toBe(lots * lotSize);
          const cost = t.openingCost(p, shares, lev, feePct);
          expect(lte(abs(sub(cost.amount, mul(p, shares))), '0.005')).toBe(true);
          expect(lte(abs(sub(mul(cost.margin, lev), cost.amount)), mul('0.005', lev))).toBe(true);
          expect(lte(cost.margin, cost.amount)).toBe(true);
          expect(isZero(sub(cost.total, add(cost.margin, cost.fee)))).toBe(true);
        },
      ),
    );
  });
});

describe('management fee', () => {
  it('charges the borrowed part per day, nothing at leverage 1', () => {
    expect(t.managementFeePerDay('10000', '2000', '0.02')).toBe('1.60');
    expect(t.managementFeePerDay('10000', '10000', '0.02')).toBe('0.00');
    expect(t.managementFeeFor('10000', '2000', '0.02', 3)).toBe('4.80');
    expect(t.managementFeeLine('10000', '2000', '0.02', 4, 3)).toBe('4.80');
  });

  it('daily lines add up to exactly the accrued total, however the days fall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
        leverage,
        fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 60 }),
        (amount, lev, accruals) => {
          const margin = t.marginFor(amount, lev);
          let before = 0;
          const lines = accruals.map((days) => {
            const line = t.managementFeeLine(amount, margin, '0.02', before, days);
            before += days;
            return line;
          });
          expect(isZero(sub(sum(lines), t.managementFeeFor(amount, margin, '0.02', before)))).toBe(true);
        },
      ),
    );
  });
});

describe('break-even', () => {
  it('finds the close price that pays every cost', () => {
    // Long 100 at 10, fee 0.05 %, stamp 0.10 %: c = (1000 + 0.50) / (100 × 0.9985) = 10.0200…
    expect(
      t.breakEven({
        direction: 'long',
        openPrice: '10',
        shares: 100,
        feePct: '0.05',
        stampTaxPct: '0.10',
        fee: '0.50',
        managementFee: '0',
      }),
    ).toEqual({ price: '10.0201', movePct: '0.20' });
    expect(
      t.breakEven({
        direction: 'short',
        openPrice: '10',
        shares: 100,
        feePct: '0.05',
        stampTaxPct: '0.10',
        fee: '0.50',
        managementFee: '0',
      }),
    ).toEqual({ price: '9.9800', movePct: '-0.20' });
    // Costs larger than the position: a short cannot break even above 0.
    expect(
      t.breakEven({
        direction: 'short',
        openPrice: '1',
        shares: 1,
        feePct: '0',
        stampTaxPct: '0',
        fee: '2',
        managementFee: '0',
      }).price,
    ).toBe('0.0000');
  });

  it('closing at the break-even price loses at most the cent roundings of the fees', () => {
    fc.assert(
      fc.property(
        direction,
        fc.integer({ min: 100, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4)),
        fc.integer({ min: 1, max: 10_000 }),
        leverage,
        fc.integer({ min: 0, max: 60 }),
        (dir, open, shares, lev, days) => {
          const cost = t.openingCost(open, shares, lev, '0.05');
          const managementFee = t.managementFeeFor(cost.amount, cost.margin, '0.02', days);
          const even = t.breakEven({
            direction: dir,
            openPrice: open,
            shares,
            feePct: '0.05',
            stampTaxPct: '0.10',
            fee: cost.fee,
            managementFee,
          });
          const s = t.closeSettlement({
            direction: dir,
            openPrice: open,
            closePrice: even.price,
            shares,
            leverage: lev,
            feePct: '0.05',
            stampTaxPct: '0.10',
            managementFeePct: '0.02',
            days,
          });
          const result = sub(sub(s.net, s.margin), cost.fee);
          expect(gte(result, '-0.015')).toBe(true);
          expect(dir === 'long' ? gte(even.price, open) : lte(even.price, open)).toBe(true);
        },
      ),
    );
  });
});

describe('positionFigures', () => {
  it('values an open position at a price, its P&L net of the accrued fee', () => {
    expect(
      t.positionFigures({
        direction: 'short',
        openPrice: '10',
        price: '9.5',
        shares: 100,
        margin: '500',
        managementFee: '0.40',
      }),
    ).toEqual({ marketValue: '950.00', profit: '49.60', profitPct: '9.92' });
    expect(
      t.positionFigures({
        direction: 'long',
        openPrice: '10',
        price: '10',
        shares: 1,
        margin: '10',
        managementFee: '0',
        currency: 'USDT',
      }).profit,
    ).toBe('0.000000');
  });
});
