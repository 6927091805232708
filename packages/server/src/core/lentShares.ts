import type { Db, Tx } from '../db/open.ts';

/**
 * Which loan of shares had a position's shares out at an instant: the lending slice answers;
 * trading asks when it books a dividend, which is then a payment in lieu (products.md §5: the
 * borrower holds the shares at the record date and pays the lender what the dividend would have
 * been). Trading imports no slice; without a source no shares are ever lent.
 */
export type LentBy = (tx: Db | Tx, positionId: string, atMs: number) => Promise<string | null>;

export class LentShares {
  readonly #sources: LentBy[] = [];

  add(source: LentBy): void {
    this.#sources.push(source);
  }

  /** The loan that had the position's shares out at `atMs`, or null when they were at home. */
  async lentBy(tx: Db | Tx, positionId: string, atMs: number): Promise<string | null> {
    for (const source of this.#sources) {
      const loan = await source(tx, positionId, atMs);
      if (loan !== null) return loan;
    }
    return null;
  }
}
