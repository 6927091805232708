import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, min, sub } from '../money/decimal.ts';
import { allocateRepayment, isLoanUnsettled, loanFigures, loanPhase, loanPhases, type LoanBalance } from './balance.ts';
import { dayInterest } from './interest.ts';

const start: LoanBalance = { amount: '1000.00', interest: '0', repaid: '0', principalRepaid: '0' };

describe('what a loan owes', () => {
  it('is the amount and the interest less what was repaid, interest paid first', () => {
    const owed = { ...start, interest: '8.25' };
    expect(loanFigures(owed)).toEqual({
      outstanding: '1008.25',
      principalOutstanding: '1000.00',
      interestOutstanding: '8.25',
    });
    const first = allocateRepayment(owed, '500');
    expect(first).toMatchObject({ toInterest: '8.25', toPrincipal: '491.75' });
    expect(loanFigures(first.after)).toEqual({
      outstanding: '508.25',
      principalOutstanding: '508.25',
      interestOutstanding: '0.00',
    });
    const small = allocateRepayment(owed, '5');
    expect(small).toMatchObject({ toInterest: '5.00', toPrincipal: '0.00' });
    expect(() => allocateRepayment(owed, '1008.26')).toThrow(RangeError);
  });

  it('keeps repaid + outstanding = borrowed + interest, through any days and repayments', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('day' as const), ratePct: fc.constantFrom('9.90', '13.90', '0.00') }),
      fc.record({ kind: fc.constant('repay' as const), share: fc.integer({ min: 1, max: 100 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.array(step, { maxLength: 120 }),
        (amountCents, steps) => {
          let balance: LoanBalance = { ...start, amount: (amountCents / 100).toFixed(2) };
          let remainder = '0';
          for (const item of steps) {
            const figures = loanFigures(balance);
            if (item.kind === 'day') {
              const day = dayInterest(figures.principalOutstanding, item.ratePct, remainder);
              expect(compare(day.interest, 0)).toBeGreaterThanOrEqual(0);
              balance = { ...balance, interest: add(balance.interest, day.interest) };
              remainder = day.remainder;
            } else if (compare(figures.outstanding, 0) > 0) {
              const share = ((Number(figures.outstanding.replace('.', '')) * item.share) / 100 / 100).toFixed(2);
              const amount = min(figures.outstanding, compare(share, '0.01') < 0 ? '0.01' : share);
              balance = allocateRepayment(balance, amount).after;
            }
            const after = loanFigures(balance);
            expect(add(balance.repaid, after.outstanding)).toBe(add(balance.amount, balance.interest));
            expect(compare(after.outstanding, 0)).toBeGreaterThanOrEqual(0);
            expect(compare(after.principalOutstanding, 0)).toBeGreaterThanOrEqual(0);
            expect(compare(after.interestOutstanding, 0)).toBeGreaterThanOrEqual(0);
            expect(sub(after.outstanding, add(after.principalOutstanding, after.interestOutstanding))).toBe('0');
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is unsettled while approved with something outstanding', () => {
    expect(isLoanUnsettled('approved', '0.01')).toBe(true);
    expect(isLoanUnsettled('approved', '0.00')).toBe(false);
    expect(isLoanUnsettled('pending', '100')).toBe(false);
    expect(isLoanUnsettled('rejected', '100')).toBe(false);
  });
});

describe('where a loan stands', () => {
  const due = Date.parse('2026-12-23T10:00:00Z');
  const approved = { status: 'approved' as const, dueAtMs: due, settledAtMs: null };
  it('follows its status and dates', () => {
    expect(loanPhases).toHaveLength(6);
    expect(loanPhase({ status: 'pending', dueAtMs: null, settledAtMs: null }, due, 3)).toBe('pending');
    expect(loanPhase({ status: 'rejected', dueAtMs: null, settledAtMs: null }, due, 3)).toBe('rejected');
    expect(loanPhase(approved, due - 4 * 86_400_000, 3)).toBe('running');
    expect(loanPhase(approved, due - 3 * 86_400_000, 3)).toBe('dueSoon');
    expect(loanPhase(approved, due, 3)).toBe('overdue');
    expect(loanPhase({ ...approved, settledAtMs: due - 1 }, due + 1, 3)).toBe('settled');
    expect(loanPhase({ ...approved, dueAtMs: null }, due, 3)).toBe('running');
    // A status from a later version is passed through as it is.
    expect(loanPhase({ ...approved, status: 'archived' as never }, due, 3)).toBe('archived');
  });
});
