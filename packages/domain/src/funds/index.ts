// The funds slice's rules (slices.md: one folder per slice key): deposits, withdrawals,
// exchange, wallets and records.
export type { FundCurrency, FundMarket, FundedWallet } from './currencies.ts';
export {
  fundCurrencies,
  isFundCurrency,
  fundMarkets,
  fundMarketCurrency,
  fundMarketOf,
  isFundMarket,
  DEFAULT_WALLET_CURRENCY,
  DEFAULT_FUND_MARKET,
  walletCurrency,
  fundedCurrency,
  initialFundCurrency,
} from './currencies.ts';
export type { ExchangeRates, ExchangeInput, ExchangeQuote } from './exchange.ts';
export {
  enabledCurrencies,
  rateOf,
  CROSS_RATE_SCALE,
  crossRate,
  exchangeQuote,
  smallestExchange,
  exchangeIssues,
  defaultPair,
  RATE_HOLD_MINUTES,
  heldRateInstant,
} from './exchange.ts';
export type { WithdrawalBlockers } from './withdrawal.ts';
export { isPriceableAmount, withdrawalPreview, withdrawalBlockers } from './withdrawal.ts';
export type { AmountErrorBounds } from './bounds.ts';
export {
  belowMinimumKeys,
  aboveMaximumKeys,
  isBelowMinimumKey,
  isAboveMaximumKey,
  isBoundsKey,
  boundsOf,
} from './bounds.ts';
export type { LedgerType } from './ledger.ts';
export { ledgerTypes, isLedgerType } from './ledger.ts';
export type { RecordKind, TrackerStepKey, TrackerStepStatus, TrackerStep } from './records.ts';
export { recordKinds, isRecordKind, PROCESSING_HOURS, processingDeadline, reviewTracker } from './records.ts';
export { fundsErrorFields } from './errorFields.ts';
export type { CurrencyAmount, UsedRate, ConvertedTotal } from './totals.ts';
export { totalIn } from './totals.ts';
export type { CurrencyMoney, MoneyFigures, MoneyFigure, AccountSummary } from './summary.ts';
export { accountSummary, figuresOf, moneyFigures } from './summary.ts';
