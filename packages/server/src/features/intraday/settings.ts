import { intradayRules, serverDefaults, type Currency, type TimeWindow } from '@broker/domain';

/**
 * The sandbox's intraday terms (docs/decisions.md "Intraday"): accounts in euros, trading the
 * euro markets (Amsterdam and Frankfurt, which share their hours), applied for in those hours; the
 * amount's bounds; the rules are the domain's (`intradayRules`).
 */
export const intradaySettings = {
  currency: 'EUR' as Currency,
  minAmount: '1000',
  maxAmount: '50000',
  /** Applications are taken in the Amsterdam market's trading hours. */
  hours: serverDefaults.tradingWindows.nl as TimeWindow,
  multiplier: intradayRules.multiplier,
} as const;
