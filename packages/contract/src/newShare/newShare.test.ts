import { describe, expect, it } from 'vitest';
import { newShareListRequestSchema, newShareSchema } from '../index.ts';

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
