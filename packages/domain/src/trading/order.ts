import type { Currency } from '../money/currency.ts';
import { decimalScale, gt, isPositive, lt, UNSIGNED_DECIMAL_PATTERN } from '../money/decimal.ts';
import type { AccountRestriction, MarginStatus, PositionStatus } from '../status/statuses.ts';
import type { TimeWindow } from '../time/window.ts';
import { phased } from '../validation/account.ts';
import type { Issue, Issues } from '../validation/issue.ts';
import {
  checkBalance,
  checkCount,
  checkFundPassword,
  checkRestrictions,
  collect,
  invalid,
  isBlank,
  issue,
  requiredIssue,
} from '../validation/issue.ts';
import { dailyLimits } from '../market/prices.ts';
import { isTradingTime, nextSessionOpen, type TradingCalendar } from './calendar.ts';
import { isLocked } from './lock.ts';
import { openingCost } from './settlement.ts';
import { isDirection, isPriceType } from './vocabulary.ts';

/** A price input: > 0 with at most 4 decimals. */
export function checkPrice(field: string, value: unknown): Issue | null {
  if (isBlank(value)) return requiredIssue(field);
  if (typeof value !== 'string' || !UNSIGNED_DECIMAL_PATTERN.test(value) || decimalScale(value) > 4)
    return invalid(field, 'decimal');
  return isPositive(value) ? null : invalid(field, 'min', { min: '0' });
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

/** The order ticket as typed (`trade/order` without its requestId and stockId). */
export interface OrderInput {
  direction: unknown;
  priceType: unknown;
  /** Limit orders only. */
  price?: unknown;
  lots: unknown;
  /** Default 1. */
  leverage?: unknown;
  /** Every order, buy or sell (a short commits margin too); the preview takes none. */
  fundPassword?: unknown;
  /**
   * A market order asked for the next opening (`waitsForOpening`): while the market is closed it
   * waits for the next session's first price instead of being refused.
   */
  atOpening?: unknown;
}

export interface OrderContext {
  nowMs: number;
  currency: Currency;
  /** False when no instrument has the stockId (`stock.notFound`); default true. */
  exists?: boolean;
  /** False for quote-only markets and unlisted stocks. */
  listed: boolean;
  /** Current price; null when there is no quote or trading is halted. */
  quotePrice: string | null;
  limitUp?: string | null;
  limitDown?: string | null;
  /** The market's daily limit in percent (StockDetail.trade.dailyLimitPct): what an order for the opening reserves. */
  dailyLimitPct: string;
  lotSize: number;
  minLots: number;
  minOpenAmount: string;
  feePct: string;
  /** The market's trading hours (StockDetail.trade.hours) and holidays, if the calendar has any. */
  hours: TimeWindow;
  holidays?: readonly string[];
  /** The leverages the product offers (`margin/info` leverages; 1 is always among them). */
  leverages: readonly number[];
  marginStatus: MarginStatus;
  available: string;
  balance?: string;
  restrictions?: readonly AccountRestriction[];
  fundPasswordSet: boolean;
  /** Server: whether the fund password matched (undefined when it was not checked). */
  fundPasswordMatches?: boolean;
  /**
   * True for `trade/preview`: the receipt before confirming commits nothing, so it asks no fund
   * password; the order itself does.
   */
  preview?: boolean;
}

/**
 * Opening a position (specification §5, api.md §4.6 and §1.5's check order). Fields first, all
 * at once: direction, price type, a limit price > 0 with ≤ 4 decimals, whole lots ≥ 1, a whole
 * leverage ≥ 1, the fund password when one is set (not for a preview). Then only the first of:
 * account restrictions (`account.tradeBanned`) → the fund password (`fundPassword.notSet`,
 * `fundPassword.wrong`; as a withdrawal, and not for a preview) → the
 * stock (`stock.notFound`, `stock.notListed`, `price.unavailable`) → the margin switch (leverage from the offered
 * list, > 1 only while margin is activated: `margin.notEnabled`) → trading hours
 * (`time.outsideTrading` with the window; not for an order for the opening, `waitsForOpening`) → bounds (`price.outOfLimit`,
 * `quantity.belowMinimum`, `amount.belowMinimum`) → funds (margin + fee ≤ available:
 * `balance.*`; an order for the opening at its reserve price). Quantity and funds issues name `lots`, the control that fixes them.
 */
export function validateOrder(input: OrderInput, context: OrderContext): Issues {
  const isLimit = input.priceType === 'limit';
  const leverage = input.leverage ?? 1;
  const fields = collect(
    isBlank(input.direction)
      ? requiredIssue('direction')
      : !isDirection(input.direction) && invalid('direction', 'enum'),
    isBlank(input.priceType)
      ? requiredIssue('priceType')
      : !isPriceType(input.priceType) && invalid('priceType', 'enum'),
    isLimit && checkPrice('price', input.price),
    checkCount('lots', input.lots),
    checkCount('leverage', leverage),
    !context.preview && context.fundPasswordSet && isBlank(input.fundPassword) && requiredIssue('fundPassword'),
  );
  if (fields.length > 0) return fields;
  const lots = input.lots as number;
  const leverageValue = leverage as number;
  const calendar = { window: context.hours, holidays: context.holidays };
  const atOpening = waitsForOpening(input, context.nowMs, calendar);
  const price = isLimit ? (input.price as string) : context.quotePrice;
  const shares = lots * context.lotSize;
  const cost = price === null ? null : openingCost(price, shares, leverageValue, context.feePct, context.currency);
  // An order for the opening must be able to pay for the highest price the opening may have.
  const reserved =
    price !== null && atOpening
      ? openingCost(
          openingReservePrice(price, context.dailyLimitPct),
          shares,
          leverageValue,
          context.feePct,
          context.currency,
        )
      : cost;
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    !context.preview &&
      checkFundPassword(input.fundPassword, {
        fundPasswordSet: context.fundPasswordSet,
        matches: context.fundPasswordMatches,
      }),
    context.exists === false && issue('stockId', 'error.stock.notFound'),
    !context.listed && issue('stockId', 'error.stock.notListed'),
    context.quotePrice === null && issue('price', 'error.price.unavailable'),
    !context.leverages.includes(leverageValue) && invalid('leverage', 'enum', { allowed: context.leverages }),
    leverageValue > 1 && context.marginStatus !== 'activated' && issue('leverage', 'error.margin.notEnabled'),
    !atOpening &&
      !isTradingTime(context.nowMs, calendar) &&
      issue('time', 'error.time.outsideTrading', { ...context.hours }),
    isLimit && checkDailyLimit(input.price as string, context.limitDown, context.limitUp),
    lots < context.minLots && issue('lots', 'error.quantity.belowMinimum', { min: context.minLots }),
    cost !== null &&
      lt(cost.amount, context.minOpenAmount) &&
      issue('lots', 'error.amount.belowMinimum', { min: context.minOpenAmount, currency: context.currency }),
    reserved !== null && checkBalance('lots', reserved.total, context),
  ]);
}

