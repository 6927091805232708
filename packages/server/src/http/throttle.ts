import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { requestMarks } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * The "too frequent" rule (api.md §1.5): the same write path for the same principal within
 * 2 s → `request.tooFrequent`. The marks live in PostgreSQL (`request_marks`), so the rule holds
 * across every process serving the database: a claim is one conditional upsert, which exactly
 * one of any number of concurrent requests wins. A claim is given back when the write fails for
 * an ordinary reason, so that fixing a typo and resubmitting at once is not refused — but never
 * after a wrong secret (routes.ts), so the throttle cannot be reset by guessing.
 */
export class WriteThrottle {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #windowMs: number;

  constructor(db: Db, clock: Clock, windowMs: number) {
    this.#db = db;
    this.#clock = clock;
    this.#windowMs = windowMs;
  }

  /** Returns a release function, or null when the key was used less than the window ago. */
  async claim(key: string): Promise<(() => Promise<void>) | null> {
    const now = this.#clock.now();
    const windowStart = new Date(now.getTime() - this.#windowMs).toISOString();
    const claimed = await this.#db
      .insert(requestMarks)
      .values({ key, at: now })
      .onConflictDoUpdate({
        target: requestMarks.key,
        set: { at: now },
        // A mark from the future (a clock set back) does not block either.
        setWhere: sql`${requestMarks.at} <= ${windowStart}::timestamptz or ${requestMarks.at} > ${now.toISOString()}::timestamptz`,
      })
      .returning({ key: requestMarks.key });
    if (claimed.length === 0) return null;
    // The mark it replaced was outside the window, so dropping this one restores the same state.
    return async () => {
      await this.#db.delete(requestMarks).where(and(eq(requestMarks.key, key), eq(requestMarks.at, now)));
    };
  }
}
