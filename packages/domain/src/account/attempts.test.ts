import { describe, expect, it } from 'vitest';
import { attemptBlockedUntil, attemptPolicies, isLockingFailure, type AttemptPolicy } from './attempts.ts';

const policy: AttemptPolicy = { free: 2, baseDelayMs: 1000, maxDelayMs: 5000, lockAt: 6, lockMs: 60_000, windowMs: 1 };

describe('attemptBlockedUntil', () => {
  it('lets the free failures pass, then doubles the wait up to its cap, then locks', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => attemptBlockedUntil(failures, 0, policy))).toEqual([
      null,
      null,
      1000,
      2000,
      4000,
      60_000,
      60_000,
    ]);
    expect(attemptBlockedUntil(5, 0, { ...policy, maxDelayMs: 3000 })).toBe(3000);
  });

  it('never locks a subject whose policy only slows down', () => {
    const slowOnly = { ...policy, lockAt: null };
    expect(attemptBlockedUntil(1000, 10, slowOnly)).toBe(5010);
    expect(isLockingFailure(1000, slowOnly)).toBe(false);
  });

  it('says which failure locks', () => {
    expect(isLockingFailure(5, policy)).toBe(false);
    expect(isLockingFailure(6, policy)).toBe(true);
    expect(isLockingFailure(7, policy)).toBe(false);
  });

  it('locks the fund password after six failures for an hour', () => {
    expect(attemptBlockedUntil(6, 0, attemptPolicies.fundPassword)).toBe(3_600_000);
  });
});
