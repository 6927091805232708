import { toEpochMs } from '../format/date-time.ts';
import type { ReviewStatus } from '../status/statuses.ts';

/** The three kinds of fund records (api.md §4.4 `funds/records` kind), the tabs of the records screen. */
export const recordKinds = ['deposit', 'withdrawal', 'ledger'] as const;
export type RecordKind = (typeof recordKinds)[number];

export function isRecordKind(value: unknown): value is RecordKind {
  return typeof value === 'string' && (recordKinds as readonly string[]).includes(value);
}

/**
 * The stated processing time of deposits and withdrawals (specification §9: within 24 hours,
 * arriving by the next working day; api.md §7 C3: a promise shown to the user, not an API rule).
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

/** The review step and the outcome step by the record's status. */
const reviewSteps: Record<ReviewStatus, readonly [review: TrackerStepStatus, outcome: TrackerStepStatus]> = {
  pending: ['current', 'upcoming'],
  approved: ['done', 'done'],
  rejected: ['done', 'failed'],
};

/**
 * The steps of a reviewed record (api.md §3: pending → approved / rejected by an operator):
 * submitted → in review → paid out / credited, or rejected at the last step; each with the
 * time it happened (the request, then the review; none while pending).
 */
export function reviewTracker(record: {
  status: ReviewStatus;
  createdAt: string;
  reviewedAt: string | null;
}): TrackerStep[] {
  const [review, outcome] = reviewSteps[record.status];
  const reviewedAt = record.status === 'pending' ? null : record.reviewedAt;
  return [
    { key: 'submitted', status: 'done', at: record.createdAt },
    { key: 'review', status: review, at: reviewedAt },
    { key: 'outcome', status: outcome, at: reviewedAt },
  ];
}
