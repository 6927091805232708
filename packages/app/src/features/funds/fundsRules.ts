import {
  currencyAffixes,
  currencyScale,
  decimalScale,
  isCurrency,
  isPositive,
  isWithinWindow,
  UNSIGNED_DECIMAL_PATTERN,
  walletTypes,
  withdrawalNet,
  type Currency,
  type Money,
  type TimeWindow,
  type WalletType,
} from '@broker/domain';
import type { Channel, WalletAddress } from '@broker/contract';

/**
 * Rules of the funds screens that the domain does not have yet (REPORTED: candidates for
 * packages/domain). Pure functions, no React.
 */

/** The currencies of the fund view (specification §1: the markets' EUR and USD, plus USDT and USDC). */
export const fundCurrencies = ['EUR', 'USD', 'USDT', 'USDC'] as const satisfies readonly Currency[];
export type FundCurrency = (typeof fundCurrencies)[number];

export const isFundCurrency = (value: unknown): value is FundCurrency =>
  typeof value === 'string' && (fundCurrencies as readonly string[]).includes(value);

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

/** The prefix and suffix an amount input shows, without the spaces of the display format. */
export function amountAffixes(currency: Currency): { prefix: string; suffix: string } {
  const { prefix, suffix } = currencyAffixes(currency);
  return { prefix: prefix.trim(), suffix: suffix.trim() };
}

/** True when `amount` is a positive decimal with at most the currency's decimals (what may be priced). */
export function isPriceableAmount(amount: string, currency: Currency): boolean {
  return UNSIGNED_DECIMAL_PATTERN.test(amount) && decimalScale(amount) <= currencyScale(currency) && isPositive(amount);
}

/** Fee and net amount of a withdrawal as typed so far, or null while the amount is not a valid one. */
export function withdrawalPreview(
  amount: string,
  feePct: string,
  currency: Currency,
): { fee: Money; netAmount: Money } | null {
  return isPriceableAmount(amount, currency) ? withdrawalNet(amount, feePct, currency) : null;
}

/** Deposit channels by kind, in the server's order. */
export function groupChannels(channels: readonly Channel[]): { bank: Channel[]; crypto: Channel[] } {
  return {
    bank: channels.filter((channel) => channel.kind === 'bank'),
    crypto: channels.filter((channel) => channel.kind === 'crypto'),
  };
}

/** Wallet addresses by wallet type (in the order USDT, ETH, BTC, USDC), empty types left out. */
export function groupWallets(wallets: readonly WalletAddress[]): { walletType: WalletType; items: WalletAddress[] }[] {
  return walletTypes
    .map((walletType) => ({ walletType, items: wallets.filter((wallet) => wallet.walletType === walletType) }))
    .filter((group) => group.items.length > 0);
}

/** The bounds an amount error carries in its data (api.md §1.6: `{min?, max?, currency?}`). */
export function boundsOf(data: unknown): { min?: string; max?: string; currency?: Currency } {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const bounds: { min?: string; max?: string; currency?: Currency } = {};
  const min = text(record.min);
  const max = text(record.max);
  if (min !== undefined) bounds.min = min;
  if (max !== undefined) bounds.max = max;
  if (isCurrency(record.currency)) bounds.currency = record.currency;
  return bounds;
}

/** A masked card number with room around the mask: `6222****7890` → `6222 **** 7890`. */
export function spacedCardNumber(masked: string): string {
  return masked.replace(/\*+/, (stars) => ` ${stars} `).trim();
}

/** What `funds/withdrawInfo` says stands in the way of a withdrawal, before anything is typed. */
export interface WithdrawalBlockers {
  /** Real name not verified: the form is replaced by the gate. */
  realName: boolean;
  /** No fund password yet: it must be set first. */
  fundPassword: boolean;
  /** Credit score under the minimum. */
  creditScore: boolean;
  /** Now outside the withdrawal hours. */
  outsideHours: boolean;
}

export function withdrawalBlockers(
  info: {
    realNameStatus: string;
    fundPasswordSet: boolean;
    creditScore: number;
    minCreditScore: number;
    hours: TimeWindow;
  },
  nowMs: number,
): WithdrawalBlockers {
  return {
    realName: info.realNameStatus !== 'verified',
    fundPassword: !info.fundPasswordSet,
    creditScore: info.creditScore < info.minCreditScore,
    outsideHours: !isWithinWindow(info.hours, nowMs),
  };
}
