// The intraday slice's rules (slices.md: one folder per slice key): the buying power, the flatten
// and preview times, the loss limits' meter and pre-trade check, the settlement's floor.
export type { IntradayLossInput, IntradayLossMeter, IntradayBreach } from './rules.ts';
export {
  intradayRules,
  intradayBuyingPower,
  intradayTimes,
  intradayBreaches,
  intradayLossMeter,
  intradayOrderBreach,
  intradaySettlement,
} from './rules.ts';
export type { IntradayApplyContext, IntradayRejectReason, IntradayTerms } from './apply.ts';
export { intradayRejectReasons, validateIntradayApply } from './apply.ts';
export { intradayErrorFields } from './errorFields.ts';
