// The new-share slice's rules (slices.md: one folder per slice key): the offering's status, the
// verifiable draw (its random numbers, the allocation rule and the basis-of-allotment table), the
// odds and costs before subscribing, the subscription's validators and lifecycle, the waiver bar.
export type { NewShareKind, NewShareTimes } from './offering.ts';
export { newShareKinds, newShareStatusAt } from './offering.ts';
export type { OrderedNewShare } from './ordering.ts';
export { compareNewShares } from './ordering.ts';
export type { DrawRandom } from './random.ts';
export { drawRandom, hash128 } from './random.ts';
export type { AllotmentRow, DrawTotals } from './allocation.ts';
export {
  allocationRule,
  MAX_DRAW_LOTS,
  MAX_DRAW_APPLICATIONS,
  integerSqrt,
  lotteryWeight,
  allocateLots,
  allotmentTable,
  drawTotals,
  subscriptionRatio,
} from './allocation.ts';
export type { Demand, AllotmentOdds, FrozenCost } from './odds.ts';
export { allotmentOdds, frozenDays, frozenCost, breakEvenPremium } from './odds.ts';
export type { WaiverBar } from './status.ts';
export {
  newShareRecordTransitions,
  statusOnSubscribe,
  statusAfterDraw,
  frozenRecordStatuses,
  holdsFrozen,
  isPayable,
  isCancellable,
  recordStatusAt,
  waiverBarRule,
  waiverBar,
  PAYMENT_REMINDER_MS,
  paymentReminderAt,
} from './status.ts';
export type { NewShareRules, SubscriptionInput, SubscriptionContext } from './subscription.ts';
export {
  subscriptionPrice,
  levelMinLots,
  validateNewShareSubscription,
  validateNewShareCancel,
  validateNewSharePay,
  validateNewShareDecline,
  validateDrawOverride,
} from './subscription.ts';
export { newShareErrorFields } from './errorFields.ts';
