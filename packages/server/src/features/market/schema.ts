import { bigserial, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/** The market slice's tables: watchlists and news (quotes and candles are simulated, not stored). */

/**
 * Watchlists: a set per account (the primary key makes adding twice a no-op). seq orders
 * additions made within the same instant, so "newest added first" is always defined.
 */
export const watchlist = pgTable(
  'watchlist',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    stockId: text('stock_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    addedAt: at('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.stockId] }), index('watchlist_account_seq_idx').on(t.accountId, t.seq)],
);

/** News articles, one row per article id and language (Dutch is the fallback). */
export const news = pgTable(
  'news',
  {
    id: text('id').notNull(),
    lang: text('lang').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    cover: text('cover'),
    source: text('source'),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] }), index('news_category_published_idx').on(t.category, t.publishedAt)],
);
