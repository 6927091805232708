import type { Db } from '../db/open.ts';

/**
 * Time-driven work, registered once per slice (docs/slices.md "Time-driven work"). Every product
 * is driven by time — a limit order fills when the walk reaches it, a draw falls due, a fee
 * accrues at each close, a lock ends — and that work is applied in two ways, both through this
 * registry: before a request of the account is answered (the route option `catchUp`,
 * http/routes.ts) and by the one background sweep (sweeper.ts) for every account with work due.
 *
 * A source's catch-up is idempotent per instant: running it twice for one account and one `nowMs`
 * changes nothing the second time. Its changes use the claims of claims.ts, so that a read and
 * the sweep that meet on a record change it once.
 */
export interface TimedSource {
  /** The slice that owns the work (`trading`, `newShare`, `core`); unique. */
  slice: string;
  /**
   * Its place among the sources, for one account and in the sweep: lower first. The order and
   * the reason for it are listed in docs/slices.md (a payment that opens a position before the
   * positions are brought up to date; a loan's interest after the fills and fees it is charged
   * on; a strategy's NAV after both; collateral marked from the close after all of them).
   */
  order: number;
  /** At most this often in the background sweep (the clean-up: ten minutes); every sweep when absent. */
  everyMs?: number;
  /** Work that belongs to no one account (the clean-up), done by the sweep before the accounts. */
  sweep?(db: Db, nowMs: number): Promise<void>;
  /** The accounts this source has work for at `nowMs`: the sweep's list (a request catches up its own account anyway). */
  dueAccounts?(db: Db, nowMs: number): Promise<readonly string[]>;
  /** Brings one account's records of this slice up to `nowMs`. */
  catchUp?(db: Db, accountId: string, nowMs: number): Promise<void>;
}

/** What a route declares: its session's account brought up to date first, or not (it touches no money). */
export type CatchUpMode = 'account' | 'none';

export class TimedRegistry {
  #sources: TimedSource[] = [];
  readonly #routes = new Map<string, CatchUpMode>();

  add(source: TimedSource): void {
    if (this.#sources.some((known) => known.slice === source.slice)) {
      throw new Error(`timed source '${source.slice}' registered twice`);
    }
    if (this.#sources.some((known) => known.order === source.order)) {
      throw new Error(`timed source '${source.slice}' has the order ${source.order} of another; orders are unique`);
    }
    this.#sources = [...this.#sources, source].sort((a, b) => a.order - b.order);
  }

  /** Every source, in its order. */
  get sources(): readonly TimedSource[] {
    return this.#sources;
  }

  /**
   * Brings one account up to `nowMs` through every source, in their order: what a request of the
   * account sees is what the sweep would have left, however long nobody looked.
   */
  async catchUpAccount(db: Db, accountId: string, nowMs: number): Promise<void> {
    for (const source of this.#sources) {
      if (source.catchUp) await source.catchUp(db, accountId, nowMs);
    }
  }

  /** Notes how a user endpoint treats the account's time-driven work (http/routes.ts does, as it registers). */
  noteRoute(path: string, mode: CatchUpMode): void {
    this.#routes.set(path, mode);
  }

  /** Every user endpoint registered so far and its catch-up mode (a test lists those without one). */
  get routes(): ReadonlyMap<string, CatchUpMode> {
    return this.#routes;
  }
}
