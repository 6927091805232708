import type { Currency } from '@broker/domain';

/**
 * The wallet's market switcher (specification §1: the fund view adds usdt and usdc to the markets
 * nl, de and usd; api.md §4.2 `user/info`: nl/de → EUR, usd → USD, usdt, usdc). Kept here until
 * the domain has a fund-view list of its own.
 */
export const fundMarkets = ['nl', 'de', 'usd', 'usdt', 'usdc'] as const;
export type FundMarket = (typeof fundMarkets)[number];

export const fundMarketCurrency = {
  nl: 'EUR',
  de: 'EUR',
  usd: 'USD',
  usdt: 'USDT',
  usdc: 'USDC',
} as const satisfies Record<FundMarket, Currency>;

/** The switcher starts empty and the wallet then shows USD (specification §1, api.md §7 C5). */
export const DEFAULT_WALLET_CURRENCY: Currency = 'USD';

/** The market the switcher marks when nothing was chosen: the one of the default currency. */
export const DEFAULT_FUND_MARKET: FundMarket = 'usd';

/** The currency of the wallet shown for a choice (none yet → USD). */
export function walletCurrency(market: FundMarket | null): Currency {
  return market === null ? DEFAULT_WALLET_CURRENCY : fundMarketCurrency[market];
}

export function isFundMarket(value: unknown): value is FundMarket {
  return typeof value === 'string' && (fundMarkets as readonly string[]).includes(value);
}
