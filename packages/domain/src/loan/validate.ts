import type { Currency } from '../money/currency.ts';
import { gt } from '../money/decimal.ts';
import type { AccountRestriction, LoanStatus, RealNameStatus } from '../status/statuses.ts';
import { phased } from '../validation/account.ts';
import type { Issues } from '../validation/issue.ts';
import {
  checkAmount,
  checkBalance,
  checkFundPassword,
  checkRealName,
  checkRestrictions,
  collect,
  isBlank,
  issue,
  requiredIssue,
} from '../validation/issue.ts';

/**
 * Why an operator rejects a loan (a reason code the user sees in words, as intraday's): the
 * credit history, what the user can afford, an incomplete profile, or the house's lending policy.
 */
export const loanRejectReasons = ['creditHistory', 'affordability', 'incompleteProfile', 'policy'] as const;
export type LoanRejectReason = (typeof loanRejectReasons)[number];

export const isLoanRejectReason = (value: unknown): value is LoanRejectReason =>
  typeof value === 'string' && (loanRejectReasons as readonly string[]).includes(value);

/** What a borrow is checked against: the terms, the account, its score and quota, its loans. */
export interface LoanBorrowContext {
  currency: Currency;
  minAmount: string;
  creditScore: number;
  minCreditScore: number;
  /** quota − what is still owed (`creditQuota` − outstanding). */
  available: string;
  /** A loan awaiting review. */
  hasPending: boolean;
  /** An approved loan with something outstanding. */
  hasUnsettled: boolean;
  realNameStatus: RealNameStatus;
  restrictions?: readonly AccountRestriction[];
}

/** The amount's own rules, in the check order's last steps: the minimum, the credit score, the quota. */
const amountRules = (
  input: { amount: unknown },
  context: Pick<LoanBorrowContext, 'currency' | 'minAmount' | 'creditScore' | 'minCreditScore' | 'available'>,
) => [
  checkAmount('amount', input.amount, { currency: context.currency, min: context.minAmount }),
  context.creditScore < context.minCreditScore &&
    issue('amount', 'error.creditScore.insufficient', { min: context.minCreditScore }),
  gt(input.amount as string, context.available) &&
    issue('amount', 'error.credit.quotaInsufficient', { max: context.available, currency: context.currency }),
];

/**
 * `loan/preview`: an amount the sheet can be drawn for — given, at least the minimum, within the
 * credit score's quota (the rules of `validateLoanBorrow` that concern the amount alone).
 */
export function validateLoanAmount(
  input: { amount: unknown },
  context: Pick<LoanBorrowContext, 'currency' | 'minAmount' | 'creditScore' | 'minCreditScore' | 'available'>,
): Issues {
  return phased(collect(checkAmount('amount', input.amount, { currency: context.currency })), () =>
    amountRules(input, context),
  );
}

/**
 * `loan/borrow` (api.md §4.10, §1.5's check order): the amount given; then the account's
 * restrictions, the real-name gate, one loan at a time (pending review, then unsettled), the
 * minimum amount, the credit score and the quota. No fund password: nothing leaves the account
 * (docs/decisions.md "Credit loans").
 */
export function validateLoanBorrow(input: { amount: unknown }, context: LoanBorrowContext): Issues {
  return phased(collect(checkAmount('amount', input.amount, { currency: context.currency })), () => [
    checkRestrictions(context.restrictions ?? [], 'funds'),
    checkRealName(context.realNameStatus),
    context.hasPending && issue('amount', 'error.loan.pendingReview'),
    context.hasUnsettled && issue('amount', 'error.loan.unsettled'),
    ...amountRules(input, context),
  ]);
}

/** What a repayment is checked against: the loan (when it is the account's), the funds, the fund password. */
export interface LoanRepayContext {
  currency: Currency;
  /** The loan exists and is the account's (another account's is not found). */
  exists: boolean;
  status: LoanStatus;
  outstanding: string;
  available: string;
  balance?: string;
  fundPasswordSet: boolean;
  fundPasswordMatches?: boolean;
  restrictions?: readonly AccountRestriction[];
}

/**
 * `loan/repay` (api.md §4.10, group F with the fund password): the loan, the amount and the fund
 * password given; then the restrictions, the fund password, the loan (`order.notFound`), its state
 * (approved and unsettled, else `order.notHolding`), the amount against what is owed
 * (`repay.exceedsBorrowed`) and against the funds.
 */
export function validateLoanRepay(
  input: { loanId: unknown; amount: unknown; fundPassword: unknown },
  context: LoanRepayContext,
): Issues {
  const fields = collect(
    isBlank(input.loanId) && requiredIssue('loanId'),
    checkAmount('amount', input.amount, { currency: context.currency }),
    context.fundPasswordSet && isBlank(input.fundPassword) && requiredIssue('fundPassword'),
  );
  return phased(fields, () => [
    checkRestrictions(context.restrictions ?? [], 'funds'),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    !context.exists && issue('loanId', 'error.order.notFound'),
    (context.status !== 'approved' || !gt(context.outstanding, 0)) && issue('loanId', 'error.order.notHolding'),
    gt(input.amount as string, context.outstanding) &&
      issue('amount', 'error.repay.exceedsBorrowed', { max: context.outstanding, currency: context.currency }),
    checkBalance('amount', input.amount as string, context),
  ]);
}
