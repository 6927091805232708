import { describe, expect, it } from 'vitest';
import { allotmentOdds, breakEvenPremium } from '@broker/domain';
import { createNewShare, createNewShareRecord } from '../../testing/factories.ts';
import { paths } from '../../routes/paths.ts';
import { detailFor, offeringFixtures } from './mocks.ts';
import {
  canWithdraw,
  initialSubscription,
  isVerifiable,
  offeringKindOf,
  offeringPath,
  payDeadlineOf,
  priceOf,
  recordFilterOf,
  recordSteps,
  recordsQuery,
  subscribeIssueText,
  subscribeRequest,
  subscriptionFigures,
  verifyPath,
} from './newShareView.ts';

const steps = (record: Parameters<typeof recordSteps>[0]) =>
  recordSteps(record).map((step) => `${step.key}:${step.status}`);

describe('the URL', () => {
  it('lists subscriptions unless it asks for auctions', () => {
    expect(offeringKindOf(null)).toBe('subscription');
    expect(offeringKindOf('auction')).toBe('auction');
    expect(offeringKindOf('placement')).toBe('subscription');
  });

  it('filters records by a known status, else shows all', () => {
    expect(recordFilterOf('won')).toBe('won');
    expect(recordFilterOf('cancelled')).toBe('all');
    expect(recordsQuery('all')).toEqual({});
    expect(recordsQuery('toPay')).toEqual({ status: 'toPay' });
  });

  it('opens a placement by level and the other kinds by lots; a draw by its offering', () => {
    expect(offeringPath({ id: 'ns-1', kind: 'placement' })).toBe(`${paths.newShare.placementSubscribe}?id=ns-1`);
    expect(offeringPath({ id: 'ns-2', kind: 'auction' })).toBe(`${paths.newShare.subscribe}?id=ns-2`);
    expect(verifyPath('ns-3')).toBe(`${paths.newShare.verify}?id=ns-3`);
  });
});

describe('recordSteps', () => {
  const drawnAt = '2026-01-10T16:30:00Z';
  it('follows a drawn subscription from the draw to its payment or waiver', () => {
    expect(steps(createNewShareRecord())).toEqual(['subscribed:done', 'draw:current', 'won:upcoming', 'pay:upcoming']);
    const won = createNewShareRecord({ status: 'won', drawnAt, allottedLots: 1, amountDue: '18.50' });
    expect(steps(won)).toEqual(['subscribed:done', 'draw:done', 'won:done', 'pay:current']);
    expect(steps({ ...won, status: 'paid', paidAt: drawnAt })).toEqual([
      'subscribed:done',
      'draw:done',
      'won:done',
      'paid:done',
    ]);
    expect(steps({ ...won, status: 'waived', waivedAt: drawnAt })).toEqual([
      'subscribed:done',
      'draw:done',
      'won:done',
      'waived:failed',
    ]);
    expect(steps({ ...won, status: 'notWon', allottedLots: 0 })).toEqual([
      'subscribed:done',
      'draw:done',
      'notWon:done',
    ]);
  });

  it('allots a placement at once, and ends a withdrawn subscription there', () => {
    const placed = createNewShareRecord({ kind: 'placement', level: 1, status: 'toPay' });
    expect(steps(placed)).toEqual(['subscribed:done', 'allotted:done', 'pay:current']);
    const withdrawn = createNewShareRecord({ status: 'waived', cancelledAt: '2026-01-06T11:00:00Z' });
    expect(steps(withdrawn)).toEqual(['subscribed:done', 'withdrawn:failed']);
    expect(recordSteps(withdrawn)[1]!.at).toBe('2026-01-06T11:00:00Z');
  });
});

describe('what a record offers', () => {
  it('a pay deadline while the allotment is due, a withdrawal before the close, the draw once drawn', () => {
    const due = createNewShareRecord({
      status: 'won',
      payDeadline: '2026-01-11T21:59:59Z',
      drawnAt: '2026-01-10T16:30:00Z',
    });
    expect(payDeadlineOf(due)).toBe('2026-01-11T21:59:59Z');
    expect(payDeadlineOf({ ...due, status: 'paid' })).toBeNull();
    expect(isVerifiable(due)).toBe(true);
    expect(isVerifiable(createNewShareRecord())).toBe(false);
    expect(isVerifiable({ ...due, kind: 'placement' })).toBe(false);
    const offering = createNewShare();
    expect(canWithdraw(createNewShareRecord(), offering, Date.parse(offering.subscribeEnd))).toBe(true);
    expect(canWithdraw(createNewShareRecord(), offering, Date.parse(offering.subscribeEnd) + 1)).toBe(false);
  });
});

