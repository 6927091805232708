import type { BlockInvitation, BlockTrade, Position, RequestOf } from '@broker/contract';
import {
  isWithinWindow,
  negate,
  nextSessionOpen,
  openingCost,
  serverDefaults,
  sharesFromLots,
  sub,
  type InvitationState,
  type Tone,
} from '@broker/domain';
import { paths, withQuery } from '../../routes/paths.ts';

/**
 * View rules of the block-trade screens (docs/slices.md §2): where an offer or a block leads, why
 * an offer cannot be bought right now and when it can, the figures the confirmation repeats, and
 * what a block's row says of its lock. The rules themselves (the price, what is left today, the
 * checks of a buy, the cost) are the domain's; nothing here is enforced.
 */

/** The day's offers are few (three a market a week): one page of the largest size holds them all. */
export const OFFERS_SIZE = serverDefaults.page.maxSize;
/** Offers on the home screen's block-trade tab. */
export const HOME_OFFERS_SIZE = 3;
export const PRINTS_PAGE_SIZE = 20;
export const RECORDS_PAGE_SIZE = 20;

export const offerPath = (blockTradeId: string): string => withQuery(paths.blockTrade.offer, { id: blockTradeId });
export const positionPath = (positionId: string): string => withQuery(paths.trade.positionDetail, { id: positionId });

/**
 * A block's price against the previous close, for the kit's PriceChange: the difference and the
 * discount it really gives, as a (negative) change.
 */
export function changeFromPrevClose(block: Pick<BlockTrade, 'price' | 'prevClose' | 'discountPct'>): {
  change: string;
  changePct: string;
} {
  return { change: sub(block.price, block.prevClose), changePct: negate(block.discountPct) };
}

/**
 * Why an offer cannot be bought now, in the server's check order (domain validateBlockTrade): an
 * invitation past its expiry or its quota (the offer is then unavailable), block trades switched
 * off, the market outside its hours (a buy waits for the opening), or nothing left for the account
 * today (its daily limit, the day's size or the invitation's quota). Null: it can be bought.
 */
export type OfferBlock = 'invitationExpired' | 'invitationUsedUp' | 'switchedOff' | 'closed' | 'noneLeft';

export function offerBlock(offer: BlockTrade, nowMs: number): OfferBlock | null {
  const invitation = offer.invitation?.state ?? 'valid';
  if (invitation === 'expired') return 'invitationExpired';
  if (invitation === 'usedUp') return 'invitationUsedUp';
  if (!offer.open) return 'switchedOff';
  if (!isWithinWindow(offer.hours, nowMs)) return 'closed';
  return offer.remainingTodayLots < offer.minLots ? 'noneLeft' : null;
}

/**
 * The offers screen's note: block trades switched off (one switch for every offer), or some
 * market outside its hours (its offers can be bought when its session opens); null when all open.
 */
export function offersNote(offers: readonly BlockTrade[], nowMs: number): 'switchedOff' | 'closed' | null {
  if (offers.some((offer) => !offer.open)) return 'switchedOff';
  return offers.some((offer) => !isWithinWindow(offer.hours, nowMs)) ? 'closed' : null;
}

/** When a closed market opens again (the offers can be bought from then), or null while it is open. */
export function opensAtOf(offer: BlockTrade, nowMs: number): number | null {
  return isWithinWindow(offer.hours, nowMs) ? null : nextSessionOpen(nowMs, { window: offer.hours });
}

/** The tone of an invitation's state: valid can be used, expired cannot, used up has no lots left. */
export function invitationTone(state: InvitationState): Tone {
  switch (state) {
    case 'valid':
      return 'positive';
    case 'expired':
      return 'negative';
    case 'usedUp':
      return 'neutral';
    default:
      return state satisfies never;
  }
}

/** Whether an invitation can still be used (the key field is worth filling in). */
export const invitationUsable = (invitation: BlockInvitation | null): boolean =>
  invitation === null || invitation.state === 'valid';

/** The buy form's values: whole lots, the invitation's key (when sold by invitation), the fund password. */
export type BuyValues = {
  lots: number;
  /** The invitation's key as typed ('' when the offer is open to everyone). */
  secretKey: string;
  fundPassword: string;
};

/** The form opens at the offer's minimum lots. */
export const initialBuy = (offer: Pick<BlockTrade, 'minLots'>): BuyValues => ({
  lots: offer.minLots,
  secretKey: '',
  fundPassword: '',
});

/** The most lots the stepper offers: what the account may still buy today (at least the minimum, so it can be shown). */
export const maxLotsOf = (offer: BlockTrade): number => Math.max(offer.minLots, offer.remainingTodayLots);

/** What `blockTrade/buy` is sent (without its request id): the key only when the offer asks for one. */
export function buyRequest(offer: BlockTrade, values: BuyValues): Omit<RequestOf<'blockTrade/buy'>, 'requestId'> {
  const secretKey = values.secretKey.trim();
  return {
    blockTradeId: offer.id,
    lots: values.lots,
    ...(offer.needsSecretKey && secretKey !== '' ? { secretKey } : {}),
    ...(values.fundPassword !== '' ? { fundPassword: values.fundPassword } : {}),
  };
}

/** The figures of a buy of `lots`: the shares, and price × shares, the fee and the total debited (leverage 1, domain openingCost). */
export interface BuyFigures {
  shares: number;
  amount: string;
  fee: string;
  total: string;
}

export function buyFigures(offer: BlockTrade, lots: number): BuyFigures {
  const shares = sharesFromLots(lots, offer.lotSize);
  const cost = openingCost(offer.price, shares, 1, offer.feePct, offer.currency);
  return { shares, amount: cost.amount, fee: cost.fee, total: cost.total };
}

/**
 * What a block's row says of where it stands: locked until its unlock (the time, to be formatted),
 * or the position's own status (holding, closing, closed…).
 */
export type BlockState = { kind: 'locked'; until: string } | { kind: 'status'; status: Position['status'] };

export function blockStateOf(position: Position): BlockState {
  return position.status === 'locked' && position.lockUntil !== null
    ? { kind: 'locked', until: position.lockUntil }
    : { kind: 'status', status: position.status };
}
