import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { rateWindows } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { tooFrequentUntil } from './attempts.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window rate limits in PostgreSQL (`rate_windows`), so that a limit holds across every
 * process: each hit is one upsert that counts it; past `max` in the window the call is refused
 * with `request.tooFrequent` and `{ until }` (the window's end). Old windows are swept.
 */
export class RateLimiter {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Counts one hit of `key`; throws `request.tooFrequent` past the limit. */
  async hit(key: string, limit: RateLimit): Promise<void> {
    const nowMs = this.#clock.now().getTime();
    const windowStart = new Date(Math.floor(nowMs / limit.windowMs) * limit.windowMs);
    const [row] = await this.#db
      .insert(rateWindows)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateWindows.key, rateWindows.windowStart],
        set: { count: sql`${rateWindows.count} + 1` },
      })
      .returning({ count: rateWindows.count });
    if ((row?.count ?? 0) > limit.max) throw tooFrequentUntil(new Date(windowStart.getTime() + limit.windowMs));
  }
}
