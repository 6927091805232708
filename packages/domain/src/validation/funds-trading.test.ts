import { describe, expect, it } from 'vitest';
import type { Issue } from './issue.ts';
import type { DepositContext, WithdrawalContext } from './funds.ts';
import { validateDeposit, validateExchange, validateWithdrawal } from './funds.ts';
import type { NewShareRules } from '../newShare/subscription.ts';
import { validateNewShareSubscription } from '../newShare/subscription.ts';
import { validateProductPurchase } from './trading.ts';
import { alwaysOpenWindow, defaultFundsWindow } from '../time/markets.ts';

const k = (issues: readonly Issue[]): string[] => issues.map((i) => i.key);
const open = Date.UTC(2024, 6, 1, 10); // Monday 12:00 Amsterdam
const closed = Date.UTC(2024, 6, 1, 21); // Monday 23:00 Amsterdam

describe('deposit', () => {
  const channel = {
    currency: 'EUR' as const,
    min: '100',
    max: '500000',
    hours: defaultFundsWindow,
    open: true,
    needsPassword: true,
  };
  const ctx: DepositContext = { channel, nowMs: open, realNameStatus: 'verified', hasPendingDeposit: false };
  const input = { channelId: 'c1', amount: '150.00', proofImage: '/p.jpg', channelPassword: 'x' };
  it('passes and reports in check order', () => {
    expect(validateDeposit(input, ctx)).toEqual([]);
    expect(k(validateDeposit({ channelId: '', amount: '', proofImage: '' }, ctx))).toEqual([
      'error.validation.required',
      'error.validation.required',
      'error.validation.required',
      'error.validation.required',
    ]);
    expect(k(validateDeposit(input, { ...ctx, restrictions: ['frozen'] }))).toEqual(['error.account.frozen']);
    expect(k(validateDeposit(input, { ...ctx, realNameStatus: 'none' }))).toEqual(['error.realName.required']);
    expect(k(validateDeposit(input, { ...ctx, channelPasswordMatches: false }))).toEqual([
      'error.channel.passwordWrong',
    ]);
    expect(k(validateDeposit(input, { ...ctx, channel: { ...channel, open: false } }))).toEqual([
      'error.channel.closed',
    ]);
    expect(validateDeposit(input, { ...ctx, nowMs: closed })[0]).toMatchObject({
      key: 'error.time.outsideDeposit',
      params: { open: '08:30', close: '22:00' },
    });
    expect(k(validateDeposit(input, { ...ctx, hasPendingDeposit: true }))).toEqual(['error.deposit.pendingExists']);
    expect(k(validateDeposit({ ...input, amount: '99.99' }, ctx))).toEqual(['error.amount.belowMinimum']);
    expect(k(validateDeposit({ ...input, amount: '500000.01' }, ctx))).toEqual(['error.amount.aboveMaximum']);
  });
});

