import { ApiError } from './envelope.ts';

/**
 * The account lock (api.md §1.5 "funds lock"): one money-moving call per account at a time,
 * whichever slice makes it (deposits, withdrawals, exchanges, operator decisions, and trading's
 * orders to come), so that two calls never check the same balance at once. The embedded server
 * is one process, so a map in memory decides; the row lock of `ledger.post` keeps a PostgreSQL
 * deployment with several processes correct (it would only lose the early `funds.busy`).
 *
 * Users get `funds.busy` at once; operators (reviews, adjustments) wait a little for the user's
 * call to finish, since their decision should not fail because the user is active.
 */
export class AccountLock {
  readonly #held = new Set<string>();
  readonly #waiters = new Map<string, (() => void)[]>();

  /** Runs `work` holding the account's lock; `funds.busy` when it is held (after waiting up to `waitMs`). */
  async run<T>(accountId: string, work: () => Promise<T>, waitMs = 0): Promise<T> {
    if (this.#held.has(accountId)) {
      // A waiter that is woken owns the lock already: it was handed over, never released in between.
      if (waitMs <= 0 || !(await this.#wait(accountId, waitMs))) throw new ApiError('error.funds.busy');
    } else {
      this.#held.add(accountId);
    }
    try {
      return await work();
    } finally {
      const queue = this.#waiters.get(accountId);
      const next = queue?.shift();
      if (queue?.length === 0) this.#waiters.delete(accountId);
      if (next) next();
      else this.#held.delete(accountId);
    }
  }

  /** True when the lock was handed over within `waitMs`. */
  #wait(accountId: string, waitMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const queue = this.#waiters.get(accountId) ?? [];
      this.#waiters.set(accountId, queue);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const index = queue.indexOf(wake);
        if (index >= 0) queue.splice(index, 1);
        if (queue.length === 0 && this.#waiters.get(accountId) === queue) this.#waiters.delete(accountId);
        resolve(false);
      }, waitMs);
      queue.push(wake);
    });
  }

  get size(): number {
    return this.#held.size;
  }
}
