/**
 * Guessing brakes for secrets (login password, fund password, channel password, operator key):
 * every check of a secret counts as a failure until it proves right (charged first, refunded on
 * success, so a burst of parallel guesses is counted in full). After `free` failures in the
 * window each further one waits twice as long as the last (from `baseDelayMs` up to
 * `maxDelayMs`); at `lockAt` the subject is locked out for `lockMs`. The server keeps the
 * counters (one per subject, shared by every process); the rules are here.
 */
export interface AttemptPolicy {
  /** Failures in the window that cost nothing. */
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The failure that locks the subject out; null: never locked, only slowed down. */
  lockAt: number | null;
  lockMs: number;
  /** Failures older than this are forgotten (the count starts again). */
  windowMs: number;
}

const MINUTE = 60_000;

/** The brakes of each secret (README "Security"). */
export const attemptPolicies = {
  /**
   * Login failures of one account from one client address: the sixth try within 15 minutes waits
   * (api.md §1.5: 5 failed logins → `request.tooFrequent`), then slower, locked at the tenth.
   */
  loginPair: { free: 4, baseDelayMs: 1000, maxDelayMs: 30_000, lockAt: 10, lockMs: 15 * MINUTE, windowMs: 15 * MINUTE },
  /**
   * Login failures of one account from anywhere: only slowed (never locked), so that strangers
   * cannot lock an account out by guessing wrong on purpose.
   */
  loginAccount: { free: 5, baseDelayMs: 1000, maxDelayMs: 30_000, lockAt: null, lockMs: 0, windowMs: 15 * MINUTE },
  /** Login failures from one client address, whatever the accounts (credential stuffing). */
  loginAddress: {
    free: 20,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    lockAt: 100,
    lockMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
  /** The fund password, every check of it (its change, withdrawals, purchases): locked for an hour. */
  fundPassword: {
    free: 2,
    baseDelayMs: 2000,
    maxDelayMs: 60_000,
    lockAt: 6,
    lockMs: 60 * MINUTE,
    windowMs: 24 * 60 * MINUTE,
  },
  /** A deposit channel's password, per account. */
  channelPassword: {
    free: 2,
    baseDelayMs: 2000,
    maxDelayMs: 60_000,
    lockAt: 6,
    lockMs: 60 * MINUTE,
    windowMs: 24 * 60 * MINUTE,
  },
  /** A block offer's invitation key, per account (every offer's): slowed after 3, locked for an hour at 10. */
  invitationKey: {
    free: 3,
    baseDelayMs: 2000,
    maxDelayMs: 60_000,
    lockAt: 10,
    lockMs: 60 * MINUTE,
    windowMs: 24 * 60 * MINUTE,
  },
  /** Wrong operator keys from one client address. */
  adminKey: { free: 5, baseDelayMs: 1000, maxDelayMs: 30_000, lockAt: 20, lockMs: 15 * MINUTE, windowMs: 15 * MINUTE },
} as const satisfies Record<string, AttemptPolicy>;
export type AttemptSecret = keyof typeof attemptPolicies;

/**
 * Until when a subject with `failures` failures in the window (the one just counted included)
 * must wait before the next check, or null when it need not wait.
 */
export function attemptBlockedUntil(failures: number, nowMs: number, policy: AttemptPolicy): number | null {
  if (policy.lockAt !== null && failures >= policy.lockAt) return nowMs + policy.lockMs;
  if (failures <= policy.free) return null;
  const doublings = Math.min(failures - policy.free - 1, 30);
  return nowMs + Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** True when the failure just counted is the one that locks the subject out (the moment to tell the user). */
export const isLockingFailure = (failures: number, policy: AttemptPolicy): boolean =>
  policy.lockAt !== null && failures === policy.lockAt;
