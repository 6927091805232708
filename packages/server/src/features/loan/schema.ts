import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The credit-loan slice's tables (its migration: `npx drizzle-kit generate --config
 * packages/server/drizzle.config.ts --name loan`).
 *
 * A loan, one per request id of an account, keeps the terms it was borrowed on (rates, term).
 * pending → approved (the amount credited, `loanIn`; due at `dueAt`) or rejected (a reason code).
 * Interest is booked at each day's end (`loan_interest_days`, one row a day); `interest` is their
 * sum and `interestRemainder` the carry that did not yet make a cent (a numerator over 36 000,
 * domain `dayInterest`). `repaid` is every repayment's sum and `principalRepaid` its part that
 * paid the principal; `settledAt` is set when nothing is owed. At most one loan of an account is
 * open (pending, or approved and unsettled): a partial unique index says so across processes.
 */
export const loans = pgTable(
  'loans',
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
    ratePct: money('rate_pct').notNull(),
    overdueRatePct: money('overdue_rate_pct').notNull(),
    termDays: integer('term_days').notNull(),
    /** pending → approved | rejected (domain reviewStatuses). */
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    dueAt: at('due_at'),
    interest: money('interest').notNull().default('0'),
    interestRemainder: money('interest_remainder').notNull().default('0'),
    /** How many days' interest are booked (days since the approval's local day). */
    bookedDays: integer('booked_days').notNull().default(0),
    /** When the next day's interest falls due (its end); null when none will (not approved, or settled). */
    nextAccrualAt: at('next_accrual_at'),
    repaid: money('repaid').notNull().default('0'),
    principalRepaid: money('principal_repaid').notNull().default('0'),
    settledAt: at('settled_at'),
    /** When the user was reminded of the due date, and told of the overdue, once each. */
    dueSoonNoticedAt: at('due_soon_noticed_at'),
    overdueNoticedAt: at('overdue_noticed_at'),
  },
  (t) => [
    uniqueIndex('loans_request_idx').on(t.accountId, t.requestId),
    uniqueIndex('loans_open_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending' or (${t.status} = 'approved' and ${t.settledAt} is null)`),
    index('loans_account_idx').on(t.accountId, t.seq),
    index('loans_status_idx').on(t.status, t.seq),
    index('loans_running_idx')
      .on(t.nextAccrualAt)
      .where(sql`${t.status} = 'approved' and ${t.settledAt} is null`),
    check('loans_amount_positive', sql`${t.amount} > 0`),
    check('loans_repaid_within', sql`${t.repaid} >= 0 and ${t.repaid} <= ${t.amount} + ${t.interest}`),
    check('loans_principal_within', sql`${t.principalRepaid} >= 0 and ${t.principalRepaid} <= ${t.amount}`),
  ],
);

/**
 * A day's interest of a loan, booked at the day's end (`at`): the principal it was charged on,
 * the day's rate (with the surcharge once the term has run: `overdue`), the cents booked and the
 * carry after it. Unique per loan and day: a day is booked once, whoever comes first.
 */
export const loanInterestDays = pgTable(
  'loan_interest_days',
  {
    loanId: text('loan_id')
      .notNull()
      .references(() => loans.id),
    /** The local day, `YYYY-MM-DD` in the sandbox's time zone. */
    day: text('day').notNull(),
    /** 0 for the day of the approval. */
    dayIndex: integer('day_index').notNull(),
    at: at('at').notNull(),
    principal: money('principal').notNull(),
    ratePct: money('rate_pct').notNull(),
    overdue: boolean('overdue').notNull(),
    interest: money('interest').notNull(),
    remainder: money('remainder').notNull(),
  },
  (t) => [
    uniqueIndex('loan_interest_days_idx').on(t.loanId, t.day),
    check('loan_interest_days_not_negative', sql`${t.interest} >= 0`),
  ],
);

/**
 * A repayment (`loan/repay`), one per request id of an account: the amount debited (`loanRepay`,
 * the ledger entry points here), its split — the interest owed first, the rest the principal —
 * and what the loan still owed after it.
 */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: text('id').primaryKey(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loans.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    amount: money('amount').notNull(),
    toInterest: money('to_interest').notNull(),
    toPrincipal: money('to_principal').notNull(),
    outstandingAfter: money('outstanding_after').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('loan_repayments_request_idx').on(t.accountId, t.requestId),
    index('loan_repayments_loan_idx').on(t.loanId, t.createdAt),
    check('loan_repayments_amount_positive', sql`${t.amount} > 0`),
  ],
);
