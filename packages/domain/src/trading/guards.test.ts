import { describe, expect, it } from 'vitest';
import { defaultTradingWindows } from '../time/markets.ts';
import type { WarningInput } from './guards.ts';
import { orderWarningReasons, orderWarnings } from './guards.ts';

const monday = Date.UTC(2024, 6, 1, 10); // Monday 12:00 Amsterdam
const base: WarningInput = {
  direction: 'long',
  priceType: 'market',
  price: '10',
  amount: '1000',
  lockUntil: '2024-07-02T07:00:00Z',
  marketPrice: '10',
  quoteAtMs: monday - 1000,
  nowMs: monday,
  equity: '10000',
  calendar: { window: defaultTradingWindows.nl },
};
const reasons = (input: WarningInput): string[] => orderWarnings(input).map((w) => w.reason);

describe('orderWarnings', () => {
  it('says nothing about a sensible order', () => {
    expect(orderWarnings(base)).toEqual([]);
    expect(orderWarningReasons).toHaveLength(6);
  });

  it("explains a short before the account's first one, and only then", () => {
    expect(orderWarnings({ ...base, direction: 'short', firstShort: true })).toEqual([
      { reason: 'firstShort', key: 'trading.warning.firstShort', params: {} },
    ]);
    expect(reasons({ ...base, direction: 'short', firstShort: false })).toEqual([]);
    expect(reasons({ ...base, direction: 'long', firstShort: true })).toEqual([]);
  });

  it('warns of a market order on a stale quote', () => {
    expect(orderWarnings({ ...base, quoteAtMs: monday - 12_500 })).toEqual([
      { reason: 'staleQuote', key: 'trading.warning.staleQuote', params: { seconds: 12 } },
    ]);
    expect(reasons({ ...base, quoteAtMs: monday - 5000 })).toEqual([]);
    expect(reasons({ ...base, priceType: 'limit', price: '9.90', quoteAtMs: 0 })).toEqual([]);
  });

  it('warns of a limit that fills at once or is far from the market', () => {
    expect(orderWarnings({ ...base, priceType: 'limit', price: '10.20' })).toEqual([
      { reason: 'limitMarketable', key: 'trading.warning.limitMarketable', params: { marketPrice: '10' } },
    ]);
    expect(reasons({ ...base, direction: 'short', priceType: 'limit', price: '9.90' })).toEqual(['limitMarketable']);
    expect(orderWarnings({ ...base, priceType: 'limit', price: '9.40' })).toEqual([
      {
        reason: 'limitFarFromMarket',
        key: 'trading.warning.limitFarFromMarket',
        params: { pct: '6.00', marketPrice: '10' },
      },
    ]);
    expect(reasons({ ...base, priceType: 'limit', price: '9.50' })).toEqual([]);
    expect(reasons({ ...base, priceType: 'limit', price: '11' })).toEqual(['limitMarketable', 'limitFarFromMarket']);
  });

  it('warns of an order above half the equity, or any order without equity', () => {
    expect(orderWarnings({ ...base, amount: '5000.01' })).toEqual([
      { reason: 'largeOrder', key: 'trading.warning.largeOrder', params: { pct: '50.00' } },
    ]);
    expect(reasons({ ...base, amount: '5000' })).toEqual([]);
    expect(orderWarnings({ ...base, equity: '0' })).toEqual([
      { reason: 'largeOrder', key: 'trading.warning.largeOrder', params: {} },
    ]);
    expect(reasons({ ...base, amount: '6000' })).toEqual(['largeOrder']);
  });

  it('warns when the lock runs past a weekend', () => {
    const friday = Date.UTC(2024, 6, 5, 10);
    const input = { ...base, nowMs: friday, quoteAtMs: friday, lockUntil: '2024-07-08T07:00:00Z' };
    expect(orderWarnings(input)).toEqual([
      {
        reason: 'lockOverWeekend',
        key: 'trading.warning.lockOverWeekend',
        params: { unlockAt: '2024-07-08T07:00:00Z' },
      },
    ]);
  });

  it('takes other thresholds', () => {
    const strict = { staleQuoteMs: 0, limitAwayPct: '1', largeOrderPct: '5' };
    expect(orderWarnings(base, strict).map((w) => w.reason)).toEqual(['staleQuote', 'largeOrder']);
  });
});
