import { describe, expect, it } from 'vitest';
import {
  lendingHoldingsResponseSchema,
  lendingOptInRequestSchema,
  lendingOptOutRequestSchema,
  lendingRecordsRequestSchema,
  lendingRecordsResponseSchema,
} from './schemas.ts';

const record = {
  id: 'sl1',
  orderNo: 'S20261123100000123456',
  positionId: 'p1',
  stockId: 'nl-ASML',
  name: 'ASML Holding',
  symbol: 'ASML',
  currency: 'EUR',
  shares: 10,
  ratePct: '0.50',
  lenderSharePct: '50',
  lenderRatePct: '0.25',
  hardToBorrow: false,
  status: 'borrowing',
  consentAt: '2026-11-23T10:00:00Z',
  termsVersion: '2026-11-29',
  startedAt: '2026-11-23T10:00:00Z',
  endingAt: null,
  completedAt: null,
  endReason: null,
  value: '6500.00',
  collateral: '6630.00',
  markedAt: '2026-11-23T16:30:00Z',
  coveragePct: '101.53',
  interestPaid: '0.04',
  interestAccrued: '0.0451',
  interestPerDay: '0.0451',
  paymentsInLieu: '0.00',
};
const requestId = '7d1c1f7e-0b4b-4c7a-9d2e-6f1f5d1b2a3c';

describe('lending schemas', () => {
  it('answer the terms and the holdings, each with its loan or none', () => {
    const holding = {
      positionId: 'p1',
      stockId: 'nl-ASML',
      name: 'ASML Holding',
      symbol: 'ASML',
      currency: 'EUR',
      shares: 10,
      price: '650.00',
      value: '6500.00',
      ratePct: '0.50',
      lenderRatePct: '0.25',
      hardToBorrow: false,
      interestPerDay: '0.0451',
      eligible: false,
      reason: 'error.lending.alreadyLent',
      reasonParams: null,
      loan: record,
    };
    const terms = { open: true, minValue: '500.00', collateralPct: '102', lenderSharePct: '50', termsVersion: 'v' };
    const parsed = lendingHoldingsResponseSchema.parse({
      terms,
      items: [holding, { ...holding, loan: null }],
      total: 2,
    });
    expect(parsed.items[0]?.loan).toEqual(record);
    expect(
      lendingHoldingsResponseSchema.safeParse({
        terms,
        items: [{ ...holding, loan: { ...record, status: 'lent' } }],
        total: 1,
      }).success,
    ).toBe(false);
  });

  it('take an opt-in with the consent and the terms’ version, an opt-out, and a page of records', () => {
    const optIn = { requestId, positionId: 'p1', consent: true, termsVersion: '2026-11-29' };
    expect(lendingOptInRequestSchema.parse(optIn)).toEqual(optIn);
    expect(lendingOptInRequestSchema.safeParse({ ...optIn, consent: 'yes' }).success).toBe(false);
    expect(lendingOptOutRequestSchema.safeParse({ requestId, positionId: '' }).success).toBe(false);
    expect(lendingRecordsRequestSchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(lendingRecordsRequestSchema.safeParse({ status: 'lent' }).success).toBe(false);
    const page = { items: [{ ...record, status: 'completed', endReason: 'recalled' }], total: 1, page: 1, size: 20 };
    expect(lendingRecordsResponseSchema.parse(page).items[0]?.endReason).toBe('recalled');
    expect(lendingRecordsResponseSchema.safeParse({ ...page, items: [{ ...record, endReason: 'sold' }] }).success).toBe(
      false,
    );
  });
});
