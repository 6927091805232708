import { describe, expect, it } from 'vitest';
import {
  fundCurrencies,
  fundedCurrency,
  fundMarketOf,
  fundMarkets,
  initialFundCurrency,
  isFundMarket,
  walletCurrency,
} from './currencies.ts';

describe('initialFundCurrency', () => {
  it('starts a withdrawal in the asked currency, else the base currency, else USD', () => {
    expect(initialFundCurrency('USDT', 'EUR')).toBe('USDT');
    expect(initialFundCurrency('JPY', 'EUR')).toBe('EUR');
    expect(initialFundCurrency(null, 'KRW')).toBe('USD');
  });

  it('without a requested currency, starts where the money is: the base currency first, then the wallets in order', () => {
    const wallets = [
      { currency: 'EUR', available: '0' },
      { currency: 'USD', available: '0.00' },
      { currency: 'USDT', available: '12.5' },
      { currency: 'USDC', available: '3' },
    ];
    expect(initialFundCurrency(null, 'USD', wallets)).toBe('USDT');
    expect(initialFundCurrency(null, 'USDC', wallets)).toBe('USDC');
    expect(initialFundCurrency('EUR', 'USD', wallets)).toBe('EUR');
    expect(initialFundCurrency(null, 'USD', [{ currency: 'JPY', available: '500' }])).toBe('USD');
    expect(fundedCurrency(['EUR', 'USD'], wallets, 'USD')).toBeUndefined();
  });
});

describe('fundMarketOf', () => {
  it('opens the wallet on the base currency’s first market, else the default', () => {
    expect(fundMarketOf('EUR')).toBe('nl');
    expect(fundMarketOf('USDT')).toBe('usdt');
    expect(fundMarketOf('JPY')).toBe('usd');
  });
});

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

  it('shows a wallet of the fund view for every market', () => {
    expect(new Set(fundMarkets.map(walletCurrency))).toEqual(new Set(fundCurrencies));
  });
});
