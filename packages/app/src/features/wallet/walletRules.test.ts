import { describe, expect, it } from 'vitest';
import { fundMarkets, isFundMarket, walletCurrency } from './walletRules.ts';

describe('walletCurrency', () => {
  it('is USD while nothing is chosen (api.md C5)', () => {
    expect(walletCurrency(null)).toBe('USD');
  });

  it('maps nl and de to EUR and the others to their own currency', () => {
    expect(fundMarkets.map(walletCurrency)).toEqual(['EUR', 'EUR', 'USD', 'USDT', 'USDC']);
  });

  it('knows the fund markets', () => {
    expect(isFundMarket('usdc')).toBe(true);
    expect(isFundMarket('crypto')).toBe(false);
    expect(isFundMarket(undefined)).toBe(false);
  });
});
