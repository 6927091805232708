import type { Currency } from '../money/currency.ts';
import type { Money } from '../money/nominal.ts';
import type { RealNameStatus } from '../status/statuses.ts';
import { isWithinWindow, type TimeWindow } from '../time/window.ts';
import { withdrawalNet } from '../trade/arithmetic.ts';
import { checkAmount, checkRealName } from '../validation/issue.ts';

/**
 * True when `amount` is a positive decimal with at most the currency's decimals: an amount the
 * validators accept as an amount (before its bounds), so one that may be priced.
 */
export function isPriceableAmount(amount: string, currency: Currency): boolean {
  return checkAmount('amount', amount, { currency }) === null;
}

/** Fee and net amount of a withdrawal as typed so far, or null while the amount is not a valid one. */
export function withdrawalPreview(
  amount: string,
  feePct: string,
  currency: Currency,
): { fee: Money; netAmount: Money } | null {
  return isPriceableAmount(amount, currency) ? withdrawalNet(amount, feePct, currency) : null;
}

/** What `funds/withdrawInfo` says stands in the way of a withdrawal, before anything is typed. */
export interface WithdrawalBlockers {
  /** Real name not verified: the form is replaced by the gate. */
  realName: boolean;
  /** No fund password yet: it must be set first. */
  fundPassword: boolean;
  /** Credit score under the minimum. */
  creditScore: boolean;
  /** Now outside the withdrawal hours. */
  outsideHours: boolean;
}

/**
 * The blockers of `validateWithdrawal` that do not depend on the form: the same real-name,
 * fund-password, credit-score and hours rules, read from `funds/withdrawInfo` at `nowMs`.
 */
export function withdrawalBlockers(
  info: {
    realNameStatus: RealNameStatus;
    fundPasswordSet: boolean;
    creditScore: number;
    minCreditScore: number;
    hours: TimeWindow;
  },
  nowMs: number,
): WithdrawalBlockers {
  return {
    realName: checkRealName(info.realNameStatus) !== null,
    fundPassword: !info.fundPasswordSet,
    creditScore: info.creditScore < info.minCreditScore,
    outsideHours: !isWithinWindow(info.hours, nowMs),
  };
}
