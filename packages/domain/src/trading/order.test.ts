import { describe, expect, it } from 'vitest';
import type { Issue } from '../validation/issue.ts';
import { defaultTradingWindows } from '../time/markets.ts';
import type { OrderContext } from './order.ts';
import {
  checkDailyLimit,
  checkPrice,
  openingOrderTerms,
  openingReservePrice,
  validateCancel,
  validateClose,
  validateOrder,
  waitsForOpening,
} from './order.ts';

const k = (issues: readonly Issue[]): string[] => issues.map((i) => i.key);
const open = Date.UTC(2024, 6, 1, 10); // Monday 12:00 Amsterdam
const closed = Date.UTC(2024, 6, 1, 21); // Monday 23:00 Amsterdam

describe('orders', () => {
  const ctx: OrderContext = {
    nowMs: open,
    currency: 'EUR',
    listed: true,
    quotePrice: '10',
    limitUp: '11',
    limitDown: '9',
    dailyLimitPct: '10',
    lotSize: 100,
    minLots: 1,
    minOpenAmount: '100',
    feePct: '0.05',
    hours: defaultTradingWindows.nl,
    leverages: [1, 2, 5, 10],
    marginStatus: 'notApplied',
    available: '5000',
    balance: '6000',
    fundPasswordSet: true,
  };
  const fundPassword = '135790';
  const market = { direction: 'long', priceType: 'market', lots: 1, fundPassword };
  const limit = { direction: 'short', priceType: 'limit', price: '10.5', lots: 2, leverage: 1, fundPassword };
  it('passes and reports in check order', () => {
    expect(validateOrder(market, ctx)).toEqual([]);
    expect(validateOrder(limit, ctx)).toEqual([]);
    expect(k(validateOrder({ direction: '', priceType: '', lots: undefined, fundPassword }, ctx))).toEqual([
      'error.validation.required',
      'error.validation.required',
      'error.validation.required',
    ]);
    expect(k(validateOrder({ direction: 'up', priceType: 'stop', lots: 1.5, leverage: 0, fundPassword }, ctx))).toEqual(
      Array(4).fill('error.validation.invalid'),
    );
    expect(k(validateOrder({ ...limit, price: '0' }, ctx))).toEqual(['error.validation.invalid']);
    expect(k(validateOrder(market, { ...ctx, restrictions: ['tradeBanned'] }))).toEqual(['error.account.tradeBanned']);
    expect(k(validateOrder(market, { ...ctx, listed: false }))).toEqual(['error.stock.notListed']);
    expect(k(validateOrder(market, { ...ctx, exists: false, listed: false }))).toEqual(['error.stock.notFound']);
    expect(k(validateOrder(market, { ...ctx, quotePrice: null }))).toEqual(['error.price.unavailable']);
    expect(k(validateOrder({ ...limit, price: '11.01' }, ctx))).toEqual(['error.price.outOfLimit']);
    expect(k(validateOrder(market, { ...ctx, nowMs: closed }))).toEqual(['error.time.outsideTrading']);
    expect(k(validateOrder(market, { ...ctx, minLots: 2 }))).toEqual(['error.quantity.belowMinimum']);
    expect(k(validateOrder(market, { ...ctx, minOpenAmount: '2000' }))).toEqual(['error.amount.belowMinimum']);
    expect(k(validateOrder({ ...market, leverage: 3 }, ctx))).toEqual(['error.validation.invalid']);
    expect(k(validateOrder({ ...market, leverage: 2 }, ctx))).toEqual(['error.margin.notEnabled']);
    expect(validateOrder({ ...market, leverage: 2 }, { ...ctx, marginStatus: 'activated' })).toEqual([]);
    expect(k(validateOrder({ ...market, lots: 10 }, ctx))).toEqual(['error.balance.insufficient']);
    expect(k(validateOrder({ ...market, lots: 5 }, ctx))).toEqual(['error.balance.availableInsufficient']);
  });
  it('takes a market order for the next opening while the market is closed, reserving its cost at the highest opening', () => {
    const atOpening = { ...market, atOpening: true };
    const calendar = { window: defaultTradingWindows.nl };
    expect(waitsForOpening(atOpening, closed, calendar)).toBe(true);
    expect(waitsForOpening(atOpening, open, calendar)).toBe(false);
    expect(waitsForOpening({ ...limit, atOpening: true }, closed, calendar)).toBe(false);
    expect(waitsForOpening(market, closed, calendar)).toBe(false);
    expect(validateOrder(atOpening, { ...ctx, nowMs: closed })).toEqual([]);
    expect(k(validateOrder({ ...limit, atOpening: true }, { ...ctx, nowMs: closed }))).toEqual([
      'error.time.outsideTrading',
    ]);
    // 4 lots at 10 cost 4,000 + 2 fee; at the reserve price (11) 4,400 + 2.20: more than 4,300 available.
    expect(openingReservePrice('10', '10')).toBe('11.0000');
    expect(k(validateOrder({ ...atOpening, lots: 4 }, { ...ctx, nowMs: closed }))).toEqual([]);
    expect(k(validateOrder({ ...atOpening, lots: 4 }, { ...ctx, nowMs: closed, available: '4300' }))).toEqual([
      'error.balance.availableInsufficient',
    ]);
    expect(k(validateOrder({ ...market, lots: 4 }, { ...ctx, available: '4300' }))).toEqual([]);
    // The minimum is judged at the estimate (the last price), not at the reserve.
    expect(k(validateOrder(atOpening, { ...ctx, nowMs: closed, minOpenAmount: '1050' }))).toEqual([
      'error.amount.belowMinimum',
    ]);
    expect(
      openingOrderTerms(
        { lastPrice: '10', shares: 100, leverage: 2 },
        { feePct: '0.05', dailyLimitPct: '10', currency: 'EUR' },
        closed,
        calendar,
      ),
    ).toEqual({ atMs: Date.UTC(2024, 6, 2, 7), reservePrice: '11.0000', reserved: '550.55' });
  });
  it('asks the fund password of every order, buy or sell, as a withdrawal does; never of a preview', () => {
    const { fundPassword: _typed, ...unsigned } = market;
    expect(validateOrder(limit, { ...ctx, fundPasswordMatches: true })).toEqual([]);
    expect(validateOrder(unsigned, ctx)).toEqual([
      { field: 'fundPassword', key: 'error.validation.required', params: { field: 'fundPassword' } },
    ]);
    expect(validateOrder(unsigned, { ...ctx, fundPasswordSet: false })).toEqual([
      { field: 'fundPassword', key: 'error.fundPassword.notSet' },
    ]);
    expect(validateOrder({ ...limit, fundPassword: '12345' }, ctx)).toMatchObject([
      { field: 'fundPassword', key: 'error.validation.invalid', params: { rule: 'format' } },
    ]);
    expect(validateOrder(limit, { ...ctx, fundPasswordMatches: false })).toEqual([
      { field: 'fundPassword', key: 'error.fundPassword.wrong' },
    ]);
    // After the account's restrictions, before the stock (the withdrawal's order).
    expect(k(validateOrder(limit, { ...ctx, restrictions: ['tradeBanned'], fundPasswordMatches: false }))).toEqual([
      'error.account.tradeBanned',
    ]);
    expect(k(validateOrder(limit, { ...ctx, listed: false, fundPasswordMatches: false }))).toEqual([
      'error.fundPassword.wrong',
    ]);
    expect(validateOrder(unsigned, { ...ctx, fundPasswordSet: false, preview: true })).toEqual([]);
  });
  it('checks prices and daily limits', () => {
    expect(checkPrice('p', '')?.key).toBe('error.validation.required');
    expect(checkPrice('p', '1.23456')?.params).toMatchObject({ rule: 'decimal' });
    expect(checkPrice('p', 1)?.params).toMatchObject({ rule: 'decimal' });
    expect(checkDailyLimit('8', '9', null)?.params).toEqual({ min: '9' });
    expect(checkDailyLimit('12', undefined, '11')?.params).toEqual({ max: '11' });
    expect(checkDailyLimit('12')).toBeNull();
  });
  it('closes and cancels', () => {
    expect(validateClose({ status: 'holding' }, { nowMs: 0 })).toEqual([]);
    expect(validateClose({ status: 'locked', lockUntilMs: 10 }, { nowMs: 0 })[0]).toMatchObject({
      key: 'error.position.locked',
      params: { unlockAt: '1970-01-01T00:00:00.010Z' },
    });
    expect(k(validateClose({ status: 'locked' }, { nowMs: 0 }))).toEqual(['error.position.locked']);
    expect(k(validateClose({ status: 'closed' }, { nowMs: 0 }))).toEqual(['error.order.notHolding']);
    expect(k(validateClose({ status: 'holding', listed: false }, { nowMs: 0 }))).toEqual(['error.stock.notListed']);
    expect(k(validateClose({ status: 'holding' }, { nowMs: 0, restrictions: ['frozen'] }))).toEqual([
      'error.account.frozen',
    ]);
    expect(validateCancel({ status: 'pending' })).toEqual([]);
    expect(k(validateCancel({ status: 'holding' }))).toEqual(['error.order.notPending']);
  });
});

