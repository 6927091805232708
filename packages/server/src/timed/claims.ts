import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Currency } from '@broker/domain';
import type { Db, Tx } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { lockWallet, noteClaim } from '../core/ledger.ts';

/**
 * How a change that time brings (a fill, a fee, a draw, a waiver, an unlock …) is made safely
 * when a read's catch-up, another request and the background sweep may all reach the same record
 * at once. The rule, for every slice:
 *
 * 1. Read the record; decide from what was read.
 * 2. In one transaction: `claimRow` — the wallet's lock, then the record's, and the record still
 *    as it was read — before any money moves; then the ledger entries; then `guardedUpdate` from
 *    the state as read.
 * 3. Whoever finds the record changed gets `Stale`: its transaction rolls back and it reads again
 *    next time (`step` skips it for time-driven work; `unlessChanged` answers a user's call
 *    `funds.busy`, which the app may retry).
 *
 * The wallet first, as `post` takes it: one order of locks everywhere, so that no two changes of
 * one account wait for each other. It is a rule, not a habit: `guardedUpdate` and `claimInsert`
 * note their claims, and a wallet locked after one is refused under test (core/ledger.ts
 * `LockOrderError`); features take no row lock of their own (`.for('update')` is linted).
 */

/** Another process changed the record first: the caller's transaction rolls back and it reads again. */
export class Stale extends Error {
  constructor() {
    super('record changed concurrently');
  }
}

/**
 * Locks an account's wallet, then one of its rows (`asRead`: the row still in the state it was
 * read in), and throws `Stale` when the row has changed — before any money moves. A read's
 * catch-up and the sweep that meet on one row both read it unchanged; without the claim the
 * second one posted first and only its guarded update found the change: an unfreeze of an amount
 * already released broke the wallet's invariants, an error instead of `Stale`.
 */
export async function claimRow(
  tx: Tx,
  wallet: { accountId: string; currency: Currency },
  table: PgTable,
  asRead: SQL | undefined,
): Promise<void> {
  await lockWallet(tx, wallet.accountId, wallet.currency);
  const [current] = await tx
    .select({ claimed: sql<number>`1` })
    .from(table)
    .where(asRead)
    .for('update');
  if (!current) throw new Stale();
}

/** Updates a row only from the state it was read in (`asRead`); `Stale` when someone else changed it. */
export async function guardedUpdate<T extends PgTable>(
  tx: Tx,
  table: T,
  asRead: SQL | undefined,
  set: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  noteClaim(tx, getTableName(table));
  const [updated] = (await tx.update(table).set(set).where(asRead).returning()) as T['$inferSelect'][];
  if (!updated) throw new Stale();
  return updated;
}

/**
 * Claims a record by creating it — a row whose unique key says "done once" (a dividend of a
 * position and a day, say) — after the wallet's lock; `Stale` when it exists already (another
 * process booked it first). `insert` is the insert with its conflict clause and `returning`.
 */
export async function claimInsert<R>(
  tx: Tx,
  wallet: { accountId: string; currency: Currency },
  insert: () => Promise<R[]>,
): Promise<R> {
  await lockWallet(tx, wallet.accountId, wallet.currency);
  const [inserted] = await insert();
  if (!inserted) throw new Stale();
  return inserted;
}

/**
 * Runs one change in its own transaction; a change another process made first (`Stale`) is
 * skipped — the next look reads the record again. Anything else is thrown.
 */
export async function step<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T | undefined> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Stale) return undefined;
    throw error;
  }
}

/**
 * A user's change of a record that time changed first (between the call's check and its
 * transaction): `funds.busy`, the answer to a concurrent call, which the app may retry.
 */
export async function unlessChanged<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Stale) throw new ApiError('error.funds.busy');
    throw error;
  }
}
