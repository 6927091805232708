import type { Deposit, LedgerEntry, Withdrawal } from '@broker/contract';

/**
 * How the wallet screens show things (slices.md rule 1: what only decides what the screen looks
 * like). The rules — fund markets, record kinds, review steps, exchange quotes — are the domain's.
 */

/** Records per page (api.md §1.4 default). */
export const RECORDS_PAGE_SIZE = 20;

/** Records of the tabs: the response is a union, each kind answers with its own objects. */
export type FundRecord = Deposit | Withdrawal | LedgerEntry;
export const isDeposit = (record: FundRecord): record is Deposit => 'channelId' in record;
export const isWithdrawal = (record: FundRecord): record is Withdrawal => 'method' in record;
export const isLedgerEntry = (record: FundRecord): record is LedgerEntry => 'balanceAfter' in record;

/** Reviewed records: a deposit or a withdrawal. */
export type ReviewedRecord = Deposit | Withdrawal;

/** Where a withdrawal went, short enough for a row: a wallet address as its first 6 and last 4 characters. */
export function shortDestination(withdrawal: Pick<Withdrawal, 'method' | 'destination'>): string {
  const { method, destination } = withdrawal;
  return method === 'wallet' && destination.length > 12
    ? `${destination.slice(0, 6)}…${destination.slice(-4)}`
    : destination;
}

/** A rate in the product's number format (i18n/money.ts; the summary shows rates as well). */
export { formatRate } from '../../i18n/money.ts';