describe('the order check order (api.md §1.5)', () => {
  const ctx: OrderContext = {
    nowMs: open,
    currency: 'EUR',
    listed: true,
    quotePrice: '10',
    limitUp: '11',
    limitDown: '9',
    dailyLimitPct: '10',
    lotSize: 100,
    minLots: 1,
    minOpenAmount: '100',
    feePct: '0.05',
    hours: defaultTradingWindows.nl,
    leverages: [1, 2, 5],
    marginStatus: 'notApplied',
    available: '5000',
    balance: '6000',
    fundPasswordSet: true,
  };
  const order = { direction: 'long', priceType: 'limit', price: '12', lots: 60, leverage: 2, fundPassword: '135790' };

  it('answers the first business issue: account, stock, margin switch, hours, bounds, funds', () => {
    // Everything wrong at once: each step removed in turn reveals the next.
    const all = { ...ctx, restrictions: ['tradeBanned' as const], listed: false, nowMs: closed, minLots: 100 };
    expect(k(validateOrder(order, all))).toEqual(['error.account.tradeBanned']);
    expect(k(validateOrder(order, { ...all, restrictions: [] }))).toEqual(['error.stock.notListed']);
    expect(k(validateOrder(order, { ...all, restrictions: [], listed: true }))).toEqual(['error.margin.notEnabled']);
    const activated = { ...all, restrictions: [], listed: true, marginStatus: 'activated' as const };
    expect(k(validateOrder(order, activated))).toEqual(['error.time.outsideTrading']);
    expect(k(validateOrder(order, { ...activated, nowMs: open }))).toEqual(['error.price.outOfLimit']);
    expect(k(validateOrder({ ...order, price: '10' }, { ...activated, nowMs: open }))).toEqual([
      'error.quantity.belowMinimum',
    ]);
    expect(k(validateOrder({ ...order, price: '10' }, { ...activated, nowMs: open, minLots: 1 }))).toEqual([
      'error.balance.insufficient',
    ]);
  });

  it('names the control that fixes it', () => {
    const [belowMinimum] = validateOrder({ ...order, leverage: 1, price: '10', lots: 1 }, { ...ctx, minLots: 2 });
    expect(belowMinimum).toEqual({ field: 'lots', key: 'error.quantity.belowMinimum', params: { min: 2 } });
    const [funds] = validateOrder({ ...order, leverage: 1, price: '10' }, ctx);
    expect(funds).toEqual({ field: 'lots', key: 'error.balance.insufficient' });
    const [margin] = validateOrder({ ...order, price: '10' }, ctx);
    expect(margin).toEqual({ field: 'leverage', key: 'error.margin.notEnabled' });
    const [hours] = validateOrder({ ...order, leverage: 1 }, { ...ctx, nowMs: closed });
    expect(hours).toEqual({ field: 'time', key: 'error.time.outsideTrading', params: { ...ctx.hours } });
  });

  it('is outside trading time on a market holiday', () => {
    const market = { direction: 'short', priceType: 'market', lots: 1, fundPassword: '135790' };
    expect(validateOrder(market, ctx)).toEqual([]);
    expect(k(validateOrder(market, { ...ctx, holidays: ['2024-07-01'] }))).toEqual(['error.time.outsideTrading']);
  });

  it('withdraws a close request as a cancel, and needs a price to close in trading hours', () => {
    expect(validateCancel({ status: 'closing' })).toEqual([]);
    expect(k(validateCancel({ status: 'locked' }))).toEqual(['error.order.notPending']);
    expect(k(validateClose({ status: 'holding' }, { nowMs: 0, quoteAvailable: false }))).toEqual([
      'error.price.unavailable',
    ]);
    expect(validateClose({ status: 'holding' }, { nowMs: 0, quoteAvailable: true })).toEqual([]);
    expect(k(validateClose({ status: 'holding', lockUntilMs: 10 }, { nowMs: 5 }))).toEqual(['error.position.locked']);
  });
});
