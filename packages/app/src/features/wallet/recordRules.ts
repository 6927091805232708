import type { Deposit, LedgerEntry, Withdrawal } from '@broker/contract';
import { toEpochMs, type ReviewStatus } from '@broker/domain';

/** The three tabs of the fund records (api.md §4.4 `funds/records` kind). */
export const recordKinds = ['deposit', 'withdrawal', 'ledger'] as const;
export type RecordKind = (typeof recordKinds)[number];

export function isRecordKind(value: unknown): value is RecordKind {
  return typeof value === 'string' && (recordKinds as readonly string[]).includes(value);
}

/** Records per page (api.md §1.4 default). */
export const RECORDS_PAGE_SIZE = 20;

/** Records of the tabs: the response is a union, each kind answers with its own objects. */
export type FundRecord = Deposit | Withdrawal | LedgerEntry;
export const isDeposit = (record: FundRecord): record is Deposit => 'channelId' in record;
export const isWithdrawal = (record: FundRecord): record is Withdrawal => 'method' in record;
export const isLedgerEntry = (record: FundRecord): record is LedgerEntry => 'balanceAfter' in record;

/** Reviewed records: a deposit or a withdrawal. */
export type ReviewedRecord = Deposit | Withdrawal;

/**
 * The stated processing time of deposits and withdrawals (specification §9: within 24 hours,
 * arriving by the next working day; api.md §7 C3: display copy, not an API rule).
 */
export const PROCESSING_HOURS = 24;

/** When a pending record should have been processed: createdAt + 24 h (epoch ms; NaN for a bad date). */
export function processingDeadline(createdAt: string): number {
  return toEpochMs(createdAt) + PROCESSING_HOURS * 3_600_000;
}

export type TrackerStepKey = 'submitted' | 'review' | 'outcome';
export type TrackerStepStatus = 'done' | 'current' | 'upcoming' | 'failed';

export interface TrackerStep {
  key: TrackerStepKey;
  status: TrackerStepStatus;
  /** When the step happened (ISO time), if it did. */
  at: string | null;
}

/**
 * The tracker of a reviewed record (api.md §3: pending → approved / rejected by an operator):
 * submitted → in review → paid out / credited, or rejected at the last step.
 */
export function reviewTracker(record: { status: ReviewStatus; createdAt: string; reviewedAt: string | null }) {
  const submitted: TrackerStep = { key: 'submitted', status: 'done', at: record.createdAt };
  switch (record.status) {
    case 'pending':
      return [
        submitted,
        { key: 'review', status: 'current', at: null },
        { key: 'outcome', status: 'upcoming', at: null },
      ] satisfies TrackerStep[];
    case 'approved':
      return [
        submitted,
        { key: 'review', status: 'done', at: record.reviewedAt },
        { key: 'outcome', status: 'done', at: record.reviewedAt },
      ] satisfies TrackerStep[];
    case 'rejected':
      return [
        submitted,
        { key: 'review', status: 'done', at: record.reviewedAt },
        { key: 'outcome', status: 'failed', at: record.reviewedAt },
      ] satisfies TrackerStep[];
    default:
      return record.status satisfies never;
  }
}

/** Where a withdrawal went, short enough for a row: a wallet address as its first 6 and last 4 characters. */
export function shortDestination(withdrawal: Pick<Withdrawal, 'method' | 'destination'>): string {
  const { method, destination } = withdrawal;
  return method === 'wallet' && destination.length > 12
    ? `${destination.slice(0, 6)}…${destination.slice(-4)}`
    : destination;
}
