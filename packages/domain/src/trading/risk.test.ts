import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, gte, isZero, lt, max, mul, sub } from '../money/decimal.ts';
import * as r from './risk.ts';
import { closeSettlement, marginFor, orderAmount } from './settlement.ts';

const position = (id: string, margin: string, profit: string, managementFee = '0'): r.RiskPosition => ({
  id,
  margin,
  profit,
  managementFee,
});

describe('margin level', () => {
  it('measures equity against the initial margin', () => {
    expect(r.positionEquity({ margin: '500', profit: '-100', managementFee: '2.5' })).toBe('397.5');
    expect(r.marginLevelPct('397.5', '500')).toBe('79.50');
    expect(r.marginLevelPct('1', '3')).toBe('33.33');
    expect(r.marginLevelPct('2', '3')).toBe('66.66');
    expect(r.marginLevelPct('1', '0')).toBeNull();
  });

  it('warns at 80 % and 65 %, stops out below 50 %', () => {
    expect(r.marginAlert(null)).toBe('none');
    expect(r.marginAlert('80.00')).toBe('none');
    expect(r.marginAlert('79.99')).toBe('warning');
    expect(r.marginAlert('64.99')).toBe('critical');
    expect(r.marginAlert('50.00')).toBe('critical');
    expect(r.marginAlert('49.99')).toBe('stopOut');
    expect(r.marginAlert('70', { warning: '90', critical: '75', stopOut: '60' })).toBe('critical');
  });

  it('sums the account’s leveraged positions', () => {
    expect(r.accountMargin([position('a', '500', '-100'), position('b', '500', '-200', '10')])).toEqual({
      margin: '1000',
      equity: '690',
      levelPct: '69.00',
      alert: 'warning',
    });
    expect(r.accountMargin([])).toEqual({ margin: '0', equity: '0', levelPct: null, alert: 'none' });
  });

  it('adds the open positions’ equity to the balance, and tells a worse alert', () => {
    expect(r.accountEquity('1000', [position('a', '500', '-100', '1'), position('b', '200', '20')])).toBe('1619');
    expect(r.accountEquity('10', [])).toBe('10');
    expect(r.isWorseAlert('none', 'warning')).toBe(true);
    expect(r.isWorseAlert('critical', 'warning')).toBe(false);
    expect(r.isWorseAlert('warning', 'warning')).toBe(false);
  });
});

describe('stop-out', () => {
  it('closes the largest loss first until the rest is back at 50 %', () => {
    const positions = [position('a', '1000', '-600'), position('b', '1000', '-900'), position('c', '1000', '100')];
    // Equity 1600 of 3000 (53 %): no stop-out.
    expect(r.stopOutSelection(positions)).toEqual([]);
    // Exactly 50 % (1500 of 3000) is not below it.
    expect(r.stopOutSelection([{ ...positions[0]! }, position('b', '1000', '-1000'), positions[2]!])).toEqual([]);
    // b at −1100: 1400 of 3000 (46.7 %) → close b; a and c keep 1500 of 2000 (75 %).
    const worse = [position('a', '1000', '-600'), position('b', '1000', '-1100'), position('c', '1000', '100')];
    expect(r.stopOutSelection(worse)).toEqual(['b']);
    // 550 of 3000 → close b (650 of 2000, 32.5 %) → close a, the larger loss left (600 of 1000).
    const worst = [position('a', '1000', '-950'), position('b', '1000', '-1100'), position('c', '1000', '-400')];
    expect(r.stopOutSelection(worst)).toEqual(['b', 'a']);
    // The accrued fee counts in the loss and in the equity.
    expect(r.stopOutSelection([position('a', '1000', '-490', '20')])).toEqual(['a']);
    expect(r.stopOutSelection([position('a', '1000', '-490', '20')], '40')).toEqual([]);
  });

  it('orders equal losses by id, whatever order they come in', () => {
    const tied = [position('c', '100', '-80'), position('a', '100', '-80'), position('b', '100', '-80')];
    expect(r.stopOutSelection(tied)).toEqual(['a', 'b', 'c']);
    expect(r.stopOutSelection([...tied].reverse())).toEqual(['a', 'b', 'c']);
  });

  it('puts a position’s stop-out price where its equity is half its margin', () => {
    // Long 100 at 10, leverage 5: margin 200; half of it (100) lost at 9.00.
    expect(r.stopOutPrice({ direction: 'long', openPrice: '10', shares: 100, margin: '200' })).toBe('9.0000');
    expect(r.stopOutPrice({ direction: 'short', openPrice: '10', shares: 100, margin: '200' })).toBe('11.0000');
    // An accrued fee of 10 brings it 0.10 closer; a 3-share position rounds towards the open.
    expect(
      r.stopOutPrice({ direction: 'long', openPrice: '10', shares: 100, margin: '200', managementFee: '10' }),
    ).toBe('9.1000');
    expect(r.stopOutPrice({ direction: 'long', openPrice: '10', shares: 3, margin: '10', stopOutPct: '50' })).toBe(
      '8.3334',
    );
    expect(r.stopOutPrice({ direction: 'short', openPrice: '10', shares: 3, margin: '10' })).toBe('11.6666');
    expect(r.stopOutPrice({ direction: 'long', openPrice: '1', shares: 1, margin: '10' })).toBe('0.0000');
  });

  it('shows the last price on the grid before the stop-out level, coming from the open', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('long' as const, 'short' as const),
        fc.integer({ min: 100, max: 1_000_000 }).map((n) => (n / 100).toFixed(2)),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(2, 5),
        (direction, open, shares, leverage) => {
          const margin = marginFor(orderAmount(open, shares), leverage);
          const price = r.stopOutPrice({ direction, openPrice: open, shares, margin });
          const sign = direction === 'long' ? 1 : -1;
          // Exact equity (no cent rounding of the P&L) at a price.
          const equityAt = (p: string): string => add(margin, mul(mul(sub(p, open), shares), sign));
          const half = mul(margin, '0.5');
          expect(gte(equityAt(price), half)).toBe(true);
          expect(lt(equityAt(sub(price, mul('0.0001', sign))), half)).toBe(true);
        },
      ),
    );
  });
});

