import { serverDefaults, type SellLock, type TradableMarket } from '@broker/domain';

/**
 * Trading settings of the reference server. The product's numbers (leverages, fee, levels,
 * guards) are the domain's serverDefaults.trading; what a deployment or a test may change per
 * market — the sell lock (T+N days or N minutes: an e2e run uses a 1-minute lock) and how long
 * after its ex-date a dividend is paid — comes in the slice's options.
 */
export interface TradingOptions {
  sellLocks: Readonly<Record<TradableMarket, SellLock>>;
  /** Calendar days from the ex-date to the pay date. */
  dividendPayDays: number;
}

export const defaultTradingOptions: TradingOptions = {
  sellLocks: serverDefaults.trading.sellLocks,
  dividendPayDays: 14,
};

/**
 * `SELL_LOCK` as `minute:1` or `day:1` (every market), for a demo or an e2e run that wants
 * positions to unlock within the session; unset → the defaults.
 */
export function tradingOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<TradingOptions> {
  const options: Partial<TradingOptions> = {};
  const match = /^(minute|day):(\d{1,4})$/.exec(env.SELL_LOCK ?? '');
  if (match) {
    const lock: SellLock = { unit: match[1] as SellLock['unit'], value: Number(match[2]) };
    options.sellLocks = { nl: lock, de: lock, usd: lock };
  }
  return options;
}

export const tradingRules = {
  leverages: serverDefaults.trading.leverages,
  managementFeePct: serverDefaults.trading.managementFeePct,
  marginLevels: serverDefaults.trading.marginLevels,
  feePct: serverDefaults.feePct,
  stampTaxPct: serverDefaults.stampTaxPct,
  minLots: serverDefaults.minLots,
  minOpenAmount: serverDefaults.minOpenAmount,
  retakeDays: serverDefaults.trading.questionnaireRetakeDays,
  /** Margin is offered (margin/info `open`); switched off, margin/apply answers `margin.notEnabled`. */
  marginOpen: true,
} as const;
