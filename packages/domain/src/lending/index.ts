// The stock-lending slice's rules (slices.md: one folder per slice key): the terms and the borrow
// rate of a stock, the lender's and the borrower's days with their exact carry, the collateral
// and its coverage, and the opt-in and opt-out checks in the server's order.
export type { LendingTerms, LendingEndReason } from './terms.ts';
export { lendingTerms, lendingRatePct, isHardToBorrow, isOwnedOutright, lendingEndReasons } from './terms.ts';
export {
  lenderShareOf,
  lendingDayInterest,
  borrowFeeDay,
  lendingInterestPerDay,
  borrowFeePerDay,
  accruedToFourDecimals,
} from './interest.ts';
export { lendingCollateral, collateralCoveragePct } from './collateral.ts';
export type { LendingNight } from './nights.ts';
export { lendingNightsDue, nextNightAt } from './nights.ts';
export type { LendingOptInContext, LendingOptOutContext } from './validate.ts';
export { validateLendingOptIn, validateLendingOptOut } from './validate.ts';
export { lendingErrorFields } from './errorFields.ts';
