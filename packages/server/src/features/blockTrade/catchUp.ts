import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { notify } from '../../core/notices.ts';
import type { TimedSource } from '../../timed/registry.ts';
import { accountIds } from '../../timed/sweeper.ts';
import { findInstrument } from '../market/index.ts';
import { TRADING_ORDER } from '../trading/index.ts';
import { blockBuys } from './schema.ts';

/**
 * After trading (docs/slices.md "Time-driven work"): trading's own source ends a block's lock
 * (locked → holding) at its unlock; this one then tells the user, once, that the block is an
 * ordinary holding the ticket can close. The day's offers and limits need no work: they are a
 * calendar that follows the clock (offers.ts).
 */
export const BLOCK_TRADE_ORDER = TRADING_ORDER + 5;

/** Tells the account of every block whose lock has ended by `nowMs`, each once, dated at its unlock. */
async function tellUnlocked(db: Db, accountId: string, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const due = await db
    .select()
    .from(blockBuys)
    .where(and(eq(blockBuys.accountId, accountId), lte(blockBuys.unlockAt, now), isNull(blockBuys.unlockNoticedAt)))
    .orderBy(asc(blockBuys.seq));
  for (const buy of due) {
    await db.transaction(async (tx) => {
      // Claimed from the state as read: a request and the sweep that meet here tell it once.
      const [claimed] = await tx
        .update(blockBuys)
        .set({ unlockNoticedAt: buy.unlockAt })
        .where(and(eq(blockBuys.id, buy.id), isNull(blockBuys.unlockNoticedAt)))
        .returning({ id: blockBuys.id });
      if (!claimed) return;
      await notify(
        tx,
        accountId,
        'blockUnlocked',
        { positionId: buy.positionId, name: findInstrument(buy.stockId)?.name ?? buy.stockId, lots: String(buy.lots) },
        buy.unlockAt,
      );
    });
  }
}

export function blockTradeSource(): TimedSource {
  return {
    slice: 'blockTrade',
    order: BLOCK_TRADE_ORDER,
    dueAccounts: (db, nowMs) =>
      accountIds(
        db,
        sql`select distinct account_id from block_buys where unlock_noticed_at is null and unlock_at <= ${new Date(nowMs).toISOString()}::timestamptz`,
      ),
    catchUp: tellUnlocked,
  };
}
