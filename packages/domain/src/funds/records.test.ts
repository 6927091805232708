import { describe, expect, it } from 'vitest';
import { isRecordKind, processingDeadline, recordKinds, reviewTracker } from './records.ts';

describe('reviewTracker', () => {
  const base = { createdAt: '2025-04-20T07:30:00Z', reviewedAt: null };

  it('is submitted, in review and waiting while pending', () => {
    expect(reviewTracker({ ...base, status: 'pending' }).map((step) => [step.key, step.status, step.at])).toEqual([
      ['submitted', 'done', base.createdAt],
      ['review', 'current', null],
      ['outcome', 'upcoming', null],
    ]);
  });

  it('ends done when approved and failed when rejected, at the review time', () => {
    const reviewedAt = '2025-04-20T10:00:00Z';
    expect(reviewTracker({ ...base, status: 'approved', reviewedAt }).map((step) => step.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
    const rejected = reviewTracker({ ...base, status: 'rejected', reviewedAt });
    expect(rejected.map((step) => step.status)).toEqual(['done', 'done', 'failed']);
    expect(rejected[2]!.at).toBe(reviewedAt);
  });
});

describe('processingDeadline', () => {
  it('is 24 hours after the request', () => {
    expect(processingDeadline('2025-04-20T07:30:00Z')).toBe(Date.parse('2025-04-21T07:30:00Z'));
    expect(processingDeadline('not a date')).toBeNaN();
  });
});

describe('record kinds', () => {
  it('are the three tabs of funds/records', () => {
    expect(recordKinds).toEqual(['deposit', 'withdrawal', 'ledger']);
    expect(isRecordKind('ledger')).toBe(true);
    expect(isRecordKind('exchange')).toBe(false);
  });
});