describe('the subscribe form', () => {
  it('starts at the minimum lots, an auction at the issue price', () => {
    expect(initialSubscription(createNewShare({ minLots: 3 }))).toMatchObject({ lots: 3, bidPrice: '' });
    expect(initialSubscription(createNewShare({ kind: 'auction' })).bidPrice).toBe('18.50');
  });

  it('prices an auction at its bid once it is a price, the others at the issue price', () => {
    const auction = createNewShare({ kind: 'auction', issuePrice: '24.00' });
    expect(priceOf(auction, '25.5')).toBe('25.5');
    expect(priceOf(auction, '25,')).toBeNull();
    expect(priceOf(createNewShare(), '99')).toBe('18.50');
  });

  it('sends the level of a placement, the bid of an auction and the password when typed', () => {
    const values = { lots: 2, bidPrice: '25.00', level: '2', autoPay: true, fundPassword: '' };
    expect(subscribeRequest({ id: 'ns-1', kind: 'placement' }, values)).toEqual({
      newShareId: 'ns-1',
      lots: 2,
      level: 2,
      autoPay: true,
      fundPassword: undefined,
    });
    expect(subscribeRequest({ id: 'ns-2', kind: 'auction' }, { ...values, fundPassword: '123456' })).toEqual({
      newShareId: 'ns-2',
      lots: 2,
      bidPrice: '25.00',
      autoPay: true,
      fundPassword: '123456',
    });
  });
});

describe('subscriptionFigures', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const [open, placement, auction] = offeringFixtures(now);

  it('takes the odds from the domain at the demand so far and the freeze until the draw', () => {
    const detail = detailFor(open!);
    const figures = subscriptionFigures(detail, 5, open!.issuePrice, now);
    expect(figures.amount).toBe('92.50');
    expect(figures.odds).toEqual(allotmentOdds(5, detail.demand.groups, detail.draw!.lotsOffered));
    expect(figures.subscriptionRatio).toBe(detail.demand.subscriptionRatio);
    expect(figures.frozenUntil).toBe(detail.costs.refundAt);
    expect(figures.frozenDays).toBe(Math.ceil((Date.parse(detail.costs.refundAt!) - now) / 86_400_000));
    expect(figures.breakEven).toEqual({
      price: detail.costs.breakEvenPrice,
      premiumPct: detail.costs.breakEvenPremiumPct,
    });
  });

  it('has no odds for a placement, frozen until its payment deadline', () => {
    const detail = detailFor(placement!);
    const figures = subscriptionFigures(detail, 200, placement!.issuePrice, now);
    expect(figures.odds).toBeNull();
    expect(figures.frozenUntil).toBe(detail.costs.payDeadline);
  });

  it("computes an auction bid's break-even at the bid", () => {
    const detail = detailFor(auction!);
    const figures = subscriptionFigures(detail, 2, '26.00', now);
    expect(figures.amount).toBe('52.00');
    expect(figures.breakEven).toEqual(
      breakEvenPremium({
        price: '26.00',
        shares: 2,
        feePct: detail.costs.feePct,
        stampTaxPct: detail.costs.stampTaxPct,
      }),
    );
  });
});

describe('subscribeIssueText', () => {
  it('says the waiver bar with its end, the minimum lots and the lots left; the shared text otherwise', () => {
    expect(
      subscribeIssueText('error.subscribe.failed', { reason: 'waiverBar', until: '2026-06-01T00:00:00Z' }),
    ).toEqual({
      key: 'newShare.rule.barred',
      values: { time: '2026-06-01T00:00:00Z' },
    });
    expect(subscribeIssueText('error.subscribe.failed', { reason: 'other' })).toBeNull();
    expect(subscribeIssueText('error.quantity.belowMinimum', { min: 5 })).toEqual({
      key: 'newShare.subscribe.minLots',
      values: { count: 5 },
    });
    expect(subscribeIssueText('error.allocation.failed', { max: 12 })).toEqual({
      key: 'newShare.subscribe.lotsLeftError',
      values: { max: 12 },
    });
    expect(subscribeIssueText('error.allocation.failed', null)).toBeNull();
    expect(subscribeIssueText('error.balance.insufficient', undefined)).toBeNull();
  });
});
