import type { Db, Tx } from '../db/open.ts';
import { isUniqueViolation } from '../lib/dbErrors.ts';
import type { AccountLock } from './accountLock.ts';

/**
 * One money-moving rid call (a deposit, a withdrawal, an exchange, an order, a subscription).
 * The record it makes keeps its request id, unique per account, so that a retry whose first
 * answer was lost (even across a crash, when the idempotency store has forgotten the call) gets
 * the record the first call made instead of making another.
 */
export interface IdempotentWrite<Plan, Row, Result> {
  accountId: string;
  /** The record this account's call with the request id already made, if any. */
  find: () => Promise<Row | undefined>;
  /** The rules in the endpoint's check order (throws the first failure); returns what to store. */
  validate: () => Promise<Plan>;
  /** Writes the record and its ledger entries, all in the one transaction it is given. */
  store: (tx: Tx, plan: Plan) => Promise<Row | undefined>;
  view: (row: Row) => Result;
  /**
   * A unique violation that is not this request's record, say the one pending deposit an account
   * may have: what to throw instead. Without it the violation is rethrown (`system.busy`).
   */
  onConflict?: (error: unknown) => never;
}

/**
 * Runs a write under the account lock: an earlier record of the request id → its view; else
 * validate → one transaction (record + ledger) → the new record's view. When the insert hits a
 * unique violation because another process stored the same request id in between (the lock is
 * per process), the stored record is replayed, so the call has exactly one effect either way.
 */
export async function idempotentWrite<Plan, Row, Result>(
  deps: { db: Db; accountLock: AccountLock },
  write: IdempotentWrite<Plan, Row, Result>,
): Promise<Result> {
  return deps.accountLock.run(write.accountId, async () => {
    const done = await write.find();
    if (done) return write.view(done);
    const plan = await write.validate();
    try {
      const row = await deps.db.transaction((tx) => write.store(tx, plan));
      if (!row) throw new Error('record not stored');
      return write.view(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await write.find();
      if (again) return write.view(again);
      write.onConflict?.(error);
      throw error;
    }
  });
}
