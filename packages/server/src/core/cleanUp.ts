import fs from 'node:fs/promises';
import path from 'node:path';
import { lt, sql } from 'drizzle-orm';
import { serverDefaults } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { attemptCounters, idempotencyKeys, rateWindows, requestMarks } from '../db/schema.ts';
import { sqlRows } from '../lib/sqlRows.ts';
import { DAY_MS } from '../lib/time.ts';
import type { TimedSource } from '../timed/registry.ts';

/** Where a record keeps an upload's path: an upload none of them names is "unattached". */
export interface UploadReference {
  table: string;
  column: string;
}

const HOUR_MS = 60 * 60 * 1000;
/** How often the sweep cleans up: the rows it deletes are hours old. */
export const CLEAN_UP_EVERY_MS = 10 * 60 * 1000;

/**
 * The core clean-up, a source of the one sweep (timed/sweeper.ts) that belongs to no account:
 * expired request marks, attempt counters whose window and wait are over, old rate windows,
 * answers of rid calls older than 24 h, and uploads no record refers to after a day (the rows in a
 * transaction, then their files). Slices that store upload paths say where (`referenceUploads`)
 * when they register, instead of a list here that names them.
 */
export class CleanUp {
  readonly #references: UploadReference[] = [{ table: 'accounts', column: 'avatar' }];
  readonly #db: Db;
  readonly #uploadsDir: string;

  constructor(db: Db, uploadsDir: string) {
    this.#db = db;
    this.#uploadsDir = uploadsDir;
  }

  /** Columns of a slice's tables that keep upload paths (`/uploads/<purpose>/<file>`). */
  referenceUploads(...references: UploadReference[]): void {
    this.#references.push(...references);
  }

  get references(): readonly UploadReference[] {
    return this.#references;
  }

  /** The clean-up as a timed source: first of all, every ten minutes. */
  source(): TimedSource {
    return {
      slice: 'core',
      order: 0,
      everyMs: CLEAN_UP_EVERY_MS,
      sweep: async (_db, nowMs) => void (await this.run(nowMs)),
    };
  }

  /** One clean-up at `nowMs`; answers how many uploads it deleted. */
  async run(nowMs: number): Promise<{ uploadsDeleted: number }> {
    const now = new Date(nowMs);
    const removed = await this.#db.transaction(async (tx) => {
      // A bucket untouched this long is full again: its row says nothing a new one would not.
      const fullAgainMs = Math.max(
        serverDefaults.rateLimitMs,
        serverDefaults.writeBurst.size * serverDefaults.writeBurst.refillMs,
      );
      await tx.delete(requestMarks).where(lt(requestMarks.at, new Date(nowMs - fullAgainMs)));
      const longestWindow = Math.max(DAY_MS, serverDefaults.publicRateLimit.windowMs);
      await tx.delete(attemptCounters).where(
        sql`${attemptCounters.windowStart} < ${new Date(nowMs - longestWindow).toISOString()}::timestamptz
            and (${attemptCounters.blockedUntil} is null or ${attemptCounters.blockedUntil} < ${now.toISOString()}::timestamptz)`,
      );
      await tx.delete(rateWindows).where(lt(rateWindows.windowStart, new Date(nowMs - DAY_MS)));
      await tx
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(nowMs - serverDefaults.idempotencyHours * HOUR_MS)));
      const cutoff = new Date(nowMs - serverDefaults.upload.unattachedHours * HOUR_MS).toISOString();
      const referenced = this.#references.map(
        ({ table, column }) =>
          sql`exists (select 1 from ${sql.identifier(table)} r where r.${sql.identifier(column)} = u.path)`,
      );
      return sqlRows<{ purpose: string; path: string }>(
        tx,
        sql`delete from uploads u where u.created_at < ${cutoff}::timestamptz
            and not (${sql.join(referenced, sql` or `)}) returning u.purpose, u.path`,
      );
    });
    for (const row of removed) {
      const file = path.basename(row.path);
      await fs.rm(path.join(this.#uploadsDir, row.purpose, file), { force: true });
    }
    return { uploadsDeleted: removed.length };
  }
}
