// The block-trade slice's rules (slices.md: one folder per slice key): the day's price from the
// previous close (clamped to the band), what an account may still buy today, an invitation's
// state, the simulated crowd's share of an offer, the odds at the unlock and the buy's checks.
export type { BlockPriceTerms, BlockPrice, BlockLotsContext, InvitationState } from './offer.ts';
export {
  blockPrice,
  remainingTodayLots,
  offerLotsLeft,
  invitationStates,
  invitationState,
  crowdTakenLots,
} from './offer.ts';
export type { UnlockOddsInput } from './odds.ts';
export { chanceBelowAtUnlock, normalCdf } from './odds.ts';
export type { BlockBuyContext } from './buy.ts';
export { validateBlockTrade } from './buy.ts';
export { blockTradeErrorFields } from './errorFields.ts';
export { blockOfferDay, previousSessionDay, weekStartOf } from './day.ts';
