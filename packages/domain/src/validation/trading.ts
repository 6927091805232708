import type { Currency } from '../money/currency.ts';
import { lt, mul } from '../money/decimal.ts';
import type { AccountRestriction, NewShareStatus } from '../status/statuses.ts';
import type { NewShareKind } from '../newShare/offering.ts';
import type { TimeWindow } from '../time/window.ts';
import { isWithinWindow } from '../time/window.ts';
import { checkPrice } from '../trading/order.ts';
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
  invalid,
  isBlank,
  issue,
  requiredIssue,
} from './issue.ts';

// Products bought outside the order ticket: new shares, block trades, copy trading, AI
// quantitative, intraday. The ticket's own validators live in the trading slice (trading/order.ts).

export interface NewShareRules {
  kind: NewShareKind;
  status?: NewShareStatus;
  lotSize: number;
  minLots: number;
  maxLots: number;
  issuePrice: string;
  levels?: readonly { level: number; minAmount: string }[];
  subscribeStartMs: number;
  subscribeEndMs: number;
  currency: Currency;
}

/**
 * New-share subscription (api.md §4.8): lots ≤ maxLots, level (placement), bid ≥ issue price
 * (auction), fund password; then subscription period, one per offering, minimum lots, the level's
 * minimum amount, funds (amount = lots × lotSize × price).
 */
export function validateNewShareSubscription(
  input: { lots: unknown; level?: unknown; bidPrice?: unknown; fundPassword: unknown },
  context: {
    offering: NewShareRules;
    nowMs: number;
    alreadySubscribed: boolean;
    available: string;
    balance?: string;
    fundPasswordSet: boolean;
    fundPasswordMatches?: boolean;
    restrictions?: readonly AccountRestriction[];
  },
): Issues {
  const { offering } = context;
  const level = offering.levels?.find((entry) => entry.level === input.level);
  const bidIssue = offering.kind === 'auction' ? checkPrice('bidPrice', input.bidPrice) : null;
  const fields = collect(
    checkCount('lots', input.lots) ??
      ((input.lots as number) > offering.maxLots && invalid('lots', 'max', { max: offering.maxLots })),
    offering.kind === 'placement' &&
      (isBlank(input.level) ? requiredIssue('level') : level === undefined && invalid('level', 'enum')),
    bidIssue ??
      (offering.kind === 'auction' &&
        lt(input.bidPrice as string, offering.issuePrice) &&
        invalid('bidPrice', 'min', { min: offering.issuePrice })),
    context.fundPasswordSet && isBlank(input.fundPassword) && requiredIssue('fundPassword'),
  );
  if (fields.length > 0) return fields;
  const lots = input.lots as number;
  const price = offering.kind === 'auction' ? (input.bidPrice as string) : offering.issuePrice;
  const amount = mul(mul(lots, offering.lotSize), price);
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    context.nowMs < offering.subscribeStartMs && issue('newShareId', 'error.subscription.notOpen'),
    context.nowMs > offering.subscribeEndMs && issue('newShareId', 'error.subscription.ended'),
    context.alreadySubscribed && issue('newShareId', 'error.newShare.alreadySubscribed'),
    lots < offering.minLots && issue('lots', 'error.quantity.belowMinimum', { min: offering.minLots }),
    level !== undefined &&
      lt(amount, level.minAmount) &&
      issue('lots', 'error.amount.belowMinimum', { min: level.minAmount, currency: offering.currency }),
    checkBalance('amount', amount, context),
  ]);
}

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
