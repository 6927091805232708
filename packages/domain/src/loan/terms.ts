import type { Currency } from '../money/currency.ts';
import { roundMoney } from '../money/currency.ts';
import { add, min, mul, roundHalfUp } from '../money/decimal.ts';
import type { Money } from '../money/nominal.ts';

/**
 * The sandbox's credit loan (products.md §5, docs/decisions.md "Credit loans"): in euros, from a
 * minimum amount up to the quota the credit score gives, for a fixed term, at a nominal annual
 * rate charged per day on the principal still owed (annual rate / 360). After the due date a
 * written surcharge is added to the rate for every further day; the user is told a few days
 * before the due date and at it. Every figure here is disclosed before borrowing (`loan/info`,
 * `loan/preview`). The server keeps them per loan: a loan keeps the terms it was borrowed on.
 */
export interface LoanTerms {
  currency: Currency;
  /** The least that may be borrowed. */
  minAmount: string;
  /** Days from the approval to the due date (calendar days in `timeZone`). */
  termDays: number;
  /** The nominal annual rate, in percent. */
  annualRatePct: string;
  /** Added to the annual rate for each day after the due date, in percentage points. */
  overdueSurchargePct: string;
  /** The user is reminded this many days before the due date. */
  dueSoonDays: number;
  /** Below this credit score nothing may be borrowed (`creditScore.insufficient`). */
  minCreditScore: number;
  /** The quota each point of the credit score gives. */
  quotaPerScorePoint: string;
  /** The most any score gives. */
  maxQuota: string;
  /** The sandbox's day: interest accrues at each local midnight here. */
  timeZone: string;
}

export const loanTerms: LoanTerms = {
  currency: 'EUR',
  minAmount: '100.00',
  termDays: 30,
  annualRatePct: '9.90',
  overdueSurchargePct: '4.00',
  dueSoonDays: 3,
  minCreditScore: 60,
  quotaPerScorePoint: '100',
  maxQuota: '20000.00',
  timeZone: 'Europe/Amsterdam',
};

/** The rate of a day after the due date: the annual rate plus the surcharge, in percent. */
export const overdueRatePct = (terms: Pick<LoanTerms, 'annualRatePct' | 'overdueSurchargePct'>): string =>
  roundHalfUp(add(terms.annualRatePct, terms.overdueSurchargePct), 2);

/**
 * The credit quota of a score: `quotaPerScorePoint` a point, at most `maxQuota`; nothing below
 * `minCreditScore` (such a score may not borrow at all).
 */
export function creditQuota(creditScore: number, terms: LoanTerms = loanTerms): Money {
  if (creditScore < terms.minCreditScore) return roundMoney(0, terms.currency);
  return roundMoney(min(mul(creditScore, terms.quotaPerScorePoint), terms.maxQuota), terms.currency);
}
