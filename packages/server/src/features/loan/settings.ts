import { loanTerms, type LoanTerms } from '@broker/domain';

/**
 * The sandbox's loan terms (docs/decisions.md "Credit loans"): the domain's `loanTerms` — euros,
 * 100 € to the score's quota, 30 days, 9.90 % a year, 4 points more a year after the due date,
 * a reminder 3 days before it, days in Amsterdam's time. A loan stores its rates and term when it
 * is asked for, so a change here applies to new loans only.
 */
export const loanSettings: LoanTerms = loanTerms;
