import { and, eq, inArray } from 'drizzle-orm';
import { add, openPositionStatuses, type Currency } from '@broker/domain';
import type { Holding } from '../../core/holdings.ts';
import type { TradingServices } from './catchUp.ts';
import { positions } from './schema.ts';
import { openFigures, positionView } from './views.ts';
import { heldInstrument, priceAt } from './market.ts';

/**
 * What an account's positions hold, per currency, for its wallets (api.md §2 Wallet): the open
 * positions' equity (margin + P&L − accrued management fee: what closing them now would give
 * back before the close's costs) and the profit of every position, open and closed, as each
 * position shows it. Brought up to `now` first (limit fills, closes, fees), as every read of them.
 */
export async function positionHoldings(
  services: TradingServices,
  accountId: string,
  now: Date,
): Promise<Map<Currency, Holding>> {
  const { db } = services;
  const rows = await db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), inArray(positions.status, [...openPositionStatuses, 'closed'])));
  const holdings = new Map<Currency, Holding>();
  for (const row of rows) {
    const currency = row.currency as Currency;
    const held = holdings.get(currency) ?? { equity: '0', profit: '0' };
    const open = openFigures(
      row,
      priceAt(services.instruments, heldInstrument(services.instruments, row.stockId)!, now.getTime()),
    );
    holdings.set(currency, {
      equity: open ? add(held.equity, open.equity) : held.equity,
      profit: add(held.profit, positionView(row, services.instruments, now.getTime()).profit),
    });
  }
  return holdings;
}