/**
 * An order for the next opening (issue #26, docs/decisions.md "Orders for the opening"): a market
 * order asked for it while the market is closed. It waits as pending and fills at the next
 * session's first price, cancellable until then; in trading hours the same ticket is an ordinary
 * market order that fills at once. Limit orders are day orders and stay refused outside hours.
 */
export function waitsForOpening(
  input: { priceType: unknown; atOpening?: unknown },
  nowMs: number,
  calendar: TradingCalendar,
): boolean {
  return input.priceType === 'market' && input.atOpening === true && !isTradingTime(nowMs, calendar);
}

/**
 * The price an order for the opening reserves its cost at: the highest the next opening may be
 * (the last price plus the daily limit, `dailyLimits`), so the fill never needs more than is frozen.
 */
export function openingReservePrice(lastPrice: string, dailyLimitPct: string): string {
  return dailyLimits(lastPrice, dailyLimitPct).limitUp;
}

/**
 * The terms of an order for the opening, for its receipt: when it fills (the next session's
 * opening), the price its cost is reserved at and the amount frozen until then.
 */
export function openingOrderTerms(
  order: { lastPrice: string; shares: number; leverage: number },
  rules: { feePct: string; dailyLimitPct: string; currency: Currency },
  nowMs: number,
  calendar: TradingCalendar,
): { atMs: number; reservePrice: string; reserved: string } {
  const reservePrice = openingReservePrice(order.lastPrice, rules.dailyLimitPct);
  const cost = openingCost(reservePrice, order.shares, order.leverage, rules.feePct, rules.currency);
  return { atMs: nextSessionOpen(nowMs, calendar), reservePrice, reserved: cost.total };
}

/**
 * Closing a position (api.md §4.6): holding only — a locked one answers `position.locked` with
 * `unlockAt`, any other `order.notHolding`; an unlisted new share `stock.notListed`; in trading
 * hours without a quote `price.unavailable` (outside them the close waits as closing and needs
 * no price yet).
 */
export function validateClose(
  position: { status: PositionStatus; lockUntilMs?: number | null; listed?: boolean },
  context: { nowMs: number; restrictions?: readonly AccountRestriction[]; quoteAvailable?: boolean },
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
    context.quoteAvailable === false && issue('positionId', 'error.price.unavailable'),
  ]);
}

/**
 * `trade/cancel`: a pending limit order (its frozen margin and fee are released), or a closing
 * position's close request (back to holding); anything else `order.notPending`.
 */
export function validateCancel(position: { status: PositionStatus }): Issues {
  return position.status === 'pending' || position.status === 'closing'
    ? []
    : [issue('positionId', 'error.order.notPending')];
}
