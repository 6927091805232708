import { eq } from 'drizzle-orm';
import {
  accountSummary,
  fundCurrencies,
  isZero,
  type Currency,
  type CurrencyMoney,
  type ExchangeRates,
} from '@broker/domain';
import type { AccountSummary } from '@broker/contract';
import { baseCurrencyOf } from '../../core/accounts.ts';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import type { Db } from '../../db/open.ts';
import { wallets } from '../../db/schema.ts';

/**
 * `user/summary` (issue #26): the account's money computed once — its wallets and what the slices
 * hold for it (the holdings registry: trading's positions) — by the domain's `accountSummary`, in
 * the base currency at the exchange's rates. The base currency comes first, then every other
 * currency the account has money in, in the fund view's order.
 */
/** The exchange's rates and when they were set (the funds slice's `exchange/rates`), given in the slice's options. */
export type RatesSource = (db: Db, now: Date) => Promise<ExchangeRates & { updatedAt: string }>;

export async function summaryOf(
  db: Db,
  holdings: HoldingsRegistry,
  rates: RatesSource,
  accountId: string,
  now: Date,
): Promise<AccountSummary> {
  const baseCurrency = await baseCurrencyOf(db);
  const rows = await db.select().from(wallets).where(eq(wallets.accountId, accountId));
  const held = await holdings.of(accountId, now);
  const money = new Map<Currency, CurrencyMoney>();
  const entry = (currency: Currency): CurrencyMoney => {
    const known = money.get(currency);
    if (known) return known;
    const made: CurrencyMoney = {
      currency,
      balance: '0',
      frozen: '0',
      positionsValue: '0',
      openPnl: '0',
      realisedToday: '0',
      realisedTotal: '0',
      borrowed: '0',
    };
    money.set(currency, made);
    return made;
  };
  entry(baseCurrency);
  for (const row of rows) {
    if (isZero(row.balance) && isZero(row.frozen)) continue;
    Object.assign(entry(row.currency as Currency), { balance: row.balance, frozen: row.frozen });
  }
  for (const [currency, holding] of held) {
    const { equity, openPnl, realisedToday, realisedTotal, borrowed } = holding;
    if ([equity, openPnl, realisedToday, realisedTotal, borrowed].every((value) => isZero(value))) continue;
    Object.assign(entry(currency), { positionsValue: equity, openPnl, realisedToday, realisedTotal, borrowed });
  }
  const order = (currency: Currency) =>
    currency === baseCurrency ? -1 : (fundCurrencies as readonly Currency[]).indexOf(currency) + 1 || 99;
  const listed = [...money.values()].sort((a, b) => order(a.currency) - order(b.currency));
  const current = await rates(db, now);
  return { ...accountSummary(baseCurrency, listed, current), ratesAt: current.updatedAt };
}
