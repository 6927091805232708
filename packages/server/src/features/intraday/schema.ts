import { bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The intraday slice's tables (its migration: `npx drizzle-kit generate --config
 * packages/server/drizzle.config.ts --name intraday`). Its records, one per request id of an account;
 * the product adds its columns.
 */
export const intradayRecords = pgTable(
  'intraday_records',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    orderNo: text('order_no').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('intraday_records_request_idx').on(t.accountId, t.requestId),
    index('intraday_records_account_idx').on(t.accountId, t.seq),
  ],
);
