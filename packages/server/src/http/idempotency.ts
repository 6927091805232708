import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { serverDefaults } from '@broker/domain';
import { PROCESS_ID, processApplicationName, type Db } from '../db/open.ts';
import { sqlRows } from '../lib/sqlRows.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { ApiError } from './envelope.ts';

/**
 * Idempotent rid calls (api.md §1.5): (principal, path, requestId) → the stored answer for 24 h.
 * The first request inserts a pending row (the primary key makes exactly one of any number of
 * concurrent requests the owner) and runs; the others wait for its answer. Same body → the
 * stored answer, no second effect; another body → `request.idConflict`. Only successes are
 * stored: a failed write had no effect, so a retry with the same id runs again (and may succeed
 * once, say, a busy funds lock is free).
 */
export type Begin =
  | { kind: 'owner'; finish(response: unknown): Promise<void>; abandon(): Promise<void> }
  | { kind: 'replay'; response: unknown };

const WAIT_STEP_MS = 25;
const WAIT_MAX_MS = 15_000;
const TTL_MS = serverDefaults.idempotencyHours * 60 * 60 * 1000;
/** A "still running" mark older than this belongs to a process that died (no call runs this long). */
const STALE_MS = 2 * WAIT_MAX_MS;

export const bodyHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export class IdempotencyStore {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #kind: 'pglite' | 'postgres';
  #lastSweep = 0;

  constructor(db: Db, clock: Clock, kind: 'pglite' | 'postgres' = 'pglite') {
    this.#db = db;
    this.#clock = clock;
    this.#kind = kind;
  }

  /**
   * Whether the process that left a mark still runs (issue #31). The embedded database has one
   * process: a mark of another is a dead one's. On PostgreSQL a live process has connections
   * named after it. An old mark without an owner falls back on its age.
   */
  async #ownerGone(owner: string | null, createdAt: Date, nowMs: number): Promise<boolean> {
    if (owner === null) return nowMs - createdAt.getTime() > STALE_MS;
    if (owner === PROCESS_ID) return false;
    if (this.#kind === 'pglite') return true;
    const rows = await sqlRows<{ alive: number }>(
      this.#db,
      sql`select 1 as alive from pg_stat_activity where application_name = ${processApplicationName(owner)} limit 1`,
    );
    return rows.length === 0;
  }

  async begin(principal: string, path: string, requestId: string, body: unknown): Promise<Begin> {
    const hash = bodyHash(body);
    const key = and(
      eq(idempotencyKeys.principal, principal),
      eq(idempotencyKeys.path, path),
      eq(idempotencyKeys.requestId, requestId),
    );
    await this.#sweep();
    const started = Date.now();
    for (;;) {
      const now = this.#clock.now();
      // One statement: the new mark, or one over an answer older than 24 h (forgotten: the id
      // may be used again); nothing when the id's mark or answer is younger.
      const inserted = await this.#db
        .insert(idempotencyKeys)
        .values({ principal, path, requestId, bodyHash: hash, response: null, createdAt: now, owner: PROCESS_ID })
        .onConflictDoUpdate({
          target: [idempotencyKeys.principal, idempotencyKeys.path, idempotencyKeys.requestId],
          set: { bodyHash: hash, response: null, createdAt: now, owner: PROCESS_ID },
          setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - TTL_MS)),
        })
        .returning({ requestId: idempotencyKeys.requestId });
      if (inserted.length > 0) {
        return {
          kind: 'owner',
          finish: async (response) => {
            await this.#db.update(idempotencyKeys).set({ response }).where(key);
          },
          abandon: async () => {
            await this.#db.delete(idempotencyKeys).where(and(key, isNull(idempotencyKeys.response)));
          },
        };
      }
      const [existing] = await this.#db.select().from(idempotencyKeys).where(key);
      if (existing) {
        if (existing.bodyHash !== hash) throw new ApiError('error.request.idConflict', { field: 'requestId' });
        if (existing.response !== null) return { kind: 'replay', response: existing.response };
        // A mark whose process died mid-call (SIGKILL, a restart): the retry takes the call over
        // at once; the write's own record (its request id) makes it answer what the first did.
        if (await this.#ownerGone(existing.owner, existing.createdAt, now.getTime())) {
          await this.#db
            .delete(idempotencyKeys)
            .where(and(key, isNull(idempotencyKeys.response), eq(idempotencyKeys.createdAt, existing.createdAt)));
          continue;
        }
      }
      // The first request is still running (or just failed and left): wait, then look again.
      if (Date.now() - started > WAIT_MAX_MS) throw new ApiError('error.system.busy');
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  /** Drops answers older than 24 h, at most once a minute. */
  async #sweep(): Promise<void> {
    const now = this.#clock.now().getTime();
    if (Math.abs(now - this.#lastSweep) < 60_000) return;
    this.#lastSweep = now;
    await this.#db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - TTL_MS)));
  }
}

/**
 * At start-up: rows without an answer older than any call could run belong to requests of a
 * process that died mid-call (newer ones may be another live process's). The funds records
 * carry their requestId (unique per account), so a retry of such a call finds the record it
 * made instead of making another; here only the stale "still running" marks go. begin() also
 * takes over a stale mark it meets, so a process killed mid-call never blocks a retry for long.
 */
export async function clearUnfinishedRequests(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(isNull(idempotencyKeys.response), lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_MS))));
}
