import { describe, expect, it } from 'vitest';
import type { Issue } from '../validation/issue.ts';
import {
  levelMinLots,
  subscriptionPrice,
  validateDrawOverride,
  validateNewShareCancel,
  validateNewShareDecline,
  validateNewSharePay,
  validateNewShareSubscription,
  type NewShareRules,
  type SubscriptionContext,
} from './subscription.ts';

const keys = (issues: readonly Issue[]) => issues.map((issue) => issue.key);

const offering: NewShareRules = {
  kind: 'subscription',
  lotSize: 100,
  minLots: 2,
  maxLots: 10,
  issuePrice: '5',
  subscribeStartMs: 0,
  subscribeEndMs: 1000,
  currency: 'EUR',
};
const context: SubscriptionContext = {
  offering,
  nowMs: 500,
  alreadySubscribed: false,
  available: '10000',
  balance: '10000',
  fundPasswordSet: true,
  fundPasswordMatches: true,
};
const input = { lots: 2, fundPassword: '123456' };

describe('validateNewShareSubscription', () => {
  it('answers each rule in the check order of api.md §1.5, one at a time', () => {
    // Every rule broken at once, then fixed one by one: the answer moves down the list.
    let ctx: SubscriptionContext = {
      ...context,
      offering: { ...offering, minLots: 3 },
      restrictions: ['tradeBanned'],
      fundPasswordMatches: false,
      exists: false,
      open: false,
      nowMs: -1,
      alreadySubscribed: true,
      barredUntilMs: 10_000,
      available: '10',
      balance: '10',
    };
    const answers: string[] = [];
    const fixes: ((c: SubscriptionContext) => SubscriptionContext)[] = [
      (c) => ({ ...c, restrictions: [] }),
      (c) => ({ ...c, fundPasswordMatches: true }),
      (c) => ({ ...c, exists: true }),
      (c) => ({ ...c, open: true }),
      (c) => ({ ...c, nowMs: 2000 }),
      (c) => ({ ...c, nowMs: 500 }),
      (c) => ({ ...c, alreadySubscribed: false }),
      (c) => ({ ...c, offering: { ...c.offering, minLots: 1 } }),
      (c) => ({ ...c, barredUntilMs: null }),
      (c) => ({ ...c, balance: '10000' }),
      (c) => ({ ...c, available: '5000' }),
    ];
    for (const fix of fixes) {
      answers.push(keys(validateNewShareSubscription(input, ctx))[0]!);
      ctx = fix(ctx);
    }
    expect(validateNewShareSubscription(input, ctx)).toEqual([]);
    expect(answers).toEqual([
      'error.account.tradeBanned',
      'error.fundPassword.wrong',
      'error.product.unavailable',
      'error.channel.notOpen',
      'error.subscription.notOpen',
      'error.subscription.ended',
      'error.newShare.alreadySubscribed',
      'error.quantity.belowMinimum',
      'error.subscribe.failed',
      'error.balance.insufficient',
      'error.balance.availableInsufficient',
    ]);
  });

  it('says until when the waiver bar holds, and lets a bar that has ended pass', () => {
    expect(validateNewShareSubscription(input, { ...context, barredUntilMs: 86_400_000 })).toEqual([
      {
        field: 'newShareId',
        key: 'error.subscribe.failed',
        params: { reason: 'waiverBar', until: '1970-01-02T00:00:00Z' },
      },
    ]);
    expect(validateNewShareSubscription(input, { ...context, barredUntilMs: 500 })).toEqual([]);
  });

  it('checks a placement’s level, its minimum amount and the lots still to allot', () => {
    const placement = { ...offering, kind: 'placement' as const, levels: [{ level: 1, minAmount: '2000' }] };
    const ctx = { ...context, offering: placement, lotsLeft: 3 };
    expect(keys(validateNewShareSubscription({ ...input, level: 1 }, ctx))).toEqual(['error.amount.belowMinimum']);
    expect(validateNewShareSubscription({ lots: 4, level: 1, fundPassword: '123456' }, ctx)).toEqual([
      { field: 'lots', key: 'error.allocation.failed', params: { max: 3 } },
    ]);
    expect(
      validateNewShareSubscription({ lots: 4, level: 1, fundPassword: '123456' }, { ...ctx, lotsLeft: 4 }),
    ).toEqual([]);
  });

  it('freezes an auction’s bid and everything else’s issue price', () => {
    expect(subscriptionPrice({ kind: 'auction', issuePrice: '5' }, '5.5')).toBe('5.5');
    expect(subscriptionPrice({ kind: 'subscription', issuePrice: '5' }, '5.5')).toBe('5');
    expect(subscriptionPrice({ kind: 'auction', issuePrice: '5' })).toBe('5');
    const auction = { ...offering, kind: 'auction' as const };
    expect(
      keys(
        validateNewShareSubscription({ ...input, bidPrice: '6' }, { ...context, offering: auction, available: '1100' }),
      ),
    ).toEqual(['error.balance.availableInsufficient']);
  });
});

