import { z } from '../zod.ts';
import { loanRejectReasons, reviewStatuses } from '@broker/domain';
import { currencySchema, idSchema, moneySchema, pctSchema, timeSchema } from '../primitives.ts';

/**
 * A credit loan (api.md LoanRecord, with what issue #29 adds): the amount, the terms it was
 * borrowed on (annual rate, the rate after the due date, the term), pending → approved (the
 * amount credited, due at `dueAt`) or rejected (the operator's reason code); the interest booked
 * so far (day by day, annual rate / 360), what was repaid and what is still owed — in all and of
 * the principal — and what a day costs now; `overdue` while past `dueAt` and unsettled; `settledAt`
 * when nothing is owed any more (the status stays approved).
 */
export const loanRecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  /** The nominal annual rate, in percent. */
  ratePct: pctSchema,
  /** The annual rate of a day after the due date (the rate plus the surcharge). */
  overdueRatePct: pctSchema,
  termDays: z.number().int(),
  status: z.enum(reviewStatuses),
  rejectReason: z.enum(loanRejectReasons).nullable(),
  createdAt: timeSchema,
  decidedAt: timeSchema.nullable(),
  dueAt: timeSchema.nullable(),
  /** Interest booked so far (each day's end), in whole cents. */
  interest: moneySchema,
  repaid: moneySchema,
  /** amount + interest − repaid. */
  outstanding: moneySchema,
  /** The principal still owed: what a day's interest is charged on. */
  principalOutstanding: moneySchema,
  /** What today costs on the principal owed at today's rate, to four decimals (0 when nothing runs). */
  costPerDay: moneySchema,
  overdue: z.boolean(),
  settledAt: timeSchema.nullable(),
});
export type LoanRecord = z.infer<typeof loanRecordSchema>;

/**
 * `loan/info`: the quota from the credit score and what is left of it, the terms and the overdue
 * rule disclosed before borrowing, whether a loan waits for review or is still owed, and the
 * latest loan.
 */
export const loanInfoSchema = z.object({
  currency: currencySchema,
  creditScore: z.number().int(),
  /** Below this score nothing may be borrowed. */
  minCreditScore: z.number().int(),
  quota: moneySchema,
  /** quota − borrowed, never below 0. */
  available: moneySchema,
  /** What is still owed on the unsettled loan. */
  borrowed: moneySchema,
  minAmount: moneySchema,
  termDays: z.number().int(),
  /** The nominal annual rate (interest = principal × rate / 360 a day). */
  ratePct: pctSchema,
  /** The terms' APR: the rate over the term, compounded to a year, no cents rounded (a loan's own is on its sheet). */
  aprPct: pctSchema,
  /** After the due date each further day is charged at this annual rate (the rate + the surcharge). */
  overdueRatePct: pctSchema,
  overdueSurchargePct: pctSchema,
  /** The reminder comes this many days before the due date. */
  dueSoonDays: z.number().int(),
  hasPending: z.boolean(),
  hasUnsettled: z.boolean(),
  latest: loanRecordSchema.nullable(),
});
export type LoanInfo = z.infer<typeof loanInfoSchema>;

/**
 * `loan/preview`: the sheet before confirming (issue #29) — the amount, the term, the interest if
 * the loan runs its term, the APR, the total repayable and the cost per day, and what a day costs
 * after the due date.
 */
export const loanPreviewSchema = z.object({
  currency: currencySchema,
  amount: moneySchema,
  termDays: z.number().int(),
  ratePct: pctSchema,
  aprPct: pctSchema,
  interest: moneySchema,
  totalRepayable: moneySchema,
  costPerDay: moneySchema,
  overdueRatePct: pctSchema,
  overdueCostPerDay: moneySchema,
});
export type LoanPreview = z.infer<typeof loanPreviewSchema>;
