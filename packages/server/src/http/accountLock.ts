import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { accountLocks } from '../db/schema.ts';
import { ApiError } from './envelope.ts';

/** A holder that died keeps the lock at most this long (any call ends well within it: the app gives up after 10 s). */
export const ACCOUNT_LOCK_LEASE_MS = 30_000;
const WAIT_STEP_MS = 20;

/**
 * The account lock (api.md §1.5 "funds lock"): one money-moving call per account at a time,
 * whichever slice makes it (deposits, withdrawals, exchanges, operator decisions, and trading's
 * orders, subscriptions), so that two calls never check the same balance at once — across every
 * process serving the database: the lock is a row of `account_locks`, taken by one conditional
 * upsert and deleted when the call ends. It is a lease on the database's clock, so a process
 * killed while holding it (SIGKILL) blocks the account for at most ACCOUNT_LOCK_LEASE_MS. The
 * row lock of `ledger.post` (`SELECT … FOR UPDATE` on the wallet) still guards every balance.
 *
 * On the embedded database, which one process owns, the lock is a set in that process instead
 * (two queries fewer on every money-moving call; a crash forgets it with everything else).
 *
 * Users get `funds.busy` at once; operators (reviews, adjustments) wait a little for the user's
 * call to finish, since their decision should not fail because the user is active.
 */
export class AccountLock {
  readonly #db: Db;
  /** The accounts locked by this process, when no other process can reach the database. */
  readonly #local: Set<string> | null;
  #held = 0;

  constructor(db: Db, options: { shared: boolean } = { shared: true }) {
    this.#db = db;
    this.#local = options.shared ? null : new Set();
  }

  /** Runs `work` holding the account's lock; `funds.busy` when it is held (after waiting up to `waitMs`). */
  async run<T>(accountId: string, work: () => Promise<T>, waitMs = 0): Promise<T> {
    const holder = randomUUID();
    const started = Date.now();
    while (!(await this.#take(accountId, holder))) {
      if (Date.now() - started >= waitMs) throw new ApiError('error.funds.busy');
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
    this.#held += 1;
    try {
      return await work();
    } finally {
      this.#held -= 1;
      if (this.#local) this.#local.delete(accountId);
      // Should the release fail, the lease ends by itself.
      else
        await this.#db
          .delete(accountLocks)
          .where(and(eq(accountLocks.accountId, accountId), eq(accountLocks.holder, holder)))
          .catch(() => undefined);
    }
  }

  async #take(accountId: string, holder: string): Promise<boolean> {
    if (this.#local) {
      if (this.#local.has(accountId)) return false;
      this.#local.add(accountId);
      return true;
    }
    const expiresAt = sql`clock_timestamp() + ${`${ACCOUNT_LOCK_LEASE_MS} milliseconds`}::interval`;
    const taken = await this.#db
      .insert(accountLocks)
      .values({ accountId, holder, expiresAt })
      .onConflictDoUpdate({
        target: accountLocks.accountId,
        set: { holder, expiresAt },
        setWhere: sql`${accountLocks.expiresAt} < clock_timestamp()`,
      })
      .returning({ holder: accountLocks.holder });
    return taken.length > 0;
  }

  /** Locks this process holds now. */
  get size(): number {
    return this.#held;
  }
}
