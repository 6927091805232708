import { add, type Currency } from '@broker/domain';

/**
 * What an account holds in one currency beyond its wallet's balance: the equity of its open
 * positions (and, as those slices come, the principal in active products), and the profit of
 * everything it has held, realised and unrealised (api.md §2 Wallet).
 */
export interface Holding {
  equity: string;
  profit: string;
}

/** One slice's holdings of an account, by currency, at an instant. */
export type HoldingsSource = (accountId: string, now: Date) => Promise<ReadonlyMap<Currency, Holding>>;

/**
 * The slices' holdings, which the wallets add to their balances (features/index.ts hands every
 * slice the same registry; trading adds its positions). Without a source a wallet is its balance.
 */
export class HoldingsRegistry {
  readonly #sources: HoldingsSource[] = [];

  add(source: HoldingsSource): void {
    this.#sources.push(source);
  }

  /** Every source's holdings of the account, summed per currency. */
  async of(accountId: string, now: Date): Promise<Map<Currency, Holding>> {
    const total = new Map<Currency, Holding>();
    for (const source of this.#sources) {
      for (const [currency, holding] of await source(accountId, now)) {
        const sum = total.get(currency);
        total.set(
          currency,
          sum ? { equity: add(sum.equity, holding.equity), profit: add(sum.profit, holding.profit) } : holding,
        );
      }
    }
    return total;
  }
}
