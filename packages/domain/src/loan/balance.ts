import type { Currency } from '../money/currency.ts';
import { roundMoney } from '../money/currency.ts';
import { add, gt, isPositive, min, sub } from '../money/decimal.ts';
import type { Money } from '../money/nominal.ts';
import type { LoanStatus } from '../status/statuses.ts';

/**
 * What a loan owes: the amount borrowed and the interest booked so far, less what was repaid.
 * A repayment pays the interest owed first, then the principal (the usual order: interest is
 * charged on the principal only, so paying it last would cost the user more).
 */
export interface LoanBalance {
  amount: string;
  /** Every day's booked interest so far. */
  interest: string;
  /** Every repayment so far … */
  repaid: string;
  /** … and the part of it that paid the principal (the rest paid interest). */
  principalRepaid: string;
}

export interface LoanFigures {
  /** amount + interest − repaid: what settles the loan now. */
  outstanding: Money;
  /** The principal still owed: what the days' interest is charged on. */
  principalOutstanding: Money;
  /** Booked interest not yet paid. */
  interestOutstanding: Money;
}

export function loanFigures(balance: LoanBalance, currency: Currency = 'EUR'): LoanFigures {
  const interestRepaid = sub(balance.repaid, balance.principalRepaid);
  return {
    outstanding: roundMoney(sub(add(balance.amount, balance.interest), balance.repaid), currency),
    principalOutstanding: roundMoney(sub(balance.amount, balance.principalRepaid), currency),
    interestOutstanding: roundMoney(sub(balance.interest, interestRepaid), currency),
  };
}

/** How a repayment of `amount` is split: the interest owed first, the rest to the principal. */
export function allocateRepayment(
  balance: LoanBalance,
  amount: string,
  currency: Currency = 'EUR',
): { toInterest: Money; toPrincipal: Money; after: LoanBalance } {
  const figures = loanFigures(balance, currency);
  if (gt(amount, figures.outstanding)) throw new RangeError('a repayment above what is owed');
  const toInterest = roundMoney(min(amount, figures.interestOutstanding), currency);
  const toPrincipal = roundMoney(sub(amount, toInterest), currency);
  return {
    toInterest,
    toPrincipal,
    after: {
      ...balance,
      repaid: roundMoney(add(balance.repaid, amount), currency),
      principalRepaid: roundMoney(add(balance.principalRepaid, toPrincipal), currency),
    },
  };
}

/** A loan is unsettled while approved with something outstanding (api.md §3, D10). */
export const isLoanUnsettled = (status: LoanStatus, outstanding: string): boolean =>
  status === 'approved' && isPositive(outstanding);

/**
 * Where a loan stands, for its row and its notices: awaiting review, rejected, running, due soon
 * (the reminder has come), overdue (past the due date and unsettled) or settled. A status of the
 * record (`LoanStatus`) and its dates, not a stored field.
 */
export const loanPhases = ['pending', 'rejected', 'running', 'dueSoon', 'overdue', 'settled'] as const;
export type LoanPhase = (typeof loanPhases)[number];

export function loanPhase(
  loan: { status: LoanStatus; dueAtMs: number | null; settledAtMs: number | null },
  nowMs: number,
  dueSoonDays: number,
): LoanPhase {
  switch (loan.status) {
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'approved':
      if (loan.settledAtMs !== null) return 'settled';
      if (loan.dueAtMs !== null && nowMs >= loan.dueAtMs) return 'overdue';
      if (loan.dueAtMs !== null && nowMs >= loan.dueAtMs - dueSoonDays * 86_400_000) return 'dueSoon';
      return 'running';
    default:
      return loan.status satisfies never;
  }
}
