// Money and decimals
export { formatMoney, formatDecimal, groupThousands, toBigOrNull, EMPTY_MONEY } from './money/format-money.ts';
export type { Nominal, DecimalString, Money, Price, Pct, Lots, Shares, EpochMs } from './money/nominal.ts';
export { asMoney, asPrice, asPct, asLots, asShares } from './money/nominal.ts';
export type { DecimalInput, RoundingMode } from './money/decimal.ts';
export {
  DECIMAL_PATTERN,
  UNSIGNED_DECIMAL_PATTERN,
  isDecimalString,
  parseDecimal,
  decimalScale,
  toBig,
  toDecimalString,
  add,
  sub,
  mul,
  div,
  round,
  roundHalfUp,
  roundDown,
  compare,
  eq,
  lt,
  lte,
  gt,
  gte,
  isZero,
  isPositive,
  isNegative,
  negate,
  abs,
  min,
  max,
  sum,
} from './money/decimal.ts';
export type { Currency } from './money/currency.ts';
export type { CurrencyAffixes, CurrencySigns } from './money/currency.ts';
export { specCurrencySigns, setCurrencySigns } from './money/signs.ts';
export {
  currencies,
  exchangeCurrencies,
  stablecoins,
  isCurrency,
  currencyScale,
  currencyAffixes,
  roundMoney,
  BALANCE_MAX,
  formatCurrency,
  displayDecimals,
  MIN_DISPLAY_DECIMALS,
} from './money/currency.ts';

// Formats
export type { DateTimeStyle, DateTimeOptions } from './format/date-time.ts';
export { formatDateTime, formatCalendarDate, toEpochMs, EMPTY_DATE_TIME } from './format/date-time.ts';
export type { Countdown } from './format/countdown.ts';
export { countdown } from './format/countdown.ts';
export type { ChangeTone } from './format/percent.ts';
export { formatPercent, formatPriceChange, changeTone } from './format/percent.ts';
export { maskIdNumber, maskCardNumber, ID_MASK, CARD_MASK } from './format/mask.ts';

// Time windows and markets
export type { ZonedParts } from './time/zoned.ts';
export {
  zonedParts,
  zonedTimeToInstant,
  timeZoneOffset,
  runtimeTimeZone,
  isValidTimeZone,
  isoWeekday,
} from './time/zoned.ts';
export type { TimeWindow, WindowDays } from './time/window.ts';
export {
  allDays,
  weekdays,
  parseHm,
  isValidWindow,
  isWithinWindow,
  nextOpening,
  formatWindowHours,
  windowDays,
} from './time/window.ts';
export type { Market, TradableMarket, MarketInfo } from './time/markets.ts';
export {
  markets,
  tradableMarkets,
  marketInfo,
  isMarket,
  isTradableMarket,
  defaultTradingWindows,
  alwaysOpenWindow,
  defaultFundsWindow,
  marketWindow,
} from './time/markets.ts';

// Session and notices
export type { StorageKey, ReadMessages, VerificationBadge, SearchHistoryItem } from './session/session.ts';
export {
  storageKeys,
  keysRemovedOnLogout,
  keysKeptOnUnauthorized,
  keysToClearOnUnauthorized,
  isLoggedIn,
  unreadCount,
  hasUnread,
  markRead,
  verificationBadges,
  verificationBadge,
  badgeForRealNameStatus,
  addToSearchHistory,
  storedLanguage,
} from './session/session.ts';

// Statuses
export type {
  ReviewStatus,
  DepositStatus,
  WithdrawalStatus,
  LoanStatus,
  IntradayStatus,
  RealNameStatus,
  PositionStatus,
  NewShareStatus,
  NewShareRecordStatus,
  CopyRecordStatus,
  AiRecordStatus,
  LendingStatus,
  MarginStatus,
  AccountRestriction,
  StatusEntity,
  StatusOf,
} from './status/statuses.ts';
export {
  reviewStatuses,
  realNameStatuses,
  positionStatuses,
  newShareStatuses,
  newShareRecordStatuses,
  copyRecordStatuses,
  aiRecordStatuses,
  lendingStatuses,
  marginStatuses,
  accountRestrictions,
  statusesByEntity,
  statusEntities,
  isStatusOf,
} from './status/statuses.ts';
export { transitions, initialStatuses, canTransition, nextStatuses, isFinalStatus } from './status/transitions.ts';
export type { Tone, StatusLabelKey } from './status/labels.ts';
export {
  tones,
  statusLabelKey,
  statusLabelKeys,
  statusTone,
  reviewTone,
  realNameTone,
  positionTone,
  newShareTone,
  newShareRecordTone,
  copyRecordTone,
  aiRecordTone,
  lendingTone,
  marginTone,
  restrictionTone,
} from './status/labels.ts';

