import { describe, expect, it } from 'vitest';
import { intradayApplyRequestSchema, intradayRecordsRequestSchema, intradayRecordsResponseSchema } from './schemas.ts';

const record = {
  id: 'r1',
  orderNo: 'D1',
  currency: 'EUR',
  amount: '2000.00',
  multiplier: 5,
  buyingPower: '10000.00',
  status: 'approved',
  rejectReason: null,
  day: '2026-11-23',
  createdAt: '2026-11-23T10:00:00Z',
  decidedAt: '2026-11-23T10:05:00Z',
  settledAt: '2026-11-23T16:30:00Z',
  settlement: { credit: '1950.40', realisedPnl: '-41.10', fees: '8.50', protectedLoss: '0.00' },
  profit: '-49.60',
};

describe('intraday schemas', () => {
  it('take a page, by status when asked, and answer a page of records', () => {
    expect(intradayRecordsRequestSchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(intradayRecordsRequestSchema.parse({ status: 'pending' }).status).toBe('pending');
    expect(intradayRecordsRequestSchema.safeParse({ status: 'settled' }).success).toBe(false);
    expect(intradayRecordsResponseSchema.parse({ items: [record], total: 1, page: 1, size: 20 }).items).toEqual([
      record,
    ]);
    expect(
      intradayRecordsResponseSchema.safeParse({ items: [{ id: 'r1' }], total: 1, page: 1, size: 20 }).success,
    ).toBe(false);
  });

  it('take an application as a decimal amount with a request id', () => {
    const requestId = '7d1c1f7e-0b4b-4c7a-9d2e-6f1f5d1b2a3c';
    expect(intradayApplyRequestSchema.safeParse({ requestId, amount: '2000', fundPassword: '135790' }).success).toBe(
      true,
    );
    expect(intradayApplyRequestSchema.safeParse({ requestId, amount: 2000 }).success).toBe(false);
    expect(intradayApplyRequestSchema.safeParse({ amount: '2000' }).success).toBe(false);
  });
});