describe('withdrawal', () => {
  const ctx: WithdrawalContext = {
    nowMs: open,
    min: '100',
    max: '500000',
    hours: defaultFundsWindow,
    minCreditScore: 60,
    creditScore: 100,
    available: '1000',
    balance: '1200',
    fundPasswordSet: true,
    realNameStatus: 'verified',
    destination: { exists: true, owned: true },
  };
  const input = { method: 'card', cardId: 'k1', currency: 'EUR', amount: '100', fundPassword: '123456' };
  it('passes and reports in check order', () => {
    expect(validateWithdrawal(input, ctx)).toEqual([]);
    expect(k(validateWithdrawal({ method: '', currency: '', amount: '', fundPassword: '' }, ctx))).toEqual([
      'error.validation.required',
      'error.validation.required',
      'error.validation.required',
    ]);
    expect(k(validateWithdrawal({ ...input, method: 'cash', currency: 'XXX' }, ctx))).toEqual([
      'error.validation.invalid',
      'error.validation.invalid',
    ]);
    expect(k(validateWithdrawal({ ...input, method: 'wallet', walletId: '' }, ctx))).toEqual([
      'error.validation.required',
    ]);
    expect(k(validateWithdrawal(input, { ...ctx, restrictions: ['withdrawBanned'] }))).toEqual([
      'error.account.withdrawBanned',
    ]);
    expect(k(validateWithdrawal(input, { ...ctx, realNameStatus: 'reviewing' }))).toEqual([
      'error.realName.underReview',
    ]);
    expect(k(validateWithdrawal({ ...input, fundPassword: '' }, { ...ctx, fundPasswordSet: false }))).toEqual([
      'error.fundPassword.notSet',
    ]);
    expect(k(validateWithdrawal(input, { ...ctx, destination: { exists: false, owned: false } }))).toEqual([
      'error.card.notFound',
    ]);
    expect(k(validateWithdrawal(input, { ...ctx, destination: { exists: true, owned: false } }))).toEqual([
      'error.card.notOwned',
    ]);
    expect(
      k(
        validateWithdrawal(
          { ...input, method: 'wallet', walletId: 'w' },
          { ...ctx, destination: { exists: true, owned: false } },
        ),
      ),
    ).toEqual(['error.wallet.notFound']);
    expect(k(validateWithdrawal(input, { ...ctx, nowMs: closed }))).toEqual(['error.time.outsideWithdrawal']);
    expect(k(validateWithdrawal({ ...input, amount: '50' }, ctx))).toEqual(['error.withdrawal.belowMinimum']);
    expect(k(validateWithdrawal({ ...input, amount: '600000' }, ctx))).toEqual(['error.withdrawal.aboveMaximum']);
    expect(k(validateWithdrawal(input, { ...ctx, creditScore: 59 }))).toEqual(['error.creditScore.insufficient']);
    expect(k(validateWithdrawal({ ...input, amount: '1100' }, ctx))).toEqual(['error.balance.availableInsufficient']);
    expect(
      k(validateWithdrawal({ ...input, amount: '1100' }, { ...ctx, balance: undefined, destination: undefined })),
    ).toEqual(['error.balance.availableInsufficient']);
  });
});

describe('exchange, loan, repayment, lending', () => {
  it('validates exchange', () => {
    expect(validateExchange({ from: 'USD', to: 'CNY', amount: '10' })).toEqual([]);
    expect(k(validateExchange({ from: 'USD', to: 'USD', amount: '10' }))).toEqual(['error.exchange.sameCurrency']);
    expect(k(validateExchange({ from: '', to: 'EUR', amount: '' }, { enabled: ['CNY'] }))).toEqual([
      'error.validation.required',
      'error.validation.invalid',
      'error.validation.required',
    ]);
    expect(k(validateExchange({ from: 'USDT', to: 'CNY', amount: '1.0000001' }))).toEqual(['error.validation.invalid']);
    expect(k(validateExchange({ from: 'USD', to: 'CNY', amount: '10' }, { available: '5', balance: '20' }))).toEqual([
      'error.balance.availableInsufficient',
    ]);
  });
});

