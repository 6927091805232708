import {
  roundMoney,
  type Currency,
  type Language,
  type ReviewStatus,
  type WalletNetwork,
  type WalletType,
} from '@broker/domain';
import type {
  Card,
  Channel,
  Deposit,
  ExchangeRecord,
  WalletAddress,
  Withdrawal,
  WithdrawalReview,
} from '@broker/contract';
import type { bankCards, channels, deposits, exchanges, walletAddresses, withdrawals } from '../../db/schema.ts';
import { localizedName } from '../../http/language.ts';
import type { CardCipher } from '../../lib/cardCipher.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import type { TimeWindow } from '@broker/domain';

/** Objects of api.md §2 from their rows: amounts at the currency's scale, times as API times. */

export type CardRow = typeof bankCards.$inferSelect;
export type WalletAddressRow = typeof walletAddresses.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type ExchangeRow = typeof exchanges.$inferSelect;

export const cardView = (row: CardRow): Card => ({
  id: row.id,
  holderName: row.holderName,
  cardNumberMasked: row.cardNumberMasked,
  bankName: row.bankName,
  branchName: row.branchName,
  bankCode: row.bankCode,
  branchAddress: row.branchAddress,
  createdAt: toApiTime(row.createdAt),
});

export const walletAddressView = (row: WalletAddressRow, signer: UrlSigner, now: Date): WalletAddress => ({
  id: row.id,
  walletType: row.walletType as WalletType,
  network: row.network as WalletNetwork,
  address: row.address,
  qrImage: row.qrImage ? signer.sign(row.qrImage, now) : null,
  createdAt: toApiTime(row.createdAt),
});

/** A channel in the reader's language (`lang` header). */
export const channelView = (row: ChannelRow, lang: Language): Channel => {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    name: localizedName(row.names, lang, row.name),
    kind: row.kind as Channel['kind'],
    currency,
    min: roundMoney(row.min, currency),
    max: roundMoney(row.max, currency),
    hours: row.hours as TimeWindow as Channel['hours'],
    open: row.open,
    needsPassword: row.passwordHash !== null,
    payee: row.payee as Channel['payee'],
  };
};

const reviewFields = (row: { status: string; remark: string | null; createdAt: Date; reviewedAt: Date | null }) => ({
  status: row.status as ReviewStatus,
  remark: row.remark,
  createdAt: toApiTime(row.createdAt),
  reviewedAt: toApiTimeOrNull(row.reviewedAt),
});

/**
 * A deposit; `channelName` is the channel's name in the reader's language when known (the name
 * stored with the deposit, as it was then, otherwise).
 */
export const depositView = (row: DepositRow, signer: UrlSigner, now: Date, channelName = row.channelName): Deposit => {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    orderNo: row.orderNo,
    channelId: row.channelId,
    channelName,
    currency,
    amount: roundMoney(row.amount, currency),
    creditedAmount: row.creditedAmount === null ? null : roundMoney(row.creditedAmount, currency),
    proofImage: signer.sign(row.proofImage, now),
    ...reviewFields(row),
  };
};

export const withdrawalView = (row: WithdrawalRow): Withdrawal => {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    orderNo: row.orderNo,
    method: row.method as Withdrawal['method'],
    destination: row.destination,
    currency,
    amount: roundMoney(row.amount, currency),
    fee: roundMoney(row.fee, currency),
    netAmount: roundMoney(row.netAmount, currency),
    ...reviewFields(row),
  };
};

/** What an operator pays out to: the full card number (decrypted) or the address. */
export function payoutOf(
  card: CardRow | undefined,
  wallet: WalletAddressRow | undefined,
  cipher: CardCipher,
): WithdrawalReview['payout'] {
  return {
    holderName: card?.holderName ?? null,
    bankName: card?.bankName ?? null,
    branchName: card?.branchName ?? null,
    bankCode: card?.bankCode ?? null,
    cardNumber: card ? cipher.decrypt(card.cardNumberEncrypted) : null,
    walletType: wallet?.walletType ?? null,
    network: wallet?.network ?? null,
    address: wallet?.address ?? null,
  };
}

/** Exchange rates are prices: shown with at most 8 decimals, trailing zeros dropped. */
export const rateText = (rate: string): string => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

export const exchangeView = (row: ExchangeRow): ExchangeRecord => ({
  id: row.id,
  orderNo: row.orderNo,
  from: row.from as Currency,
  to: row.to as Currency,
  amount: roundMoney(row.amount, row.from as Currency),
  rate: rateText(row.rate),
  fee: roundMoney(row.fee, row.to as Currency),
  received: roundMoney(row.received, row.to as Currency),
  createdAt: toApiTime(row.createdAt),
});
