import { div, gt, lt, max, min, mul, round, sub } from '../money/decimal.ts';
import { dailyLimits, priceScale } from '../market/prices.ts';
import type { Market } from '../time/markets.ts';

/**
 * A block offer's terms on one trading day (products.md §4): a fixed discount to the previous
 * close, clamped to the daily limit band — a block can never be priced below the lowest price
 * the market itself allows that day.
 */
export interface BlockPriceTerms {
  market: Market;
  /** The close of the session before the offer's day. */
  prevClose: string;
  /** The offer's discount to that close, in percent (e.g. "6"). */
  discountPct: string;
  /** The market's daily limit band, in percent (a price outside it is refused). */
  dailyLimitPct: string;
}

export interface BlockPrice {
  /** The price the block is sold at, at the price's display scale. */
  price: string;
  /** The discount the price really gives (the clamp and rounding can make it smaller), 2 decimals. */
  discountPct: string;
  /** True when the band, not the offer's discount, set the price. */
  clamped: boolean;
}

/**
 * The day's block price: prevClose × (1 − discount / 100), rounded up at the display scale (in
 * the seller's favour, never below the discount's price), and never below the band's floor.
 */
export function blockPrice(terms: BlockPriceTerms): BlockPrice {
  const scale = priceScale(terms.market, terms.prevClose);
  const { limitDown } = dailyLimits(terms.prevClose, terms.dailyLimitPct);
  const floor = round(limitDown, scale, 'up');
  const discounted = round(mul(terms.prevClose, sub(1, div(terms.discountPct, 100, 12))), scale, 'up');
  const clamped = lt(discounted, floor);
  const price = clamped ? floor : discounted;
  const discountPct = gt(terms.prevClose, 0)
    ? round(div(mul(sub(terms.prevClose, price), 100), terms.prevClose, 12), 2)
    : '0.00';
  return { price, discountPct, clamped };
}

/** What limits a buy today: the account's daily limit, the day's offer size and an invitation's quota. */
export interface BlockLotsContext {
  /** The account's limit per trading day, for this offer. */
  dailyLimitLots: number;
  /** Lots the account bought of this offer since the session's opening. */
  boughtTodayLots: number;
  /** Lots of the day's offer size still unsold. */
  offerLotsLeft: number;
  /** Lots left of the invitation's quota, when the offer is sold by invitation. */
  invitationLotsLeft?: number;
}

/**
 * The lots the account may still buy today (BlockTrade.remainingTodayLots): the smallest of what
 * is left of its daily limit, of the day's offer and of the invitation's quota; never negative.
 * The daily limit resets at the market's opening (the caller counts from it).
 */
export function remainingTodayLots(context: BlockLotsContext): number {
  const limits = [context.dailyLimitLots - context.boughtTodayLots, context.offerLotsLeft];
  if (context.invitationLotsLeft !== undefined) limits.push(context.invitationLotsLeft);
  return Math.max(0, Math.min(...limits));
}

/** The day's offer size left: its size less what was sold (to the sandbox's users and the simulated crowd). */
export function offerLotsLeft(sizeLots: number, soldLots: number): number {
  return Math.max(0, sizeLots - soldLots);
}

export const invitationStates = ['valid', 'expired', 'usedUp'] as const;
export type InvitationState = (typeof invitationStates)[number];

/**
 * An invitation's state, shown before its key is entered: past its expiry it is `expired`; with
 * its quota bought it is `usedUp`; otherwise `valid`.
 */
export function invitationState(
  invitation: { expiresAtMs: number; quotaLots: number; usedLots: number },
  nowMs: number,
): InvitationState {
  if (nowMs >= invitation.expiresAtMs) return 'expired';
  if (invitation.usedLots >= invitation.quotaLots) return 'usedUp';
  return 'valid';
}

/**
 * The lots the simulated crowd of other buyers has taken of a day's offer by `fraction` of the
 * session (0 at the opening, 1 at the close): evenly over the session up to its share of the
 * size, and never more than the users have left.
 */
export function crowdTakenLots(
  offer: { sizeLots: number; crowdShare: string; soldToUsersLots: number },
  fraction: number,
): number {
  const share = Number(min(max(offer.crowdShare, 0), 1));
  const target = Math.floor(offer.sizeLots * share * Math.min(Math.max(fraction, 0), 1));
  return Math.max(0, Math.min(target, offer.sizeLots - offer.soldToUsersLots));
}
