import { and, eq, isNull } from 'drizzle-orm';
import { add, loanFigures, type Currency } from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { emptyHolding, type Holding, type HoldingsSource } from '../../core/holdings.ts';
import { balanceOf } from './records.ts';
import { loans } from './schema.ts';

/**
 * The loans' part of an account's figures (core/holdings.ts): what its running loans still owe is
 * borrowed — the wallet's `borrowed` (api.md §2) and the summary's. The amount credited is in
 * the balance already; the debt is shown beside it, not netted.
 */
export function loanHoldings(db: Db): HoldingsSource {
  return async (accountId) => {
    const running = await db
      .select()
      .from(loans)
      .where(and(eq(loans.accountId, accountId), eq(loans.status, 'approved'), isNull(loans.settledAt)));
    const held = new Map<Currency, Holding>();
    for (const row of running) {
      const currency = row.currency as Currency;
      const owed = loanFigures(balanceOf(row), currency).outstanding;
      const known = held.get(currency);
      const borrowed = known ? add(known.borrowed, owed) : owed;
      held.set(currency, { ...emptyHolding(), borrowed, loans: borrowed });
    }
    return held;
  };
}
