import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { requestMarks } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

/** A bucket of submissions: `size` at once, then one more every `refillMs`. */
export interface BurstPolicy {
  size: number;
  refillMs: number;
}

/** A claim: its give-back (the write failed for an ordinary reason), or until when the key must wait. */
export type ThrottleClaim = { release: () => Promise<void> } | { until: Date };

/** Float noise of the refill (1 − 1e-12 tokens) is a whole token. */
const EPSILON = 1e-9;

/**
 * The "too frequent" rule (api.md §1.5), as a burst allowance (issue #31, item 2): per key (an
 * account and a write path), `size` submissions at once, then one every `refillMs`; the refusal
 * says until when to wait. A user who closes five positions in a falling market closes them at
 * once; a script that hammers an endpoint gets one a second. The buckets live in PostgreSQL
 * (`request_marks`), so the rule holds across every process: a claim is one conditional upsert,
 * which takes a token only when one is there, whatever the concurrency. A claim is given back when
 * the write fails for an ordinary reason, so that fixing a typo and resubmitting is not counted —
 * but never after a wrong secret (routes.ts), so the brake of a secret cannot be reset by guessing.
 * A retry with the same request id is answered before the throttle (idempotency), so it never
 * counts twice.
 */
export class WriteThrottle {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Takes a token of `key`'s bucket, or says until when there is none. */
  async claim(key: string, policy: BurstPolicy): Promise<ThrottleClaim> {
    const now = this.#clock.now();
    const nowText = now.toISOString();
    // The tokens at `now`: those left at the last claim and those the time since brought, up to the
    // size; a mark from the future (a clock set back) counts as a full bucket.
    const refilled = sql`case when ${requestMarks.at} > ${nowText}::timestamptz then ${policy.size}::float8
      else least(${policy.size}::float8, ${requestMarks.tokens}
        + extract(epoch from (${nowText}::timestamptz - ${requestMarks.at})) * 1000 / ${policy.refillMs}::float8) end`;
    const claimed = await this.#db
      .insert(requestMarks)
      .values({ key, at: now, tokens: policy.size - 1 })
      .onConflictDoUpdate({
        target: requestMarks.key,
        set: { at: now, tokens: sql`${refilled} - 1` },
        setWhere: sql`${refilled} >= ${1 - EPSILON}`,
      })
      .returning({ key: requestMarks.key });
    if (claimed.length > 0) {
      return {
        release: async () => {
          await this.#db
            .update(requestMarks)
            .set({ tokens: sql`least(${policy.size}::float8, ${requestMarks.tokens} + 1)` })
            .where(eq(requestMarks.key, key));
        },
      };
    }
    const [mark] = await this.#db
      .select({ tokens: sql<number>`${refilled}` })
      .from(requestMarks)
      .where(eq(requestMarks.key, key));
    const missing = Math.max(0, 1 - Number(mark?.tokens ?? 0));
    return { until: new Date(now.getTime() + Math.ceil(missing * policy.refillMs)) };
  }
}
