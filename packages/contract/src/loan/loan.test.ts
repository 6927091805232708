import { describe, expect, it } from 'vitest';
import { loanReviewSchema } from '../admin/endpoints.ts';
import { loanInfoSchema } from './objects.ts';
import {
  loanBorrowRequestSchema,
  loanPreviewResponseSchema,
  loanRecordsRequestSchema,
  loanRecordsResponseSchema,
  loanRepayRequestSchema,
} from './schemas.ts';

const record = {
  id: 'l1',
  orderNo: 'L20261123100000123456',
  currency: 'EUR',
  amount: '1000.00',
  ratePct: '9.90',
  overdueRatePct: '13.90',
  termDays: 30,
  status: 'approved',
  rejectReason: null,
  createdAt: '2026-11-23T10:00:00Z',
  decidedAt: '2026-11-23T10:05:00Z',
  dueAt: '2026-12-23T10:05:00Z',
  interest: '8.25',
  repaid: '500.00',
  outstanding: '508.25',
  principalOutstanding: '508.25',
  costPerDay: '0.1398',
  overdue: false,
  settledAt: null,
};
const requestId = '7d1c1f7e-0b4b-4c7a-9d2e-6f1f5d1b2a3c';

describe('loan schemas', () => {
  it('take a page, by status when asked, and answer a page of loans', () => {
    expect(loanRecordsRequestSchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(loanRecordsRequestSchema.parse({ status: 'approved' }).status).toBe('approved');
    expect(loanRecordsRequestSchema.safeParse({ status: 'settled' }).success).toBe(false);
    expect(loanRecordsResponseSchema.parse({ items: [record], total: 1, page: 1, size: 20 }).items).toEqual([record]);
    expect(
      loanRecordsResponseSchema.safeParse({
        items: [{ ...record, rejectReason: 'because' }],
        total: 1,
        page: 1,
        size: 20,
      }).success,
    ).toBe(false);
  });

  it('take a borrow as an amount with a request id, and a repayment with the loan and the fund password', () => {
    expect(loanBorrowRequestSchema.safeParse({ requestId, amount: '1000' }).success).toBe(true);
    expect(loanBorrowRequestSchema.safeParse({ requestId, amount: 1000 }).success).toBe(false);
    expect(loanBorrowRequestSchema.safeParse({ amount: '1000' }).success).toBe(false);
    expect(
      loanRepayRequestSchema.safeParse({ requestId, loanId: 'l1', amount: '500', fundPassword: '135790' }).success,
    ).toBe(true);
    expect(loanRepayRequestSchema.safeParse({ requestId, amount: '500' }).success).toBe(false);
  });

  it('answer the terms, the sheet, and the operator’s view with the score and quota', () => {
    const info = {
      currency: 'EUR',
      creditScore: 100,
      minCreditScore: 60,
      quota: '10000.00',
      available: '9491.75',
      borrowed: '508.25',
      minAmount: '100.00',
      termDays: 30,
      ratePct: '9.90',
      aprPct: '10.38',
      overdueRatePct: '13.90',
      overdueSurchargePct: '4.00',
      dueSoonDays: 3,
      hasPending: false,
      hasUnsettled: true,
      latest: record,
    };
    expect(loanInfoSchema.parse(info)).toEqual(info);
    expect(
      loanPreviewResponseSchema.safeParse({
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
      }).success,
    ).toBe(true);
    const review = { ...record, accountId: 'a1', account: 'alice', creditScore: 100, quota: '10000.00' };
    expect(loanReviewSchema.parse(review)).toEqual(review);
  });
});
