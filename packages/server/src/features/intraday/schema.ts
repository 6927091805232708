import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The intraday slice's tables (its migration: `npx drizzle-kit generate --config
 * packages/server/drizzle.config.ts --name intraday`). An application, one per request id of an
 * account: the amount frozen while pending; approved, the session it trades (`day`) and the
 * multiplier of its buying power; rejected, the operator's reason code; settled at its session's
 * end with the settlement's figures.
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
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    multiplier: integer('multiplier').notNull(),
    /** pending → approved | rejected (domain reviewStatuses). */
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    /** The intraday account the approval opened (a sub-account of the user: core accounts.ownerId). */
    subAccountId: text('sub_account_id').references(() => accounts.id),
    /** The session it trades (YYYY-MM-DD), set at the approval. */
    day: text('day'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    /** When the user was told of the coming flatten (close − 15 minutes), once. */
    previewedAt: at('previewed_at'),
    /** When its day ended early: a loss limit reached (`endReason`), its positions closed. */
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    settledAt: at('settled_at'),
    credit: money('credit'),
    realisedPnl: money('realised_pnl'),
    fees: money('fees'),
    protectedLoss: money('protected_loss'),
  },
  (t) => [
    uniqueIndex('intraday_records_request_idx').on(t.accountId, t.requestId),
    index('intraday_records_account_idx').on(t.accountId, t.seq),
    index('intraday_records_status_idx').on(t.status, t.seq),
  ],
);

/**
 * The rule meter's history of an intraday account (its session report): the equity and the two
 * losses at most every few minutes while it runs (catchUp.ts), and at its end.
 */
export const intradayMeterPoints = pgTable(
  'intraday_meter_points',
  {
    recordId: text('record_id')
      .notNull()
      .references(() => intradayRecords.id),
    at: at('at').notNull(),
    equity: money('equity').notNull(),
    dayLoss: money('day_loss').notNull(),
    totalLoss: money('total_loss').notNull(),
  },
  (t) => [uniqueIndex('intraday_meter_points_idx').on(t.recordId, t.at)],
);