// Message keys
export type { ErrorKey, SuccessKey, MessageKey, WritePath, AdminWritePath } from './messages/keys.ts';
export {
  errorKeys,
  successKeys,
  messageKeys,
  writePaths,
  adminWritePaths,
  successKeyForPath,
  adminSuccessKeyForPath,
  isErrorKey,
  isSuccessKey,
  displayErrorKey,
  accountStateErrorKeys,
  silentErrorKeys,
  windowErrorKeys,
} from './messages/keys.ts';

// Where a server answer goes in a form
export type { ErrorFieldTable } from './forms/errorFields.ts';
export { errorFieldOf } from './forms/errorFields.ts';

// Validation
export type { Issue, Issues, IssueParams, ValidationRule, AmountBounds, RestrictedAction } from './validation/issue.ts';
export {
  validationRules,
  isValid,
  firstIssue,
  isBlank,
  isPositiveInteger,
  COUNT_MAX,
  checkAmount,
  checkBalance,
  checkRealName,
  checkRestrictions,
  checkFundPassword,
  checkWindow,
} from './validation/issue.ts';
export type {
  RegistrationInput,
  RealNameInput,
  BankCardInput,
  WalletType,
  WalletNetwork,
} from './validation/account.ts';
export {
  ACCOUNT_ANY_PATTERN,
  ACCOUNT_PHONE10_PATTERN,
  PHONE10_DIGITS,
  FUND_PASSWORD_PATTERN,
  validateRegistration,
  validateLogin,
  validatePasswordChange,
  validateFundPassword,
  validateFundPasswordChange,
  validateFundPasswordGate,
  validateRealName,
  validateBankCard,
  normalizeCardNumber,
  walletTypes,
  walletNetworks,
  networksByWalletType,
  defaultNetwork,
  isValidAddress,
  validateWalletAddress,
  validateCreditPoints,
} from './validation/account.ts';
export type {
  ChannelRules,
  DepositInput,
  DepositContext,
  WithdrawalMethod,
  WithdrawalInput,
  WithdrawalContext,
} from './validation/funds.ts';
export { validateDeposit, withdrawalMethods, validateWithdrawal, validateExchange } from './validation/funds.ts';
export { validateProductPurchase } from './validation/trading.ts';

// The arithmetic of the products other than the order ticket (the ticket's is trading/)
export {
  exchangeReceived,
  exchangeFee,
  withdrawalNet,
  newShareAmount,
  premium,
  floorMoney,
} from './trade/arithmetic.ts';

// Constants
export type { Language, AccountRule } from './constants.ts';
export {
  REQUEST_TIMEOUT_MS,
  TOAST_DURATION_MS,
  UNAUTHORIZED_REDIRECT_MS,
  LOGOUT_REDIRECT_MS,
  BACK_DOUBLE_PRESS_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  CONFIG_RETRY_MS,
  POPUP_Z_INDEX_BASE,
  languages,
  DEFAULT_LANGUAGE,
  DEFAULT_TITLE,
  isLanguage,
  LOGIN_ROUTE,
  accountRules,
  serverDefaults,
} from './constants.ts';

// Market data vocabulary
export type {
  StockBoard,
  TradingStatus,
  StockSort,
  KlinePeriod,
  KlineAdjust,
  NewsCategory,
} from './market/vocabulary.ts';
export {
  stockBoards,
  tradingStatuses,
  stockSorts,
  klinePeriods,
  klineAdjusts,
  dailyPeriods,
  isDailyPeriod,
  newsCategories,
  marketLimits,
} from './market/vocabulary.ts';
export type { LiveCandle } from './market/kline.ts';
export {
  candleMinutes,
  periodMs,
  candleStartMinute,
  candleHolds,
  applyLiveQuote,
  olderPageBefore,
  prependPage,
} from './market/kline.ts';
export { priceScale, dailyLimits, shownBand } from './market/prices.ts';
export type { ListedQuote } from './market/lists.ts';
export { compareQuotes, normalizeKeyword, matchesKeyword } from './market/lists.ts';

// Paged lists
export type { PagePosition } from './paging/pages.ts';
export { hasMorePages } from './paging/pages.ts';

// Slices (slices.md): each folder's index.ts is its public surface.
export * from './account/index.ts';
export * from './blockTrade/index.ts';
export * from './funds/index.ts';
export * from './intraday/index.ts';
export * from './lending/index.ts';
export * from './loan/index.ts';
export * from './newShare/index.ts';
export * from './notices/index.ts';
export * from './support/index.ts';
export * from './trading/index.ts';
// npm run new:slice adds a slice's line above this one.

// A white-label brand's settings, shared by the app's build and the server.
export * from './brand/index.ts';
