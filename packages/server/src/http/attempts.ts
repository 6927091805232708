import { inArray, sql } from 'drizzle-orm';
import { attemptBlockedUntil, attemptPolicies, isLockingFailure, type AttemptSecret } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { attemptCounters } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { sqlRows } from '../lib/sqlRows.ts';
import { ApiError } from './envelope.ts';

/** One counter an attempt is charged to: a secret's policy and whose attempts they are. */
export interface AttemptEntry {
  secret: AttemptSecret;
  subject: string;
  /** On success: true forgets the subject's failures (it proved the secret), false only takes back this charge. */
  clearOnSuccess: boolean;
}

export interface Attempt {
  /** True when this attempt's charge locked one of its subjects out (tell the user). */
  locked: boolean;
  /** Until when the lock-out lasts, when `locked`. */
  lockedUntil: Date | null;
  /** The secret was right: take the charge back (or forget the failures). */
  succeed(): Promise<void>;
}

const keyOf = (entry: AttemptEntry) => `${entry.secret}:${entry.subject}`;

/** `request.tooFrequent` with the instant the caller may try again (the app shows it). */
export const tooFrequentUntil = (until: Date) =>
  new ApiError('error.request.tooFrequent', { until: until.toISOString() });

/**
 * Guessing brakes for secrets (domain attemptPolicies), in PostgreSQL so that the limit holds
 * across every process. Every check is charged as a failure before the secret is verified — in
 * one transaction that locks the counters' rows, so parallel guesses are counted one by one —
 * and taken back when it proves right. A subject that must wait is refused before anything is
 * verified: `request.tooFrequent` with `{ until }`.
 */
export class AttemptCounters {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async begin(entries: readonly AttemptEntry[]): Promise<Attempt> {
    const now = this.#clock.now();
    const nowMs = now.getTime();
    // One order for every caller, so two transactions never wait for each other's rows.
    const sorted = [...entries].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    const charged = await this.#db.transaction(
      async (tx): Promise<{ blockedUntil: number } | { lockedUntil: number | null }> => {
        await tx
          .insert(attemptCounters)
          .values(sorted.map((entry) => ({ key: keyOf(entry), failures: 0, windowStart: now, blockedUntil: null })))
          .onConflictDoNothing();
        const rows = await sqlRows<{
          key: string;
          failures: number;
          window_start: string | Date;
          blocked_until: string | Date | null;
        }>(
          tx,
          sql`select key, failures, window_start, blocked_until from attempt_counters
            where key in (${sql.join(
              sorted.map((entry) => sql`${keyOf(entry)}`),
              sql`, `,
            )})
            order by key for update`,
        );
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const waits = rows
          .map((row) => (row.blocked_until === null ? 0 : new Date(row.blocked_until).getTime()))
          .filter((until) => until > nowMs);
        if (waits.length > 0) return { blockedUntil: Math.max(...waits) };
        let lockedUntil: number | null = null;
        for (const entry of sorted) {
          const policy = attemptPolicies[entry.secret];
          const row = byKey.get(keyOf(entry));
          const windowStartMs = row ? new Date(row.window_start).getTime() : nowMs;
          const fresh = nowMs - windowStartMs >= policy.windowMs || windowStartMs > nowMs;
          const failures = (fresh ? 0 : (row?.failures ?? 0)) + 1;
          const until = attemptBlockedUntil(failures, nowMs, policy);
          if (isLockingFailure(failures, policy)) lockedUntil = Math.max(lockedUntil ?? 0, until ?? nowMs);
          await tx
            .update(attemptCounters)
            .set({
              failures,
              windowStart: fresh ? now : new Date(windowStartMs),
              blockedUntil: until === null ? null : new Date(until),
            })
            .where(sql`${attemptCounters.key} = ${keyOf(entry)}`);
        }
        return { lockedUntil };
      },
    );
    if ('blockedUntil' in charged) throw tooFrequentUntil(new Date(charged.blockedUntil));
    return {
      locked: charged.lockedUntil !== null,
      lockedUntil: charged.lockedUntil === null ? null : new Date(charged.lockedUntil),
      succeed: () => this.#succeed(sorted),
    };
  }

  async #succeed(entries: readonly AttemptEntry[]): Promise<void> {
    const cleared = entries.filter((entry) => entry.clearOnSuccess).map(keyOf);
    const refunded = entries.filter((entry) => !entry.clearOnSuccess).map(keyOf);
    if (cleared.length > 0) await this.#db.delete(attemptCounters).where(inArray(attemptCounters.key, cleared));
    if (refunded.length > 0) {
      await this.#db
        .update(attemptCounters)
        .set({ failures: sql`greatest(${attemptCounters.failures} - 1, 0)`, blockedUntil: null })
        .where(inArray(attemptCounters.key, refunded));
    }
  }
}
