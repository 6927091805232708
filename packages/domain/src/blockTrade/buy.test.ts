import { describe, expect, it } from 'vitest';
import type { Issue } from '../validation/issue.ts';
import { defaultTradingWindows } from '../time/markets.ts';
import { validateBlockTrade, type BlockBuyContext } from './buy.ts';
import { blockTradeErrorFields } from './errorFields.ts';

const keys = (issues: readonly Issue[]): string[] => issues.map((i) => i.key);
const open = Date.UTC(2024, 6, 1, 10); // Monday 12:00 Amsterdam
const closed = Date.UTC(2024, 6, 1, 21); // Monday 23:00 Amsterdam

describe('validateBlockTrade', () => {
  const context: BlockBuyContext = {
    nowMs: open,
    currency: 'EUR',
    exists: true,
    open: true,
    needsSecretKey: true,
    price: '10',
    lotSize: 100,
    minLots: 1,
    remainingTodayLots: 5,
    feePct: '0.05',
    hours: defaultTradingWindows.nl,
    available: '5000',
    fundPasswordSet: true,
  };
  const input = { lots: 2, secretKey: 'k', fundPassword: '123456' };

  it('passes a buy within every rule', () => {
    expect(validateBlockTrade(input, context)).toEqual([]);
    expect(validateBlockTrade({ lots: 2, fundPassword: '123456' }, { ...context, needsSecretKey: false })).toEqual([]);
  });

  it('answers every field at once before any rule', () => {
    expect(keys(validateBlockTrade({ lots: 'x', fundPassword: '' }, context))).toEqual([
      'error.validation.invalid',
      'error.validation.required',
      'error.validation.required',
    ]);
  });

  it('answers the first broken rule in the server check order', () => {
    expect(keys(validateBlockTrade(input, { ...context, restrictions: ['frozen'] }))).toEqual(['error.account.frozen']);
    expect(keys(validateBlockTrade(input, { ...context, fundPasswordMatches: false }))).toEqual([
      'error.fundPassword.wrong',
    ]);
    expect(keys(validateBlockTrade(input, { ...context, secretKeyMatches: false }))).toEqual([
      'error.secretKey.mismatch',
    ]);
    expect(keys(validateBlockTrade(input, { ...context, exists: false, open: false }))).toEqual([
      'error.product.unavailable',
    ]);
    expect(keys(validateBlockTrade(input, { ...context, open: false }))).toEqual(['error.blockTrade.closed']);
    expect(keys(validateBlockTrade(input, { ...context, nowMs: closed }))).toEqual(['error.time.outsideTrading']);
    expect(keys(validateBlockTrade(input, { ...context, minLots: 3 }))).toEqual(['error.quantity.belowMinimum']);
    expect(keys(validateBlockTrade({ ...input, lots: 6 }, context))).toEqual(['error.buyQuota.insufficient']);
    // 5 lots × 100 × 10 = 5,000 + 0.05 % fee: more than the 5,000 available.
    expect(keys(validateBlockTrade({ ...input, lots: 5 }, context))).toEqual(['error.balance.availableInsufficient']);
  });

  it('puts the lots, key and password answers on their fields', () => {
    const fields = blockTradeErrorFields['blockTrade/buy']!;
    expect(fields['error.buyQuota.insufficient']).toBe('lots');
    expect(fields['error.secretKey.mismatch']).toBe('secretKey');
    expect(fields['error.blockTrade.closed']).toBeUndefined();
  });
});
