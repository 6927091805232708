import { isPositive } from '../money/decimal.ts';
import type { Currency } from '../money/currency.ts';

/**
 * The fund view (specification §1; api.md §4.2 `user/info`): the wallets of the markets' EUR and
 * USD plus USDT and USDC. `user/info` answers with these wallets in this order, the withdrawal
 * form offers these currencies.
 */
export const fundCurrencies = ['EUR', 'USD', 'USDT', 'USDC'] as const satisfies readonly Currency[];
export type FundCurrency = (typeof fundCurrencies)[number];

export const isFundCurrency = (value: unknown): value is FundCurrency =>
  typeof value === 'string' && (fundCurrencies as readonly string[]).includes(value);

/**
 * The wallet screen's market switcher (specification §1: the fund view adds usdt and usdc to the
 * markets nl, de and usd; api.md §4.2 `user/info`: nl/de → EUR, usd → USD, usdt, usdc).
 */
export const fundMarkets = ['nl', 'de', 'usd', 'usdt', 'usdc'] as const;
export type FundMarket = (typeof fundMarkets)[number];

export const fundMarketCurrency = {
  nl: 'EUR',
  de: 'EUR',
  usd: 'USD',
  usdt: 'USDT',
  usdc: 'USDC',
} as const satisfies Record<FundMarket, FundCurrency>;

export function isFundMarket(value: unknown): value is FundMarket {
  return typeof value === 'string' && (fundMarkets as readonly string[]).includes(value);
}

/** The wallet `user/info` shows when none is asked for, and the switcher's start (api.md §7 C5). */
export const DEFAULT_WALLET_CURRENCY: Currency = 'USD';

/** The market the switcher marks when nothing was chosen: the one of the default currency. */
export const DEFAULT_FUND_MARKET: FundMarket = 'usd';

/**
 * The market the wallet screen opens on: the first of the base currency's (EUR → nl), so that a
 * euro account first sees its euros (issue #26); the default market when the base has none.
 */
export function fundMarketOf(baseCurrency: string): FundMarket {
  return fundMarkets.find((market) => fundMarketCurrency[market] === baseCurrency) ?? DEFAULT_FUND_MARKET;
}

/** The currency of the wallet shown for a choice (none yet → USD). */
export function walletCurrency(market: FundMarket | null): Currency {
  return market === null ? DEFAULT_WALLET_CURRENCY : fundMarketCurrency[market];
}

/** A wallet as far as choosing a starting currency needs it. */
export interface FundedWallet {
  currency: string;
  available: string;
}

/**
 * The currency to start a money form in: `preferred` when it has money available, else the first
 * wallet with money (the fund view's order), among `allowed`. Undefined when none has money.
 */
export function fundedCurrency<C extends string>(
  allowed: readonly C[],
  wallets: readonly FundedWallet[],
  preferred: string,
): C | undefined {
  const hasMoney = (currency: string): currency is C =>
    (allowed as readonly string[]).includes(currency) &&
    wallets.some((wallet) => wallet.currency === currency && isPositive(wallet.available));
  return [preferred, ...wallets.map((wallet) => wallet.currency)].find(hasMoney);
}

/**
 * The currency a withdrawal starts in: the one asked for (query); else the base currency when it
 * has money, else the first wallet with money; else the base currency, else USD.
 */
export function initialFundCurrency(
  requested: string | null,
  baseCurrency: string,
  wallets: readonly FundedWallet[] = [],
): FundCurrency {
  if (isFundCurrency(requested)) return requested;
  const funded = fundedCurrency(fundCurrencies, wallets, baseCurrency);
  if (funded) return funded;
  if (isFundCurrency(baseCurrency)) return baseCurrency;
  return 'USD';
}