describe('negative balance protection', () => {
  it('resets what is below zero', () => {
    expect(r.negativeBalanceProtection('-12.345')).toBe('12.35');
    expect(r.negativeBalanceProtection('3')).toBe('0.00');
  });

  it('books a close as its ledger lines, protecting the available amount', () => {
    const settlement = { margin: '500', profit: '100', closeFee: '0.55', stampTax: '1.10', managementFee: '0.25' };
    expect(r.closeLedgerLines(settlement, '1000')).toEqual({
      lines: [
        { type: 'tradeClose', amount: '600.00', remark: null },
        { type: 'fee', amount: '-0.55', remark: null },
        { type: 'stampTax', amount: '-1.10', remark: null },
        { type: 'managementFee', amount: '-0.25', remark: null },
      ],
      availableAfter: '1598.10',
    });
    const gap = { margin: '500', profit: '-800', closeFee: '0', stampTax: '0', managementFee: '0' };
    expect(r.closeLedgerLines(gap, '200', 'USD')).toEqual({
      lines: [
        { type: 'tradeClose', amount: '-300.00', remark: null },
        { type: 'adjustment', amount: '100.00', remark: 'nbp' },
      ],
      availableAfter: '0.00',
    });
  });

  it('a stop-out never leaves the available amount below zero, and takes no more than the gap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('long' as const, 'short' as const),
        fc.integer({ min: 100, max: 100_000 }).map((n) => (n / 100).toFixed(2)),
        fc.integer({ min: 0, max: 400_000 }).map((n) => (n / 100).toFixed(2)),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(1, 2, 5),
        fc.integer({ min: 0, max: 10_000_00 }).map((n) => (n / 100).toFixed(2)),
        (direction, open, close, shares, leverage, available) => {
          const settlement = closeSettlement({
            direction,
            openPrice: open,
            closePrice: close,
            shares,
            leverage,
            feePct: '0.05',
            stampTaxPct: '0.10',
            managementFeePct: '0.02',
            days: 3,
          });
          const { lines, availableAfter } = r.closeLedgerLines(settlement, available);
          expect(gte(availableAfter, 0)).toBe(true);
          expect(isZero(sub(availableAfter, max(add(available, settlement.net), 0)))).toBe(true);
          const booked = lines.reduce((total, line) => add(total, line.amount), '0');
          expect(isZero(sub(add(available, booked), availableAfter))).toBe(true);
        },
      ),
    );
  });
});
