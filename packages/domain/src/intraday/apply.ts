import type { Currency } from '../money/currency.ts';
import type { AccountRestriction } from '../status/statuses.ts';
import type { TimeWindow } from '../time/window.ts';
import { isWithinWindow } from '../time/window.ts';
import { phased } from '../validation/account.ts';
import type { Issues } from '../validation/issue.ts';
import {
  checkAmount,
  checkBalance,
  checkFundPassword,
  checkRestrictions,
  collect,
  isBlank,
  issue,
  requiredIssue,
} from '../validation/issue.ts';

/**
 * Why an operator rejects an application (products.md §4: a reason code shown to the user): the
 * user's experience, their risk profile, an incomplete profile, or the market's conditions.
 */
export const intradayRejectReasons = ['experience', 'riskProfile', 'incompleteProfile', 'marketConditions'] as const;
export type IntradayRejectReason = (typeof intradayRejectReasons)[number];

/** The terms of an application: the currency, the bounds of the amount and the hours it is taken in. */
export interface IntradayTerms {
  currency: Currency;
  minAmount: string;
  maxAmount: string;
  hours: TimeWindow;
  /** Intraday trading is switched on (an operator may switch it off). */
  open: boolean;
}

/** What an application is checked against: the terms, the account, its funds and its applications. */
export interface IntradayApplyContext extends IntradayTerms {
  nowMs: number;
  isSeat: boolean;
  /** An application pending review, or an intraday account not yet settled. */
  hasActive: boolean;
  available: string;
  balance?: string;
  fundPasswordSet: boolean;
  fundPasswordMatches?: boolean;
  restrictions?: readonly AccountRestriction[];
}

/**
 * An intraday application (api.md §4.9, products.md §4), in the server's check order: the amount
 * and the fund password given; then the account's restrictions, the fund password, a seat account
 * (refused: `account.alreadySeat`), the switch, the hours, one active application at a time, the
 * amount's bounds and the funds it freezes.
 */
export function validateIntradayApply(
  input: { amount: unknown; fundPassword: unknown },
  context: IntradayApplyContext,
): Issues {
  const fields = collect(
    checkAmount('amount', input.amount, { currency: context.currency }),
    context.fundPasswordSet && isBlank(input.fundPassword) && requiredIssue('fundPassword'),
  );
  return phased(fields, () => [
    checkRestrictions(context.restrictions ?? [], 'funds'),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    context.isSeat && issue('account', 'error.account.alreadySeat'),
    !context.open && issue('amount', 'error.channel.closed'),
    !isWithinWindow(context.hours, context.nowMs) && issue('time', 'error.time.outsideTrading', { ...context.hours }),
    context.hasActive && issue('amount', 'error.intraday.activeExists'),
    checkAmount('amount', input.amount, {
      currency: context.currency,
      min: context.minAmount,
      max: context.maxAmount,
    }),
    checkBalance('amount', input.amount as string, context),
  ]);
}
