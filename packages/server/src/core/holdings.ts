import { add, type Currency } from '@broker/domain';

/**
 * What an account holds in one currency beyond its wallet's balance (api.md §2 Wallet, and the
 * account summary's figures: domain `CurrencyMoney`), as each slice that holds value reports it.
 */
export interface Holding {
  /** The open positions' value to the account (and, as those slices come, the principal in active products). */
  equity: string;
  /** The profit of everything it has held, realised and unrealised (the wallet's `profit`). */
  profit: string;
  /** The open positions' profit or loss at current prices, after the fees accrued so far. */
  openPnl: string;
  /** The closed positions' result after every cost, and dividends: of today, and since the account opened. */
  realisedToday: string;
  realisedTotal: string;
  /** What it has borrowed: the leveraged positions' borrowed part, and what its credit loans still owe. */
  borrowed: string;
  /**
   * Of `borrowed`, what the credit loans still owe (the wallet's `borrowed`, api.md §2: the loan
   * outstanding); absent, none.
   */
  loans?: string;
}

const holdingFields = ['equity', 'profit', 'openPnl', 'realisedToday', 'realisedTotal', 'borrowed'] as const;

/** Nothing held. */
export const emptyHolding = (): Holding => ({
  equity: '0',
  profit: '0',
  openPnl: '0',
  realisedToday: '0',
  realisedTotal: '0',
  borrowed: '0',
});

/** Two holdings together, field by field. */
export const addHoldings = (a: Holding, b: Holding): Holding => {
  const sum = Object.fromEntries(holdingFields.map((field) => [field, add(a[field], b[field])])) as unknown as Holding;
  return a.loans === undefined && b.loans === undefined ? sum : { ...sum, loans: add(a.loans ?? '0', b.loans ?? '0') };
};

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
        total.set(currency, sum ? addHoldings(sum, holding) : holding);
      }
    }
    return total;
  }
}
