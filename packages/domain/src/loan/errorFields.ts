import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

/**
 * The loan forms, as `validateLoanBorrow` and `validateLoanRepay` name the fields: one loan at a
 * time, the minimum, the score, the quota, what is owed and the funds are the amount's; the fund
 * password its own field. The account's restrictions and identity check, and a loan that is gone
 * or no longer owes, concern the whole request: the form's alert says it.
 */
export const loanErrorFields: ErrorFieldTable = {
  'loan/borrow': {
    'error.loan.pendingReview': 'amount',
    'error.loan.unsettled': 'amount',
    'error.amount.belowMinimum': 'amount',
    'error.creditScore.insufficient': 'amount',
    'error.credit.quotaInsufficient': 'amount',
  },
  'loan/repay': {
    'error.repay.exceedsBorrowed': 'amount',
    'error.balance.insufficient': 'amount',
    'error.balance.availableInsufficient': 'amount',
    'error.fundPassword.wrong': 'fundPassword',
    'error.fundPassword.notSet': 'fundPassword',
  },
};
