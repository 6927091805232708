import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The stock-lending slice's tables (its migration: `npx drizzle-kit generate --config
 * packages/server/drizzle.config.ts --name lending`).
 *
 * A loan of a holding's shares (`lending/optIn`), one per request id of an account, keeps the
 * consent receipt (when, the terms' version) and the terms it was made on (the stock's rate, the
 * lender's share, the collateral). `borrowing` from `startedAt`; `completed` at `completedAt`:
 * at the close after an opt-out (`endingAt`), or at once when the shares were sold (recalled, at
 * the position's close). Each night it is out a day of interest is paid (`lending_days`), on the
 * value at the last close, which also marks the collateral (`value`, `collateral`, `markedAt`).
 * `interestPaid` is the days' sum and `interestRemainder` the carry that did not yet make a cent
 * (a numerator over 36 000, domain `lendingDayInterest`). One running loan per holding: a partial
 * unique index says so across processes.
 */
export const lendingLoans = pgTable(
  'lending_loans',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    orderNo: text('order_no').notNull(),
    positionId: text('position_id').notNull(),
    stockId: text('stock_id').notNull(),
    currency: text('currency').notNull(),
    shares: integer('shares').notNull(),
    ratePct: money('rate_pct').notNull(),
    lenderSharePct: money('lender_share_pct').notNull(),
    collateralPct: money('collateral_pct').notNull(),
    termsVersion: text('terms_version').notNull(),
    consentAt: at('consent_at').notNull(),
    /** borrowing → completed (domain lendingStatuses). */
    status: text('status').notNull(),
    startedAt: at('started_at').notNull(),
    endingAt: at('ending_at'),
    /** The opt-out's request id (a retry answers the loan as it is). */
    endRequestId: text('end_request_id'),
    completedAt: at('completed_at'),
    /** optOut | recalled (domain lendingEndReasons). */
    endReason: text('end_reason'),
    value: money('value').notNull(),
    collateral: money('collateral').notNull(),
    markedAt: at('marked_at').notNull(),
    interestPaid: money('interest_paid').notNull().default('0'),
    interestRemainder: money('interest_remainder').notNull().default('0'),
    /** Nights paid so far. */
    paidDays: integer('paid_days').notNull().default(0),
    /** When the next night's interest falls due (its end); null once completed. */
    nextAccrualAt: at('next_accrual_at'),
  },
  (t) => [
    uniqueIndex('lending_loans_request_idx').on(t.accountId, t.requestId),
    uniqueIndex('lending_loans_running_idx')
      .on(t.positionId)
      .where(sql`${t.status} = 'borrowing'`),
    index('lending_loans_account_idx').on(t.accountId, t.seq),
    index('lending_loans_stock_idx')
      .on(t.stockId)
      .where(sql`${t.status} = 'borrowing'`),
    index('lending_loans_due_idx')
      .on(t.nextAccrualAt)
      .where(sql`${t.status} = 'borrowing'`),
    check('lending_loans_shares_positive', sql`${t.shares} > 0`),
    check('lending_loans_paid_not_negative', sql`${t.interestPaid} >= 0`),
  ],
);

/**
 * A night of a loan of shares, paid at the day's end (`at`): the value at the last close it was
 * charged on, the collateral marked from it, the cents paid to the wallet (`lendingInterest`, the
 * ledger entry points here when there are any) and the carry after it. Unique per loan and day.
 */
export const lendingDays = pgTable(
  'lending_days',
  {
    id: text('id').primaryKey(),
    loanId: text('loan_id')
      .notNull()
      .references(() => lendingLoans.id),
    /** The local day, `YYYY-MM-DD` in the sandbox's time zone. */
    day: text('day').notNull(),
    at: at('at').notNull(),
    price: money('price').notNull(),
    value: money('value').notNull(),
    collateral: money('collateral').notNull(),
    interest: money('interest').notNull(),
    remainder: money('remainder').notNull(),
  },
  (t) => [
    uniqueIndex('lending_days_idx').on(t.loanId, t.day),
    check('lending_days_not_negative', sql`${t.interest} >= 0`),
  ],
);

/** Whether lending is open to new loans (an operator's `lending/switch`); no row is open. */
export const lendingSwitch = pgTable('lending_switch', {
  id: text('id').primaryKey(),
  open: boolean('open').notNull(),
  updatedAt: at('updated_at').notNull(),
});
