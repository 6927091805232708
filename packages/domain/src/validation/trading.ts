import type { Currency } from '../money/currency.ts';
import type { AccountRestriction } from '../status/statuses.ts';
import { phased } from './account.ts';
import type { Issues } from './issue.ts';
import {
  checkAmount,
  checkBalance,
  checkFundPassword,
  checkRestrictions,
  collect,
  isBlank,
  issue,
  requiredIssue,
} from './issue.ts';

// Products bought outside the order ticket: copy trading, AI quantitative, intraday. The
// ticket's own validators live in the trading slice (trading/order.ts), new-share subscriptions
// in the new-share slice (newShare/subscription.ts), block trades in blockTrade/buy.ts.

/**
 * Product purchases (copy trading, AI quantitative, intraday application): amount within
 * [minAmount, maxAmount], fund password, funds.
 */
export function validateProductPurchase(
  input: { amount: unknown; fundPassword: unknown },
  context: {
    currency: Currency;
    open: boolean;
    minAmount: string;
    maxAmount?: string;
    available: string;
    balance?: string;
    fundPasswordSet: boolean;
    fundPasswordMatches?: boolean;
    /** Copy trading: the follow deadline. */
    deadlineMs?: number;
    nowMs: number;
    restrictions?: readonly AccountRestriction[];
  },
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
    !context.open && issue('productId', 'error.product.unavailable'),
    context.deadlineMs !== undefined &&
      context.nowMs > context.deadlineMs &&
      issue('productId', 'error.copy.deadlinePassed'),
    checkAmount('amount', input.amount, { currency: context.currency, min: context.minAmount, max: context.maxAmount }),
    checkBalance('amount', input.amount as string, context),
  ]);
}
