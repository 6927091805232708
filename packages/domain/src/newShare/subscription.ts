import type { Currency } from '../money/currency.ts';
import { div, lt, mul } from '../money/decimal.ts';
import type { AccountRestriction, NewShareRecordStatus, NewShareStatus } from '../status/statuses.ts';
import { apiTime } from '../trading/calendar.ts';
import { checkPrice } from '../trading/order.ts';
import { phased } from '../validation/account.ts';
import type { Issues } from '../validation/issue.ts';
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
import type { NewShareKind } from './offering.ts';
import { holdsFrozen, isCancellable, isPayable } from './status.ts';

/** What the subscription rules need of an offering. */
export interface NewShareRules {
  kind: NewShareKind;
  status?: NewShareStatus;
  lotSize: number;
  minLots: number;
  maxLots: number;
  issuePrice: string;
  levels?: readonly { level: number; minAmount: string }[] | null;
  subscribeStartMs: number;
  subscribeEndMs: number;
  currency: Currency;
}

/**
 * The fewest lots a subscription at a placement level may ask: the offering's minimum, or as many
 * whole lots at the issue price as reach the level's minimum amount, whichever is more (level 1 at
 * 1.000,00 € with lots of 10 shares at 8,00 € needs 13 lots, not 1). Capped at the offering's
 * maximum; without a level, the offering's minimum.
 */
export function levelMinLots(
  offering: Pick<NewShareRules, 'minLots' | 'maxLots' | 'lotSize' | 'issuePrice'>,
  level?: { minAmount: string } | null,
): number {
  if (!level) return offering.minLots;
  const lotPrice = mul(offering.lotSize, offering.issuePrice);
  const lots = Number(div(level.minAmount, lotPrice, 0, 'up'));
  return Math.min(offering.maxLots, Math.max(offering.minLots, lots));
}

/** The price per share a subscription freezes and pays: the bid of an auction, else the issue price. */
export function subscriptionPrice(offering: { kind: NewShareKind; issuePrice: string }, bidPrice?: unknown): string {
  return offering.kind === 'auction' && typeof bidPrice === 'string' ? bidPrice : offering.issuePrice;
}

export interface SubscriptionInput {
  lots: unknown;
  level?: unknown;
  bidPrice?: unknown;
  fundPassword?: unknown;
}

export interface SubscriptionContext {
  offering: NewShareRules;
  nowMs: number;
  alreadySubscribed: boolean;
  available: string;
  balance?: string;
  fundPasswordSet: boolean;
  fundPasswordMatches?: boolean;
  restrictions?: readonly AccountRestriction[];
  /** False when no offering has the id (`product.unavailable`); default true. */
  exists?: boolean;
  /** False when the offering's kind is switched off in its market (`channel.notOpen`); default true. */
  open?: boolean;
  /** The waiver bar's end while the account is barred (`subscribe.failed`, reason `waiverBar`). */
  barredUntilMs?: number | null;
  /** Placements: the lots still to be allotted (`allocation.failed` when fewer than asked). */
  lotsLeft?: number;
}

/**
 * New-share subscription (api.md §4.8, products.md §2, check order of §1.5). Fields first, all at
 * once: whole lots ≤ maxLots, the level (placement), a bid ≥ the issue price with ≤ 4 decimals
 * (auction), the fund password when one is set. Then only the first of: account restrictions →
 * the fund password → the offering (`product.unavailable`) → the kind's switch
 * (`channel.notOpen`) → the subscription period (`subscription.notOpen`, `subscription.ended`) →
 * one live subscription per offering (`newShare.alreadySubscribed`) → minimum lots, the level's
 * minimum amount → the waiver bar (`subscribe.failed` with `{reason: 'waiverBar', until}`) → a
 * placement's remaining lots (`allocation.failed` with `{max}`) → funds (amount = lots × lotSize ×
 * price, frozen).
 */
