import { describe, expect, it } from 'vitest';
import { errorFieldOf } from '../forms/errorFields.ts';
import type { Issue } from '../validation/issue.ts';
import {
  isLoanRejectReason,
  loanRejectReasons,
  validateLoanAmount,
  validateLoanBorrow,
  validateLoanRepay,
} from './validate.ts';

const keys = (issues: Issue[]) => issues.map((item) => item.key);

describe('validateLoanBorrow', () => {
  const ctx = {
    currency: 'EUR' as const,
    minAmount: '100.00',
    creditScore: 100,
    minCreditScore: 60,
    available: '10000.00',
    hasPending: false,
    hasUnsettled: false,
    realNameStatus: 'verified' as const,
  };

  it('accepts an amount within the quota', () => {
    expect(validateLoanBorrow({ amount: '500' }, ctx)).toEqual([]);
    expect(validateLoanBorrow({ amount: '10000' }, ctx)).toEqual([]);
  });

  it('refuses in the server’s order, the first failure alone', () => {
    expect(keys(validateLoanBorrow({ amount: '' }, ctx))).toEqual(['error.validation.required']);
    expect(keys(validateLoanBorrow({ amount: '1.234' }, ctx))).toEqual(['error.validation.invalid']);
    const all = {
      ...ctx,
      restrictions: ['frozen' as const],
      realNameStatus: 'none' as const,
      hasPending: true,
      hasUnsettled: true,
      creditScore: 10,
      available: '0.00',
    };
    const order = [
      ['error.account.frozen', {}],
      ['error.realName.required', { restrictions: [] }],
      ['error.loan.pendingReview', { realNameStatus: 'verified' }],
      ['error.loan.unsettled', { hasPending: false }],
      ['error.amount.belowMinimum', { hasUnsettled: false }],
    ] as const;
    let context: typeof all = all;
    for (const [key, change] of order) {
      context = { ...context, ...change } as typeof all;
      expect(keys(validateLoanBorrow({ amount: '50' }, context))).toEqual([key]);
    }
    expect(validateLoanBorrow({ amount: '500' }, context)).toEqual([
      { field: 'amount', key: 'error.creditScore.insufficient', params: { min: 60 } },
    ]);
    expect(validateLoanBorrow({ amount: '500' }, { ...context, creditScore: 60 })).toEqual([
      { field: 'amount', key: 'error.credit.quotaInsufficient', params: { max: '0.00', currency: 'EUR' } },
    ]);
  });

  it('checks an amount alone for the sheet before borrowing', () => {
    expect(validateLoanAmount({ amount: '500' }, ctx)).toEqual([]);
    expect(keys(validateLoanAmount({ amount: 'x' }, ctx))).toEqual(['error.validation.invalid']);
    expect(keys(validateLoanAmount({ amount: '99.99' }, ctx))).toEqual(['error.amount.belowMinimum']);
    expect(keys(validateLoanAmount({ amount: '500' }, { ...ctx, creditScore: 59 }))).toEqual([
      'error.creditScore.insufficient',
    ]);
    expect(keys(validateLoanAmount({ amount: '10000.01' }, ctx))).toEqual(['error.credit.quotaInsufficient']);
  });

  it('puts the amount’s answers on the amount field', () => {
    expect(errorFieldOf('loan/borrow', 'error.credit.quotaInsufficient')).toBe('amount');
    expect(errorFieldOf('loan/borrow', 'error.account.frozen')).toBeNull();
  });
});

describe('validateLoanRepay', () => {
  const ctx = {
    currency: 'EUR' as const,
    exists: true,
    status: 'approved' as const,
    outstanding: '508.25',
    available: '600.00',
    balance: '600.00',
    fundPasswordSet: true,
    fundPasswordMatches: true,
  };
  const input = { loanId: 'l-1', amount: '100', fundPassword: '135790' };

  it('accepts a part or the whole of what is owed', () => {
    expect(validateLoanRepay(input, ctx)).toEqual([]);
    expect(validateLoanRepay({ ...input, amount: '508.25' }, ctx)).toEqual([]);
  });

  it('checks the fields first', () => {
    expect(keys(validateLoanRepay({ ...input, loanId: '' }, ctx))).toEqual(['error.validation.required']);
    expect(keys(validateLoanRepay({ ...input, fundPassword: '' }, ctx))).toEqual(['error.validation.required']);
    expect(keys(validateLoanRepay({ ...input, amount: '0' }, ctx))).toEqual(['error.validation.invalid']);
  });

  it('refuses in the server’s order', () => {
    const k = (change: object, body: object = {}) =>
      keys(validateLoanRepay({ ...input, ...body }, { ...ctx, ...change }));
    expect(k({ restrictions: ['frozen'], fundPasswordMatches: false })).toEqual(['error.account.frozen']);
    expect(k({ fundPasswordSet: false }, { fundPassword: '' })).toEqual(['error.fundPassword.notSet']);
    expect(k({ fundPasswordMatches: false, exists: false })).toEqual(['error.fundPassword.wrong']);
    expect(k({ exists: false, status: 'pending' })).toEqual(['error.order.notFound']);
    expect(k({ status: 'pending' })).toEqual(['error.order.notHolding']);
    expect(k({ status: 'rejected' })).toEqual(['error.order.notHolding']);
    expect(k({ outstanding: '0.00' })).toEqual(['error.order.notHolding']);
    expect(k({}, { amount: '508.26' })).toEqual(['error.repay.exceedsBorrowed']);
    expect(k({ balance: '50.00', available: '50.00' })).toEqual(['error.balance.insufficient']);
    expect(k({ available: '50.00' })).toEqual(['error.balance.availableInsufficient']);
    expect(errorFieldOf('loan/repay', 'error.repay.exceedsBorrowed')).toBe('amount');
  });
});

describe('loan reject reasons', () => {
  it('are codes the user sees in words', () => {
    expect(loanRejectReasons).toContain('affordability');
    expect(isLoanRejectReason('policy')).toBe(true);
    expect(isLoanRejectReason('because')).toBe(false);
    expect(isLoanRejectReason(3)).toBe(false);
  });
});
