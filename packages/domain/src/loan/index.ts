// The credit-loan slice's rules (slices.md: one folder per slice key): the terms and the quota
// from the credit score, the days' interest with its exact carry, the APR and the sheet before
// borrowing, the due date and the overdue days, what a loan owes and how a repayment is split,
// and the borrow and repay checks in the server's order.
export type { LoanTerms } from './terms.ts';
export { loanTerms, creditQuota, overdueRatePct } from './terms.ts';
export type { DayAccrual, LoanPreview, LoanDay } from './interest.ts';
export {
  DAY_COUNT,
  dayInterest,
  termInterest,
  costPerDay,
  aprPct,
  loanPreview,
  dayEndMs,
  loanDueAt,
  loanDueSoonAt,
  loanDaysDue,
} from './interest.ts';
export type { LoanBalance, LoanFigures, LoanPhase } from './balance.ts';
export { loanFigures, allocateRepayment, isLoanUnsettled, loanPhases, loanPhase } from './balance.ts';
export type { LoanRejectReason, LoanBorrowContext, LoanRepayContext } from './validate.ts';
export {
  loanRejectReasons,
  isLoanRejectReason,
  validateLoanAmount,
  validateLoanBorrow,
  validateLoanRepay,
} from './validate.ts';
export { loanErrorFields } from './errorFields.ts';