describe('validateNewShareCancel', () => {
  const ctx = { nowMs: 500, subscribeEndMs: 1000 };
  it('withdraws a waiting subscription until the close', () => {
    expect(validateNewShareCancel({ status: 'drawing' }, ctx)).toEqual([]);
    expect(validateNewShareCancel({ status: 'toPay' }, ctx)).toEqual([]);
    expect(keys(validateNewShareCancel({ status: 'drawing' }, { ...ctx, nowMs: 1001 }))).toEqual([
      'error.subscription.ended',
    ]);
    expect(keys(validateNewShareCancel({ status: 'won' }, { ...ctx, nowMs: 1001 }))).toEqual([
      'error.subscription.ended',
    ]);
    for (const status of ['paid', 'notWon', 'waived'] as const) {
      expect(keys(validateNewShareCancel({ status }, ctx))).toEqual(['error.order.notSubscription']);
    }
    expect(keys(validateNewShareCancel({ status: 'drawing' }, { ...ctx, restrictions: ['frozen'] }))).toEqual([
      'error.account.frozen',
    ]);
  });
});

describe('validateNewSharePay', () => {
  const ctx = { fundPasswordSet: true, fundPasswordMatches: true };
  it('pays a due allotment with the fund password', () => {
    expect(validateNewSharePay({ fundPassword: '123456' }, { status: 'won' }, ctx)).toEqual([]);
    expect(validateNewSharePay({ fundPassword: '123456' }, { status: 'toPay' }, ctx)).toEqual([]);
    expect(keys(validateNewSharePay({ fundPassword: '' }, { status: 'won' }, ctx))).toEqual([
      'error.validation.required',
    ]);
    expect(
      keys(
        validateNewSharePay({ fundPassword: '123456' }, { status: 'won' }, { ...ctx, restrictions: ['tradeBanned'] }),
      ),
    ).toEqual(['error.account.tradeBanned']);
    expect(
      keys(validateNewSharePay({ fundPassword: '123456' }, { status: 'won' }, { ...ctx, fundPasswordMatches: false })),
    ).toEqual(['error.fundPassword.wrong']);
    expect(
      keys(validateNewSharePay({ fundPassword: undefined }, { status: 'won' }, { fundPasswordSet: false })),
    ).toEqual(['error.fundPassword.notSet']);
    for (const status of ['drawing', 'notWon', 'paid', 'waived'] as const) {
      expect(keys(validateNewSharePay({ fundPassword: '123456' }, { status }, ctx))).toEqual([
        'error.order.notSubscription',
      ]);
    }
  });
});

describe('validateDrawOverride', () => {
  it('sets 0 to the lots asked on a record still awaiting its draw', () => {
    expect(validateDrawOverride({ allottedLots: 0 }, { status: 'drawing', lots: 5 })).toEqual([]);
    expect(validateDrawOverride({ allottedLots: 5 }, { status: 'drawing', lots: 5 })).toEqual([]);
    expect(validateDrawOverride({ allottedLots: 6 }, { status: 'drawing', lots: 5 })[0]?.params).toMatchObject({
      rule: 'max',
      max: 5,
    });
    expect(validateDrawOverride({ allottedLots: -1 }, { status: 'drawing', lots: 5 })[0]?.params).toMatchObject({
      rule: 'min',
    });
    expect(validateDrawOverride({ allottedLots: 1.5 }, { status: 'drawing', lots: 5 })[0]?.params).toMatchObject({
      rule: 'integer',
    });
    expect(validateDrawOverride({ allottedLots: '2' }, { status: 'drawing', lots: 5 })[0]?.params).toMatchObject({
      rule: 'integer',
    });
    expect(keys(validateDrawOverride({ allottedLots: 1 }, { status: 'won', lots: 5 }))).toEqual([
      'error.order.notSubscription',
    ]);
  });
});

describe('validateNewShareDecline', () => {
  it('declines an allotment awaiting payment, nothing else', () => {
    expect(validateNewShareDecline({ status: 'won' })).toEqual([]);
    expect(validateNewShareDecline({ status: 'toPay' })).toEqual([]);
    expect(validateNewShareDecline({ status: 'drawing' })[0]).toMatchObject({
      field: 'recordId',
      key: 'error.order.notSubscription',
    });
  });
});

describe('levelMinLots', () => {
  const placement = { minLots: 1, maxLots: 500, lotSize: 10, issuePrice: '8.00' };

  it('asks as many whole lots as reach the level’s minimum amount', () => {
    // 1.000,00 € at 80,00 € a lot: 12,5 lots, so 13.
    expect(levelMinLots(placement, { minAmount: '1000.00' })).toBe(13);
    expect(levelMinLots(placement, { minAmount: '5000.00' })).toBe(63);
    // Exactly reached: no lot more.
    expect(levelMinLots(placement, { minAmount: '800.00' })).toBe(10);
  });

  it('keeps the offering’s own minimum and maximum, and is that minimum without a level', () => {
    expect(levelMinLots({ ...placement, minLots: 20 }, { minAmount: '1000.00' })).toBe(20);
    expect(levelMinLots(placement, { minAmount: '1000000.00' })).toBe(500);
    expect(levelMinLots(placement, null)).toBe(1);
  });

  it('agrees with the subscription rule: one lot fewer is below the level', () => {
    const level = { level: 1, minAmount: '1000.00' };
    const rules: NewShareRules = { ...offering, ...placement, kind: 'placement', levels: [level] };
    const at = (lots: number) =>
      keys(validateNewShareSubscription({ ...input, lots, level: 1 }, { ...context, offering: rules }));
    expect(at(13)).not.toContain('error.amount.belowMinimum');
    expect(at(12)).toContain('error.amount.belowMinimum');
  });
});
