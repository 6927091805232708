import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The block-trade slice's tables: the buys, the invitations operators issue and the switch. The
 * offers themselves are a calendar (offers.ts), not stored; a buy's position is trading's.
 */

/**
 * A block bought (api.md §4.9): which series on which trading day (`day`, the market's
 * `YYYY-MM-DD`), at what price, and the position it opened. `requestId` makes a buy once per
 * request id; `unlockNoticedAt` is when the user was told the lock ended (a notice, once).
 */
export const blockBuys = pgTable(
  'block_buys',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    orderNo: text('order_no').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    seriesId: text('series_id').notNull(),
    day: text('day').notNull(),
    market: text('market').notNull(),
    stockId: text('stock_id').notNull(),
    currency: text('currency').notNull(),
    lots: integer('lots').notNull(),
    shares: integer('shares').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    /** Bought with the series' invitation key. */
    invited: boolean('invited').notNull().default(false),
    positionId: text('position_id').notNull(),
    unlockAt: at('unlock_at').notNull(),
    unlockNoticedAt: at('unlock_noticed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('block_buys_request_idx').on(t.accountId, t.requestId),
    index('block_buys_series_day_idx').on(t.seriesId, t.day),
    index('block_buys_day_idx').on(t.day),
    index('block_buys_unlock_idx')
      .on(t.unlockAt)
      .where(sql`${t.unlockNoticedAt} is null`),
    check('block_buys_lots_positive', sql`${t.lots} > 0`),
  ],
);

/**
 * An invitation to buy a series (an operator's `blockTrade/invite`): who issued it, its quota
 * (lots, every holder together) and expiry, shown before the key is entered; only the key's
 * sha256 is kept. One per series: a new invitation replaces the older one.
 */
export const blockInvitations = pgTable('block_invitations', {
  seriesId: text('series_id').primaryKey(),
  issuer: text('issuer').notNull(),
  quotaLots: integer('quota_lots').notNull(),
  expiresAt: at('expires_at').notNull(),
  keyHash: text('key_hash').notNull(),
  requestId: text('request_id').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

/** Whether block trades are on (an operator's `blockTrade/switch`); no row is on. */
export const blockTradeSwitch = pgTable('block_trade_switch', {
  id: text('id').primaryKey(),
  open: boolean('open').notNull(),
  updatedAt: at('updated_at').notNull(),
});
