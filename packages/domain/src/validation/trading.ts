import type { Currency } from '../money/currency.ts';
import { decimalScale, gt, isPositive, lt, mul, UNSIGNED_DECIMAL_PATTERN } from '../money/decimal.ts';
import type { AccountRestriction, MarginStatus, NewShareStatus, PositionStatus } from '../status/statuses.ts';
import type { NewShareKind } from '../newShare/offering.ts';
import type { TimeWindow } from '../time/window.ts';
import { isWithinWindow } from '../time/window.ts';
import { openingCost } from '../trade/arithmetic.ts';
import { isLocked } from '../trade/sell-lock.ts';
import { phased } from './account.ts';
import type { Issue, Issues } from './issue.ts';
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

/** A price input: > 0 with at most 4 decimals. */
export function checkPrice(field: string, value: unknown): Issue | null {
  if (isBlank(value)) return requiredIssue(field);
  if (typeof value !== 'string' || !UNSIGNED_DECIMAL_PATTERN.test(value) || decimalScale(value) > 4)
    return invalid(field, 'decimal');
  return isPositive(value) ? null : invalid(field, 'min', { min: '0' });
}

export interface OrderInput {
  direction: unknown;
  priceType: unknown;
  /** Limit orders only. */
  price?: unknown;
  lots: unknown;
  leverage?: unknown;
}

export interface OrderContext {
  nowMs: number;
  currency: Currency;
  /** False for quote-only markets and unlisted stocks. */
  listed: boolean;
  /** Current price; null when there is no quote or trading is halted. */
  quotePrice: string | null;
  limitUp?: string | null;
  limitDown?: string | null;
  lotSize: number;
  minLots: number;
  minOpenAmount: string;
  feePct: string;
  hours: TimeWindow;
  leverages: readonly number[];
  marginStatus: MarginStatus;
  available: string;
  balance?: string;
  restrictions?: readonly AccountRestriction[];
}

/**
 * Opening a position (specification §5, api.md §4.6): direction, price type, limit price > 0,
 * whole lots ≥ 1, leverage; then account state, listed, a quote, the daily limit, trading hours,
 * minimum lots, minimum opening amount, leverage (> 1 only with activated margin), funds
 * (margin + fee ≤ available).
 */
export function validateOrder(input: OrderInput, context: OrderContext): Issues {
  const isLimit = input.priceType === 'limit';
  const leverage = input.leverage ?? 1;
  const fields = collect(
    isBlank(input.direction)
      ? requiredIssue('direction')
      : input.direction !== 'long' && input.direction !== 'short' && invalid('direction', 'enum'),
    isBlank(input.priceType)
      ? requiredIssue('priceType')
      : !isLimit && input.priceType !== 'market' && invalid('priceType', 'enum'),
    isLimit && checkPrice('price', input.price),
    checkCount('lots', input.lots),
    checkCount('leverage', leverage),
  );
  if (fields.length > 0) return fields;
  const lots = input.lots as number;
  const price = isLimit ? (input.price as string) : context.quotePrice;
  const shares = lots * context.lotSize;
  const leverageValue = leverage as number;
  const cost = price === null ? null : openingCost(price, shares, leverageValue, context.feePct, context.currency);
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    !context.listed && issue('stockId', 'error.stock.notListed'),
    context.quotePrice === null && issue('price', 'error.price.unavailable'),
    isLimit && checkDailyLimit(input.price as string, context.limitDown, context.limitUp),
    !isWithinWindow(context.hours, context.nowMs) && issue('time', 'error.time.outsideTrading', { ...context.hours }),
    lots < context.minLots && issue('lots', 'error.quantity.belowMinimum', { min: context.minLots }),
    cost !== null &&
      lt(cost.amount, context.minOpenAmount) &&
      issue('lots', 'error.amount.belowMinimum', { min: context.minOpenAmount, currency: context.currency }),
    !context.leverages.includes(leverageValue) && invalid('leverage', 'enum', { allowed: context.leverages }),
    leverageValue > 1 && context.marginStatus !== 'activated' && issue('leverage', 'error.margin.notEnabled'),
    cost !== null && checkBalance('amount', cost.total, context),
  ]);
}

/** A limit price within [limitDown, limitUp] (either bound may be absent). */
export function checkDailyLimit(price: string, limitDown?: string | null, limitUp?: string | null): Issue | null {
  const below = limitDown !== undefined && limitDown !== null && lt(price, limitDown);
  const above = limitUp !== undefined && limitUp !== null && gt(price, limitUp);
  return below || above
    ? issue('price', 'error.price.outOfLimit', {
        ...(limitDown ? { min: limitDown } : {}),
        ...(limitUp ? { max: limitUp } : {}),
      })
    : null;
}

/** Closing a position (api.md §4.6): holding only; locked → `position.locked` with unlockAt. */
export function validateClose(
  position: { status: PositionStatus; lockUntilMs?: number | null; listed?: boolean },
  context: { nowMs: number; restrictions?: readonly AccountRestriction[] },
): Issues {
  const locked = position.status === 'locked' || isLocked(position.lockUntilMs, context.nowMs);
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    locked &&
      issue(
        'positionId',
        'error.position.locked',
        position.lockUntilMs ? { unlockAt: new Date(position.lockUntilMs).toISOString() } : {},
      ),
    position.status !== 'holding' && issue('positionId', 'error.order.notHolding'),
    position.listed === false && issue('positionId', 'error.stock.notListed'),
  ]);
}

/** Cancelling a limit order: pending only. */
export function validateCancel(position: { status: PositionStatus }): Issues {
  return position.status === 'pending' ? [] : [issue('positionId', 'error.order.notPending')];
}

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
