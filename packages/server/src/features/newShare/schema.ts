import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The new-share slice's tables: subscriptions and the draws. The offerings themselves are a
 * calendar (offerings.ts), not stored.
 */

const price = (name: string) => numeric(name, { precision: 30, scale: 6, mode: 'string' });

/**
 * A subscription (api.md §2 NewShareRecord). `amount` is what it froze, `frozen` what is still
 * frozen (0 once paid, refunded or waived). `ticket` is its place in the draw's published
 * applications. `requestId` makes a subscription once per request id, `cancelRequestId` and
 * `payRequestId` its withdrawal and payment, so that a retry after a crash finds its effect. One
 * live (not withdrawn) subscription per account and offering: a unique index, so that parallel
 * calls on several processes still make one.
 */
export const newShareRecords = pgTable(
  'new_share_records',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    orderNo: text('order_no').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    offeringId: text('offering_id').notNull(),
    kind: text('kind').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    lots: integer('lots').notNull(),
    level: integer('level'),
    bidPrice: price('bid_price'),
    price: price('price').notNull(),
    amount: money('amount').notNull(),
    frozen: money('frozen').notNull(),
    autoPay: boolean('auto_pay').notNull().default(false),
    status: text('status').notNull(),
    ticket: integer('ticket'),
    allottedLots: integer('allotted_lots'),
    amountDue: money('amount_due'),
    payDeadline: at('pay_deadline'),
    createdAt: at('created_at').notNull(),
    drawnAt: at('drawn_at'),
    paidAt: at('paid_at'),
    waivedAt: at('waived_at'),
    /** When the user was reminded of the payment deadline of an unpaid allotment (a notice, once). */
    remindedAt: at('reminded_at'),
    cancelledAt: at('cancelled_at'),
    /** An operator's override of the draw (newShare/draw), with the reason given. */
    overriddenAt: at('overridden_at'),
    remark: text('remark'),
    cancelRequestId: text('cancel_request_id'),
    payRequestId: text('pay_request_id'),
    positionId: text('position_id'),
  },
  (t) => [
    uniqueIndex('new_share_records_request_idx').on(t.accountId, t.requestId),
    uniqueIndex('new_share_records_cancel_request_idx').on(t.accountId, t.cancelRequestId),
    uniqueIndex('new_share_records_pay_request_idx').on(t.accountId, t.payRequestId),
    uniqueIndex('new_share_records_live_idx')
      .on(t.accountId, t.offeringId)
      .where(sql`${t.cancelledAt} is null`),
    index('new_share_records_offering_idx').on(t.offeringId, t.status),
    index('new_share_records_status_idx').on(t.status),
    index('new_share_records_account_idx').on(t.accountId, t.seq),
    check('new_share_records_frozen_nonnegative', sql`${t.frozen} >= 0`),
  ],
);

/**
 * A draw as published: the seed and its hash, the lots put to the lottery, every application's
 * lots in ticket order (the simulated crowd first, then the subscriptions in the order they came),
 * the basis-of-allotment table and the totals. Written once per offering, in the transaction that
 * moves every subscription to won or notWon.
 */
export const newShareDraws = pgTable('new_share_draws', {
  offeringId: text('offering_id').primaryKey(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  drawnAt: at('drawn_at').notNull(),
  lotsOffered: integer('lots_offered').notNull(),
  lotsDrawn: integer('lots_drawn').notNull(),
  applications: jsonb('applications').notNull(),
  allotmentTable: jsonb('allotment_table').notNull(),
  totals: jsonb('totals').notNull(),
  createdAt: at('created_at').notNull(),
});
