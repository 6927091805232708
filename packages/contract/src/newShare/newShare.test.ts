import { describe, expect, it } from 'vitest';
import { allocationRule } from '@broker/domain';
import {
  adminEndpoints,
  newShareCancelRequestSchema,
  newShareDetailResponseSchema,
  newShareDrawSchema,
  newShareListRequestSchema,
  newSharePayRequestSchema,
  newShareRecordSchema,
  newShareRecordsRequestSchema,
  newShareSchema,
  newShareSubscribeRequestSchema,
} from '../index.ts';

const offering = {
  id: 'ns-1',
  kind: 'subscription',
  code: 'NSX',
  name: 'Polder Energie',
  market: 'nl',
  currency: 'EUR',
  issuingMarket: 'Euronext Amsterdam',
  sponsor: 'Grachtenbank',
  issuePrice: '12.25',
  marketPrice: null,
  priceDiff: null,
  premiumPct: null,
  firstClose: null,
  subscriptionRatio: null,
  lotSize: 100,
  minLots: 1,
  maxLots: 50,
  levels: null,
  totalQuantity: 1_000_000,
  winRatePct: null,
  subscribeStart: '2026-03-02T08:00:00Z',
  subscribeEnd: '2026-03-06T16:30:00Z',
  drawDate: '2026-03-09',
  allotmentDate: '2026-03-10',
  listingDate: null,
  status: 'upcoming',
};

describe('newShareSchema', () => {
  it('takes prices as decimal strings, instants in UTC and calendar dates', () => {
    expect(newShareSchema.safeParse(offering).success).toBe(true);
    expect(newShareSchema.safeParse({ ...offering, issuePrice: 12.25 }).success).toBe(false);
    expect(newShareSchema.safeParse({ ...offering, firstClose: '14.10', subscriptionRatio: '33.08' }).success).toBe(
      true,
    );
    expect(newShareSchema.safeParse({ ...offering, subscriptionRatio: 33.08 }).success).toBe(false);
    expect(newShareSchema.safeParse({ ...offering, subscribeEnd: '2026-03-06T17:30:00+01:00' }).success).toBe(false);
    expect(newShareSchema.safeParse({ ...offering, drawDate: '2026-03-09T00:00:00Z' }).success).toBe(false);
  });

  it('lists offerings of the tradable markets only', () => {
    expect(newShareSchema.safeParse({ ...offering, market: 'crypto' }).success).toBe(false);
  });
});

describe('newShare/list', () => {
  it('filters by nothing unless asked and pages from the first page', () => {
    expect(newShareListRequestSchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(newShareListRequestSchema.safeParse({ kind: 'lottery' }).success).toBe(false);
  });
});

const record = {
  id: 'r-1',
  orderNo: 'N20261123100000123456',
  newShareId: 'ns-nl-261-0',
  code: 'WDWE',
  name: 'Waddenwind Energie',
  kind: 'subscription',
  market: 'nl',
  currency: 'EUR',
  lots: 5,
  level: null,
  bidPrice: null,
  price: '12.25',
  amount: '61.25',
  frozen: '61.25',
  autoPay: false,
  ticket: null,
  allottedLots: null,
  amountDue: null,
  payDeadline: null,
  status: 'drawing',
  createdAt: '2026-11-23T10:00:00Z',
  drawnAt: null,
  paidAt: null,
  waivedAt: null,
  cancelledAt: null,
  overridden: false,
  positionId: null,
  listingDate: '2026-12-04',
};

describe('newShareRecordSchema', () => {
  it('takes money as decimal strings and the record statuses of api.md §3', () => {
    expect(newShareRecordSchema.safeParse(record).success).toBe(true);
    expect(newShareRecordSchema.safeParse({ ...record, amount: 61.25 }).success).toBe(false);
    expect(newShareRecordSchema.safeParse({ ...record, status: 'cancelled' }).success).toBe(false);
    expect(
      newShareRecordSchema.safeParse({ ...record, status: 'won', ticket: 7, allottedLots: 2, amountDue: '24.50' })
        .success,
    ).toBe(true);
  });
});

describe('newShare/subscribe, cancel, pay, records, detail', () => {
  const requestId = '3f1c2b4e-8a9d-4c7e-9b2a-1d5e6f7a8b9c';
  it('ask for a request id on every write, and leave the rules to the domain', () => {
    expect(newShareSubscribeRequestSchema.parse({ requestId, newShareId: 'ns-nl-261-0', lots: 1.5 })).toEqual({
      requestId,
      newShareId: 'ns-nl-261-0',
      lots: 1.5,
      autoPay: false,
    });
    expect(newShareSubscribeRequestSchema.safeParse({ newShareId: 'ns-nl-261-0', lots: 1 }).success).toBe(false);
    expect(newShareCancelRequestSchema.safeParse({ requestId, recordId: 'r-1' }).success).toBe(true);
    expect(newSharePayRequestSchema.safeParse({ requestId, recordId: 'r-1', fundPassword: '135790' }).success).toBe(
      true,
    );
    expect(newShareRecordsRequestSchema.parse({ status: 'won' })).toEqual({ status: 'won', page: 1, size: 20 });
    expect(newShareRecordsRequestSchema.safeParse({ status: 'cancelled' }).success).toBe(false);
  });

  it('publish the draw’s commitment always and its seed, applications and table once drawn', () => {
    const draw = {
      rule: allocationRule,
      seedHash: 'a'.repeat(64),
      drawAt: '2026-12-01T16:30:00Z',
      drawn: false,
      seed: null,
      lotsOffered: 500,
      lotsDrawn: null,
      applications: null,
      table: null,
      totals: null,
    };
    expect(newShareDrawSchema.safeParse(draw).success).toBe(true);
    expect(newShareDrawSchema.safeParse({ ...draw, seedHash: 'A'.repeat(64) }).success).toBe(false);
    const drawn = {
      ...draw,
      drawn: true,
      seed: 'b'.repeat(64),
      lotsDrawn: 500,
      applications: [3, 1, 0],
      table: [{ lotsApplied: 1, applicants: 1, successful: 1, lotsAllotted: 1, winRatePct: '100.00' }],
      totals: { applicants: 2, lotsRequested: 4, lotsAllotted: 4, subscriptionRatio: '0.01', winRatePct: '100.00' },
    };
    expect(newShareDrawSchema.safeParse(drawn).success).toBe(true);
    expect(newShareDetailResponseSchema.shape.record.safeParse(null).success).toBe(true);
  });

  it('take the operator’s override with its reason', () => {
    const override = { requestId, recordId: 'r-1', allottedLots: 2, remark: 'Allotment corrected after a complaint' };
    expect(adminEndpoints['newShare/draw'].request.safeParse(override).success).toBe(true);
    expect(adminEndpoints['newShare/draw'].request.safeParse({ ...override, remark: '   ' }).success).toBe(false);
    expect(adminEndpoints['newShare/draw'].request.safeParse({ ...override, remark: undefined }).success).toBe(false);
  });
});
