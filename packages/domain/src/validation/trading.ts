import type { Currency } from '../money/currency.ts';
import type { AccountRestriction } from '../status/statuses.ts';
import type { TimeWindow } from '../time/window.ts';
import { isWithinWindow } from '../time/window.ts';
import { openingCost } from '../trading/settlement.ts';
import { phased } from './account.ts';
import type { Issues } from './issue.ts';
import {
  checkAmount,
  checkBalance,
  checkCount,
  checkFundPassword,
  checkRestrictions,
  collect,
  isBlank,
  issue,
  requiredIssue,
} from './issue.ts';

// Products bought outside the order ticket: block trades, copy trading, AI quantitative,
// intraday. The ticket's own validators live in the trading slice (trading/order.ts), new-share
// subscriptions in the new-share slice (newShare/subscription.ts).

/**
 * Block trade (api.md §4.9): whole lots, secret key when needed, fund password; then offer open,
 * hours, minimum lots, today's remaining limit, funds (price × shares + fee, leverage 1).
 */
export function validateBlockTrade(
  input: { lots: unknown; secretKey?: unknown; fundPassword: unknown },
  context: {
    nowMs: number;
    currency: Currency;
    open: boolean;
    needsSecretKey: boolean;
    secretKeyMatches?: boolean;
    price: string;
    lotSize: number;
    minLots: number;
    remainingTodayLots: number;
    feePct: string;
    hours: TimeWindow;
    available: string;
    balance?: string;
    fundPasswordSet: boolean;
    fundPasswordMatches?: boolean;
    restrictions?: readonly AccountRestriction[];
  },
): Issues {
  const fields = collect(
    checkCount('lots', input.lots),
    context.needsSecretKey && isBlank(input.secretKey) && requiredIssue('secretKey'),
    context.fundPasswordSet && isBlank(input.fundPassword) && requiredIssue('fundPassword'),
  );
  if (fields.length > 0) return fields;
  const lots = input.lots as number;
  const cost = openingCost(context.price, lots * context.lotSize, 1, context.feePct, context.currency);
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    context.needsSecretKey && context.secretKeyMatches === false && issue('secretKey', 'error.secretKey.mismatch'),
    !context.open && issue('blockTradeId', 'error.blockTrade.closed'),
    !isWithinWindow(context.hours, context.nowMs) && issue('time', 'error.time.outsideTrading', { ...context.hours }),
    lots < context.minLots && issue('lots', 'error.quantity.belowMinimum', { min: context.minLots }),
    lots > context.remainingTodayLots &&
      issue('lots', 'error.buyQuota.insufficient', { max: context.remainingTodayLots }),
    checkBalance('amount', cost.total, context),
  ]);
}

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