describe('new shares, block trades, products', () => {
  const offering: NewShareRules = {
    kind: 'subscription',
    lotSize: 100,
    minLots: 1,
    maxLots: 10,
    issuePrice: '5',
    subscribeStartMs: 0,
    subscribeEndMs: 1000,
    currency: 'EUR',
  };
  const ctx = { offering, nowMs: 500, alreadySubscribed: false, available: '10000', fundPasswordSet: true };
  const input = { lots: 2, fundPassword: '123456' };
  it('validates subscriptions', () => {
    expect(validateNewShareSubscription(input, ctx)).toEqual([]);
    expect(k(validateNewShareSubscription({ lots: 11, fundPassword: '' }, ctx))).toEqual([
      'error.validation.invalid',
      'error.validation.required',
    ]);
    expect(k(validateNewShareSubscription({ lots: 0, fundPassword: '1' }, ctx))).toEqual(['error.validation.invalid']);
    expect(k(validateNewShareSubscription(input, { ...ctx, restrictions: ['tradeBanned'] }))).toEqual([
      'error.account.tradeBanned',
    ]);
    expect(k(validateNewShareSubscription(input, { ...ctx, fundPasswordMatches: false }))).toEqual([
      'error.fundPassword.wrong',
    ]);
    expect(k(validateNewShareSubscription(input, { ...ctx, nowMs: -1 }))).toEqual(['error.subscription.notOpen']);
    expect(k(validateNewShareSubscription(input, { ...ctx, nowMs: 1001 }))).toEqual(['error.subscription.ended']);
    expect(k(validateNewShareSubscription(input, { ...ctx, alreadySubscribed: true }))).toEqual([
      'error.newShare.alreadySubscribed',
    ]);
    expect(k(validateNewShareSubscription(input, { ...ctx, offering: { ...offering, minLots: 3 } }))).toEqual([
      'error.quantity.belowMinimum',
    ]);
    expect(k(validateNewShareSubscription(input, { ...ctx, available: '999' }))).toEqual([
      'error.balance.availableInsufficient',
    ]);
    const placement = { ...offering, kind: 'placement' as const, levels: [{ level: 1, minAmount: '2000' }] };
    expect(k(validateNewShareSubscription(input, { ...ctx, offering: placement }))).toEqual([
      'error.validation.required',
    ]);
    expect(k(validateNewShareSubscription({ ...input, level: 9 }, { ...ctx, offering: placement }))).toEqual([
      'error.validation.invalid',
    ]);
    expect(k(validateNewShareSubscription({ ...input, level: 1 }, { ...ctx, offering: placement }))).toEqual([
      'error.amount.belowMinimum',
    ]);
    expect(
      validateNewShareSubscription({ lots: 4, level: 1, fundPassword: '123456' }, { ...ctx, offering: placement }),
    ).toEqual([]);
    const auction = { ...offering, kind: 'auction' as const };
    expect(validateNewShareSubscription({ ...input, bidPrice: '5.5' }, { ...ctx, offering: auction })).toEqual([]);
    expect(k(validateNewShareSubscription({ ...input, bidPrice: '4' }, { ...ctx, offering: auction }))).toEqual([
      'error.validation.invalid',
    ]);
    expect(k(validateNewShareSubscription({ ...input, bidPrice: '' }, { ...ctx, offering: auction }))).toEqual([
      'error.validation.required',
    ]);
  });
  it('validates product purchases', () => {
    const pc = {
      currency: 'USDT' as const,
      open: true,
      minAmount: '100',
      maxAmount: '1000',
      available: '5000',
      fundPasswordSet: true,
      nowMs: 5,
    };
    const input = { amount: '100.5', fundPassword: '123456' };
    expect(validateProductPurchase(input, pc)).toEqual([]);
    expect(k(validateProductPurchase({ amount: '', fundPassword: '' }, pc))).toEqual([
      'error.validation.required',
      'error.validation.required',
    ]);
    expect(k(validateProductPurchase(input, { ...pc, restrictions: ['frozen'] }))).toEqual(['error.account.frozen']);
    expect(k(validateProductPurchase(input, { ...pc, fundPasswordMatches: false }))).toEqual([
      'error.fundPassword.wrong',
    ]);
    expect(k(validateProductPurchase(input, { ...pc, open: false }))).toEqual(['error.product.unavailable']);
    expect(k(validateProductPurchase(input, { ...pc, deadlineMs: 4 }))).toEqual(['error.copy.deadlinePassed']);
    expect(validateProductPurchase(input, { ...pc, deadlineMs: 5 })).toEqual([]);
    expect(k(validateProductPurchase({ ...input, amount: '1000.01' }, pc))).toEqual(['error.amount.aboveMaximum']);
    expect(k(validateProductPurchase(input, { ...pc, available: '1' }))).toEqual([
      'error.balance.availableInsufficient',
    ]);
    expect(alwaysOpenWindow.close).toBe('24:00');
  });
});
