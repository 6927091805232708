import fs from 'node:fs/promises';
import path from 'node:path';
import { lt, sql } from 'drizzle-orm';
import { serverDefaults } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { attemptCounters, idempotencyKeys, rateWindows, requestMarks } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { sqlRows } from '../lib/sqlRows.ts';
import { DAY_MS } from '../lib/time.ts';

/**
 * Where records keep upload paths: an upload none of these names is "unattached" and is deleted
 * a day after it was made (issue #16). A slice that stores upload paths adds its columns here.
 */
export const uploadReferences: readonly { table: string; column: string }[] = [
  { table: 'accounts', column: 'avatar' },
  { table: 'real_names', column: 'front_image' },
  { table: 'real_names', column: 'back_image' },
  { table: 'deposits', column: 'proof_image' },
  { table: 'wallet_addresses', column: 'qr_image' },
  { table: 'support_messages', column: 'image' },
];

/** Any number of processes may start sweeps; this advisory lock lets one at a time run them. */
const SWEEP_LOCK = 0x5e_ee_b0;
const HOUR_MS = 60 * 60 * 1000;

export interface SweepResult {
  /** False when another process was sweeping. */
  ran: boolean;
  uploadsDeleted: number;
}

/**
 * The background clean-up, one runner at a time across every process (a transaction-scoped
 * advisory lock): expired request marks, attempt counters whose window and wait are over, old
 * rate windows, answers of rid calls older than 24 h, and uploads no record refers to after a
 * day (the rows in the transaction, then their files).
 */
export async function runSweeps(db: Db, clock: Clock, uploadsDir: string): Promise<SweepResult> {
  const now = clock.now();
  const nowMs = now.getTime();
  const removed = await db.transaction(async (tx) => {
    const [lock] = await sqlRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    await tx.delete(requestMarks).where(lt(requestMarks.at, new Date(nowMs - serverDefaults.rateLimitMs)));
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
    const referenced = uploadReferences.map(
      ({ table, column }) =>
        sql`exists (select 1 from ${sql.identifier(table)} r where r.${sql.identifier(column)} = u.path)`,
    );
    return sqlRows<{ purpose: string; path: string }>(
      tx,
      sql`delete from uploads u where u.created_at < ${cutoff}::timestamptz
          and not (${sql.join(referenced, sql` or `)}) returning u.purpose, u.path`,
    );
  });
  if (removed === null) return { ran: false, uploadsDeleted: 0 };
  for (const row of removed) {
    const file = path.basename(row.path);
    await fs.rm(path.join(uploadsDir, row.purpose, file), { force: true });
  }
  return { ran: true, uploadsDeleted: removed.length };
}

/** Runs the sweeps every `everyMs` (and once soon after start); returns a stop function. */
export function startSweeper(
  db: Db,
  clock: Clock,
  uploadsDir: string,
  onError: (error: unknown) => void,
  everyMs = 10 * 60 * 1000,
): () => void {
  const sweep = () => void runSweeps(db, clock, uploadsDir).catch(onError);
  const first = setTimeout(sweep, 5_000);
  const timer = setInterval(sweep, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
