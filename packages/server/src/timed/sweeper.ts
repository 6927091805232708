import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { sqlRows } from '../lib/sqlRows.ts';
import type { TimedRegistry, TimedSource } from './registry.ts';

/** Any number of processes may start a sweep; this advisory lock lets one at a time run it. */
export const SWEEP_LOCK = 0x5e_ee_b0;

export interface SweepResult {
  /** False when another sweep (of this process or, on PostgreSQL, of another) was running. */
  ran: boolean;
  /** Accounts brought up to date (by one source or more). */
  accounts: number;
  /** Account × source catch-ups run, and how many of them failed (each logged, the others went on). */
  units: number;
  failures: number;
  /** Milliseconds each source took in this sweep (its work of no account, its due list, its accounts). */
  msBySource: Record<string, number>;
}

export interface SweeperOptions {
  /**
   * Whether other processes may sweep the same database (PostgreSQL): then a transaction-scoped
   * advisory lock, held on its own connection for the sweep, lets one at a time run. The embedded
   * database belongs to one process, whose own flag is enough.
   */
  shared: boolean;
  onError: (error: unknown, where: { slice: string; accountId?: string }) => void;
}

/**
 * The one background sweep of the server: one timer, one lock, every registered source
 * (registry.ts) in its order. First each source's work that belongs to no account (the clean-up),
 * then every account that some source has work due for, one account at a time, its due sources in
 * their order.
 *
 * Each account × source runs as a read's catch-up does, on its own transactions, which commit as
 * they go — not as savepoints of one transaction held for the whole sweep: that held every wallet
 * it had touched locked until the last account was done (a request of the first account waited
 * for the thousandth), and on the embedded database, which has one connection, it held up every
 * request. One account's failure is reported and the others still go. Correctness never depends
 * on the lock: every change is claimed from the state it read (claims.ts), so a read and a sweep
 * that meet on a record change it once.
 */
export class Sweeper {
  readonly #db: Db;
  readonly #registry: TimedRegistry;
  readonly #options: SweeperOptions;
  /** When each source last ran in this process's sweeps (its `everyMs`). */
  readonly #lastRun = new Map<string, number>();
  #running = false;

  constructor(db: Db, registry: TimedRegistry, options: SweeperOptions) {
    this.#db = db;
    this.#registry = registry;
    this.#options = options;
  }

  /** One sweep at `nowMs`, unless one is running here or (shared) in another process. */
  async sweep(nowMs: number): Promise<SweepResult> {
    const skipped: SweepResult = { ran: false, accounts: 0, units: 0, failures: 0, msBySource: {} };
    if (this.#running) return skipped;
    this.#running = true;
    try {
      if (!this.#options.shared) return await this.#sweepLocked(nowMs);
      return await this.#db.transaction(async (tx) => {
        const [lock] = await sqlRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`,
        );
        return lock?.locked ? this.#sweepLocked(nowMs) : skipped;
      });
    } finally {
      this.#running = false;
    }
  }

  /** Sweeps every `everyMs` until the returned function is called. */
  start(everyMs: number, now: () => Date): () => void {
    const timer = setInterval(() => {
      void this.sweep(now().getTime()).catch((error: unknown) => this.#options.onError(error, { slice: 'sweep' }));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async #sweepLocked(nowMs: number): Promise<SweepResult> {
    const due = this.#registry.sources.filter((source) => this.#isDue(source, nowMs));
    for (const source of due) this.#lastRun.set(source.slice, nowMs);
    let failures = 0;
    const msBySource: Record<string, number> = {};
    const attempt = async (work: () => Promise<void>, where: { slice: string; accountId?: string }) => {
      const started = performance.now();
      try {
        await work();
      } catch (error) {
        failures += 1;
        this.#options.onError(error, where);
      } finally {
        msBySource[where.slice] = (msBySource[where.slice] ?? 0) + performance.now() - started;
      }
    };
    for (const source of due) {
      if (source.sweep) await attempt(() => source.sweep!(this.#db, nowMs), { slice: source.slice });
    }
    const accountsOf = new Map<TimedSource, ReadonlySet<string>>();
    for (const source of due) {
      if (!source.dueAccounts || !source.catchUp) continue;
      let accounts: readonly string[] = [];
      await attempt(
        async () => {
          accounts = await source.dueAccounts!(this.#db, nowMs);
        },
        { slice: source.slice },
      );
      accountsOf.set(source, new Set(accounts));
    }
    const accounts = [...new Set([...accountsOf.values()].flatMap((set) => [...set]))].sort();
    let units = 0;
    for (const accountId of accounts) {
      for (const [source, dueHere] of accountsOf) {
        if (!dueHere.has(accountId)) continue;
        units += 1;
        await attempt(() => source.catchUp!(this.#db, accountId, nowMs), { slice: source.slice, accountId });
      }
    }
    return { ran: true, accounts: accounts.length, units, failures, msBySource };
  }

  #isDue(source: TimedSource, nowMs: number): boolean {
    if (source.everyMs === undefined) return true;
    const last = this.#lastRun.get(source.slice);
    // A clock set back (tests, CLOCK_START) makes the last run lie ahead: run again.
    return last === undefined || nowMs - last >= source.everyMs || nowMs < last;
  }
}

/** The accounts a raw query names (`account_id`), for a source's `dueAccounts`. */
export async function accountIds(db: Db, query: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await sqlRows<{ account_id: string }>(db, query);
  return rows.map((row) => row.account_id);
}
