import { currencyAffixes, walletTypes, type Currency, type WalletType } from '@broker/domain';
import type { Channel, WalletAddress } from '@broker/contract';

/**
 * How the funds screens show things (slices.md rule 1: what only decides what the screen looks
 * like). The rules — fund currencies, withdrawal preview and blockers, amount bounds — are the
 * domain's (`domain/src/funds/`).
 */

/** The prefix and suffix an amount input shows, without the spaces of the display format. */
export function amountAffixes(currency: Currency): { prefix: string; suffix: string } {
  const { prefix, suffix } = currencyAffixes(currency);
  return { prefix: prefix.trim(), suffix: suffix.trim() };
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

/** A masked card number with room around the mask: `6222****7890` → `6222 **** 7890`. */
export function spacedCardNumber(masked: string): string {
  return masked.replace(/\*+/, (stars) => ` ${stars} `).trim();
}