export function validateNewShareSubscription(input: SubscriptionInput, context: SubscriptionContext): Issues {
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
  const amount = mul(mul(lots, offering.lotSize), subscriptionPrice(offering, input.bidPrice));
  const barredUntilMs = context.barredUntilMs ?? null;
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    context.exists === false && issue('newShareId', 'error.product.unavailable'),
    context.open === false && issue('newShareId', 'error.channel.notOpen'),
    context.nowMs < offering.subscribeStartMs && issue('newShareId', 'error.subscription.notOpen'),
    context.nowMs > offering.subscribeEndMs && issue('newShareId', 'error.subscription.ended'),
    context.alreadySubscribed && issue('newShareId', 'error.newShare.alreadySubscribed'),
    lots < offering.minLots && issue('lots', 'error.quantity.belowMinimum', { min: offering.minLots }),
    level !== undefined &&
      lt(amount, level.minAmount) &&
      issue('lots', 'error.amount.belowMinimum', { min: level.minAmount, currency: offering.currency }),
    barredUntilMs !== null &&
      barredUntilMs > context.nowMs &&
      issue('newShareId', 'error.subscribe.failed', { reason: 'waiverBar', until: apiTime(barredUntilMs) }),
    context.lotsLeft !== undefined &&
      lots > context.lotsLeft &&
      issue('lots', 'error.allocation.failed', { max: context.lotsLeft }),
    checkBalance('amount', amount, context),
  ]);
}

/**
 * `newShare/cancel`: the subscriber's own subscription (`order.notFound` otherwise, checked by
 * the server), withdrawn only before the subscription closes while it waits for its draw or
 * payment: one that no longer waits (paid, not won, waived) `order.notSubscription`, one that
 * waits past the close (drawing, won, toPay) `subscription.ended`.
 */
export function validateNewShareCancel(
  record: { status: NewShareRecordStatus },
  context: { nowMs: number; subscribeEndMs: number; restrictions?: readonly AccountRestriction[] },
): Issues {
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    !holdsFrozen(record.status) && issue('recordId', 'error.order.notSubscription'),
    !isCancellable(record.status, context.nowMs, context.subscribeEndMs) &&
      issue('recordId', 'error.subscription.ended'),
  ]);
}

/**
 * `newShare/pay` (api.md §4.8): the fund password when one is set; then account restrictions →
 * the fund password → an allotment that is due (won or toPay; anything else, a passed deadline
 * included since it is waived by then, `order.notSubscription`). The money is already frozen, so
 * no balance is checked.
 */
export function validateNewSharePay(
  input: { fundPassword?: unknown },
  record: { status: NewShareRecordStatus },
  context: { fundPasswordSet: boolean; fundPasswordMatches?: boolean; restrictions?: readonly AccountRestriction[] },
): Issues {
  const fields = collect(context.fundPasswordSet && isBlank(input.fundPassword) && requiredIssue('fundPassword'));
  return phased(fields, () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    !isPayable(record.status) && issue('recordId', 'error.order.notSubscription'),
  ]);
}

/**
 * `newShare/decline` (issue #26): an allotment the user chooses not to pay, waived now — a waiver
 * as one at the deadline is, counted toward the bar (the app shows the count before confirming).
 */
export function validateNewShareDecline(record: { status: NewShareRecordStatus }): Issues {
  return collect(!isPayable(record.status) && issue('recordId', 'error.order.notSubscription'));
}

/**
 * The operator's override `newShare/draw` (api.md §6): a named record still awaiting its draw
 * (`order.notSubscription` otherwise), 0 ≤ allottedLots ≤ the lots it asked for.
 */
export function validateDrawOverride(
  input: { allottedLots: unknown },
  record: { status: NewShareRecordStatus; lots: number },
): Issues {
  const lots = input.allottedLots;
  const fields = collect(
    typeof lots !== 'number' || !Number.isSafeInteger(lots)
      ? invalid('allottedLots', 'integer')
      : lots < 0
        ? invalid('allottedLots', 'min', { min: 0 })
        : lots > record.lots && invalid('allottedLots', 'max', { max: record.lots }),
  );
  return phased(fields, () => [record.status !== 'drawing' && issue('recordId', 'error.order.notSubscription')]);
}
