// The trading slice's rules (slices.md: one folder per slice key): the order ticket, its
// cost-and-risk receipt and sanity guards, fills, locks, settlement, the margin stop-out,
// dividends, the position lifecycle and the margin appropriateness questionnaire.
export type {
  Direction,
  OrderSide,
  PriceType,
  PositionSource,
  PositionRemark,
  PositionTab,
  TradeBook,
  SellLockUnit,
  DividendKind,
  ValueRange,
} from './vocabulary.ts';
export {
  directions,
  orderSides,
  directionOfSide,
  priceTypes,
  positionSources,
  positionRemarks,
  positionTabs,
  tradeBooks,
  positionTabStatuses,
  statusesOfTab,
  sellLockUnits,
  dividendKinds,
  receiptDays,
  valueRanges,
  valueRangeDays,
  isDirection,
  isPriceType,
  isPositionTab,
} from './vocabulary.ts';
export type { TradingCalendar, FeeAccrual } from './calendar.ts';
export {
  localDay,
  dateOfDay,
  apiTime,
  isSessionDay,
  sessionOpenMs,
  sessionCloseMs,
  nextSessionDay,
  isTradingTime,
  nextSessionOpen,
  dayOrderExpiry,
  managementFeeAccruals,
  managementFeeDays,
  spansClosedDay,
} from './calendar.ts';
export type { SellLock } from './lock.ts';
export { lockUntil, calendarLockUntil, isLocked } from './lock.ts';
export type { CloseInput, CloseSettlement, BreakEvenInput, PositionFigures } from './settlement.ts';
export {
  sharesFromLots,
  orderAmount,
  borrowedPart,
  resultAfterCosts,
  marginFor,
  feeFor,
  stampTaxFor,
  openingCost,
  daysHeld,
  managementFeeFor,
  managementFeePerDay,
  managementFeeLine,
  profitLoss,
  profitPct,
  closeSettlement,
  breakEven,
  positionFigures,
} from './settlement.ts';
export type { Tick } from './fills.ts';
export { limitOrderFills, limitFillPrice } from './fills.ts';
export type { MarginLevels, MarginAlert, RiskPosition, AccountMargin, LedgerLine } from './risk.ts';
export {
  marginAlerts,
  positionEquity,
  accountEquity,
  isWorseAlert,
  marginLevelPct,
  marginAlert,
  accountMargin,
  stopOutSelection,
  stopOutPrice,
  lossReachesMargin,
  negativeBalanceProtection,
  closeLedgerLines,
} from './risk.ts';
export type { IssuerCountry, DividendCash } from './dividends.ts';
export {
  issuerCountries,
  issuerCountryOfMarket,
  withholdingPct,
  isHeldAt,
  dividendCash,
  parseRatio,
  bonusShares,
  costBasisOpenPrice,
} from './dividends.ts';
export type { ReceiptInput, TradeReceipt } from './receipt.ts';
export { tradeReceipt } from './receipt.ts';
export type { OrderWarningReason, OrderWarningKey, OrderWarning, GuardThresholds, WarningInput } from './guards.ts';
export { orderWarningReasons, orderWarnings } from './guards.ts';
export type { OrderInput, OrderContext } from './order.ts';
export {
  checkPrice,
  checkDailyLimit,
  validateOrder,
  validateClose,
  validateCancel,
  waitsForOpening,
  openingReservePrice,
  openingOrderTerms,
} from './order.ts';
export {
  positionTransitions,
  marginTransitions,
  openPositionStatuses,
  isOpenPosition,
  statusAfterFill,
  positionStatusAt,
  statusAfterClose,
  statusAfterCancel,
  canApplyForMargin,
  marginAfterReview,
  canEndMargin,
  leveragesFor,
} from './status.ts';
export type {
  MarginQuestion,
  MarginQuestionKey,
  MarginQuestionGroup,
  QuestionnaireStatus,
  MarginAnswers,
  QuestionnaireResult,
  MarginApplicationContext,
} from './questionnaire.ts';
export {
  marginQuestions,
  marginQuestionGroups,
  questionnaireStatuses,
  questionTextKey,
  optionTextKey,
  reasonTextKey,
  questionnaireTextKeys,
  questionnaireForm,
  scoreQuestionnaire,
  canRetake,
  validateMarginApplication,
} from './questionnaire.ts';
export type { TimelineKind, MilestoneKey, MilestoneState, Milestone, MilestonePosition } from './timeline.ts';
export { timelineKinds, timelineMoneyKinds, compareTimeline, milestoneKeys, positionMilestones } from './timeline.ts';
export type { AllocationBucket, AllocationItem, Allocation } from './portfolio.ts';
export { percentShares, allocationBuckets, allocationOf, valueFlowOf, valueResult } from './portfolio.ts';
export { tradingErrorFields } from './errorFields.ts';
