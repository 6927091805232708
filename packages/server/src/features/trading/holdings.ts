import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { borrowedPart, localDay, openPositionStatuses, serverDefaults, type Currency } from '@broker/domain';
import { addHoldings, emptyHolding, type Holding } from '../../core/holdings.ts';
import { sqlRows } from '../../lib/sqlRows.ts';
import type { TradingServices } from './catchUp.ts';
import { dividends, positions } from './schema.ts';
import { openFigures, positionView } from './views.ts';
import { heldInstrument, priceAt } from './market.ts';

/**
 * What an account's positions hold, per currency, for its wallets and its summary (api.md §2
 * Wallet; domain `accountSummary`):
 *
 * - the open positions' value (margin + P&L − accrued management fee: what closing them now would
 *   give back before the close's costs), their P&L after the fees accrued so far, and their
 *   borrowed part (amount − margin);
 * - the realised result: every ledger entry of each closed position summed — its margin out and
 *   back, the opening and closing fees, stamp tax, management fee, negative balance protection —
 *   which is exactly what it did to the balance, and the dividends paid; of today (the broker's
 *   day, in the funds window's time zone) and since the account opened;
 * - the profit of every position as each shows it (the wallet's `profit`).
 *
 * The account is brought up to date by the request that reads it (every source's catch-up).
 */
export async function positionHoldings(
  services: TradingServices,
  accountId: string,
  now: Date,
): Promise<Map<Currency, Holding>> {
  const { db } = services;
  const nowMs = now.getTime();
  const timeZone = serverDefaults.fundsWindow.timeZone;
  const today = localDay(nowMs, timeZone);
  const isToday = (at: Date | null) => at !== null && localDay(at.getTime(), timeZone) === today;
  const holdings = new Map<Currency, Holding>();
  const addTo = (currency: Currency, part: Partial<Holding>) =>
    holdings.set(currency, addHoldings(holdings.get(currency) ?? emptyHolding(), { ...emptyHolding(), ...part }));

  const rows = await db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), inArray(positions.status, [...openPositionStatuses, 'closed'])));
  for (const row of rows) {
    const currency = row.currency as Currency;
    const view = positionView(row, services.instruments, nowMs);
    const open = openFigures(
      row,
      priceAt(services.instruments, heldInstrument(services.instruments, row.stockId)!, nowMs),
    );
    addTo(currency, {
      profit: view.profit,
      ...(open
        ? {
            equity: open.equity,
            openPnl: open.profit,
            borrowed: borrowedPart(row.openPrice!, row.shares, row.margin, currency),
          }
        : {}),
    });
  }

  const closed = await sqlRows<{ currency: string; closed_at: Date | string; net: string }>(
    db,
    sql`select p.currency, p.closed_at, coalesce(sum(e.amount), 0)::text as net
        from positions p left join ledger_entries e on e.ref_id = p.id and e.account_id = p.account_id
        where p.account_id = ${accountId} and p.status = 'closed'
        group by p.id, p.currency, p.closed_at`,
  );
  for (const row of closed) {
    const at = new Date(row.closed_at);
    addTo(row.currency as Currency, { realisedTotal: row.net, realisedToday: isToday(at) ? row.net : '0' });
  }
  const paid = await db
    .select({ currency: dividends.currency, amount: dividends.amount, paidAt: dividends.paidAt })
    .from(dividends)
    .where(and(eq(dividends.accountId, accountId), isNotNull(dividends.paidAt)));
  for (const dividend of paid) {
    const amount = dividend.amount ?? '0';
    addTo(dividend.currency as Currency, {
      realisedTotal: amount,
      realisedToday: isToday(dividend.paidAt) ? amount : '0',
    });
  }
  // Exact decimal strings: nothing is rounded before the summary rounds each figure once.
  return holdings;
}
