import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The trading slice's tables: positions (an order is a position from its first status, pending
 * or filled), their timeline, dividends and bonus shares, and the margin questionnaire's attempts.
 */

const price = (name: string) => numeric(name, { precision: 30, scale: 6, mode: 'string' });

/**
 * A position or order (api.md §2 Position). `frozen` is what a pending limit order holds frozen
 * (margin + fee); `managementFee`/`managementFeeDays`/`feeAccruedAt` the fee accrued so far at the
 * market's closes (paid at the close); `checkedAt` how far the walk has been searched for a pending
 * order's fill. `requestId` makes an order once per request id; `closeRequestId` and
 * `cancelRequestId` the last close and cancel, so a retry after a crash finds its effect.
 */
export const positions = pgTable(
  'positions',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    orderNo: text('order_no').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    stockId: text('stock_id').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull().default('trade'),
    direction: text('direction').notNull(),
    priceType: text('price_type').notNull(),
    limitPrice: price('limit_price'),
    lots: integer('lots').notNull(),
    shares: integer('shares').notNull(),
    leverage: integer('leverage').notNull(),
    openPrice: price('open_price'),
    margin: money('margin').notNull(),
    fee: money('fee').notNull(),
    frozen: money('frozen').notNull().default('0'),
    status: text('status').notNull(),
    lockUnit: text('lock_unit').notNull(),
    lockValue: integer('lock_value').notNull(),
    lockUntil: at('lock_until'),
    managementFee: money('management_fee').notNull().default('0'),
    managementFeeDays: integer('management_fee_days').notNull().default(0),
    feeAccruedAt: at('fee_accrued_at'),
    checkedAt: at('checked_at'),
    /** How far the simulated corporate actions have been looked at for this position's dividends. */
    dividendsCheckedAt: at('dividends_checked_at'),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    openedAt: at('opened_at'),
    closeRequestedAt: at('close_requested_at'),
    closedAt: at('closed_at'),
    cancelledAt: at('cancelled_at'),
    closePrice: price('close_price'),
    stampTax: money('stamp_tax').notNull().default('0'),
    remark: text('remark'),
    closeRequestId: text('close_request_id'),
    cancelRequestId: text('cancel_request_id'),
    /** The cost-and-risk receipt of the ticket (contract TradeReceipt). */
    receipt: jsonb('receipt'),
    /** The actual figures once closed (contract PositionSettlement). */
    settlement: jsonb('settlement'),
  },
  (t) => [
    uniqueIndex('positions_request_idx').on(t.accountId, t.requestId),
    uniqueIndex('positions_close_request_idx').on(t.accountId, t.closeRequestId),
    uniqueIndex('positions_cancel_request_idx').on(t.accountId, t.cancelRequestId),
    index('positions_account_status_idx').on(t.accountId, t.status),
    index('positions_status_idx').on(t.status),
    check('positions_frozen_nonnegative', sql`${t.frozen} >= 0`),
  ],
);

/**
 * A position's timeline (domain `timelineKinds`): every event and money line, with the wallet's
 * ledger entry for money booked to the wallet. The daily management fee lines have no ledger
 * entry: the fee is booked once, at the close.
 */
export const positionEvents = pgTable(
  'position_events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    positionId: text('position_id')
      .notNull()
      .references(() => positions.id),
    kind: text('kind').notNull(),
    at: at('at').notNull(),
    amount: money('amount'),
    price: price('price'),
    shares: integer('shares'),
    levelPct: numeric('level_pct', { precision: 12, scale: 2, mode: 'string' }),
    ledgerId: text('ledger_id'),
  },
  (t) => [index('position_events_position_idx').on(t.positionId, t.seq)],
);

/** A dividend or bonus-share allocation on a position (api.md §2 Dividend), once per position and ex-date. */
export const dividends = pgTable(
  'dividends',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    positionId: text('position_id')
      .notNull()
      .references(() => positions.id),
    stockId: text('stock_id').notNull(),
    kind: text('kind').notNull(),
    direction: text('direction').notNull(),
    perShare: price('per_share'),
    ratio: text('ratio'),
    shares: integer('shares').notNull(),
    bonusShares: integer('bonus_shares'),
    gross: money('gross'),
    withholdingPct: numeric('withholding_pct', { precision: 12, scale: 4, mode: 'string' }),
    withholding: money('withholding'),
    amount: money('amount'),
    currency: text('currency').notNull(),
    recordDate: text('record_date').notNull(),
    payDate: text('pay_date').notNull(),
    payAt: at('pay_at').notNull(),
    paidAt: at('paid_at'),
    /** The loan of shares (lending) that had the shares out at the record date: a payment in lieu, paid as `paymentInLieu`. */
    inLieuOf: text('in_lieu_of'),
  },
  (t) => [
    uniqueIndex('dividends_position_date_idx').on(t.positionId, t.recordDate, t.kind),
    index('dividends_account_idx').on(t.accountId, t.payDate),
  ],
);

/**
 * The margin appropriateness questionnaire's attempts and the application they make: the newest
 * row of an account is its questionnaire state; `appliedAt`/`reviewedAt`/`remark` the review.
 */
export const marginApplications = pgTable(
  'margin_applications',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    answers: jsonb('answers').notNull(),
    passed: integer('passed').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    reasons: jsonb('reasons').notNull(),
    answeredAt: at('answered_at').notNull(),
    retakeAt: at('retake_at'),
    appliedAt: at('applied_at'),
    reviewedAt: at('reviewed_at'),
    remark: text('remark'),
  },
  (t) => [
    uniqueIndex('margin_applications_request_idx').on(t.accountId, t.requestId),
    index('margin_applications_account_idx').on(t.accountId, t.answeredAt),
  ],
);

/** The last margin alert sent per account and currency, so a notice goes out only when it gets worse. */
export const marginAlertStates = pgTable(
  'margin_alert_states',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    alert: text('alert').notNull(),
    at: at('at').notNull(),
  },
  (t) => [uniqueIndex('margin_alert_states_idx').on(t.accountId, t.currency)],
);
