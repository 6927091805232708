import { serverDefaults, type Market, type SellLock, type TradableMarket } from '@broker/domain';

/**
 * Settings of the simulated market (docs/decisions.md "Simulated market"). Trading rules and
 * the daily limit of the tradable markets come from the domain's serverDefaults; what the
 * domain has no constant for (the bands of the quote-only markets, the model's volatility) is
 * chosen here.
 */
export const marketSettings = {
  /** MARKET_SEED when unset: the same seed gives the same prices and candles on every machine. */
  defaultSeed: 'dutch-stocks',
  /**
   * The first simulated session: five years before the catalogue's price date. The calendar is
   * fixed (not "five years before this start") so that a price is a pure function of seed,
   * instrument and instant: restarts and other clock starts never rewrite the past.
   */
  historyStart: '2021-11-22',
  /** The catalogue's prices are the closes of this day (to within the daily-limit clamps). */
  baseDate: '2026-11-20',
  /**
   * The daily band (percent of the reference price) the walk never leaves. Tradable markets use
   * the server's daily limit and publish it as limitUp/limitDown; crypto and fx have no
   * exchange limits (null on the wire), so the simulation's own bands are chosen here.
   */
  dailyLimitPct: {
    nl: serverDefaults.dailyLimitPct,
    de: serverDefaults.dailyLimitPct,
    usd: serverDefaults.dailyLimitPct,
    crypto: '25',
    fx: '5',
  } satisfies Record<Market, string>,
  /**
   * The market factor each instrument's return loads on (stock return = beta × factor return +
   * own noise): annual volatility and drift in percent. For nl, de and usd the factor is the
   * main index itself; crypto and fx have a hidden factor (no index instrument).
   */
  factors: {
    nl: { volatilityPct: 16, driftPct: 7 },
    de: { volatilityPct: 17, driftPct: 7 },
    usd: { volatilityPct: 16, driftPct: 8 },
    crypto: { volatilityPct: 48, driftPct: 10 },
    fx: { volatilityPct: 6, driftPct: 0 },
  } satisfies Record<Market, { volatilityPct: number; driftPct: number }>,
  /** Share of the daily variance spent inside the session (the rest is the overnight gap). */
  intradayVarianceShare: 0.75,
  /** Chance that a day (or minute) is a "news" day drawn with triple volatility: fat tails. */
  shockChance: 0.03,
  shockScale: 3,
  /** Day-to-day spread of the traded volume around the instrument's average (log sd). */
  volumeSpread: 0.35,
  /** Minute paths kept in memory (a session of 1440 minutes takes about 60 KB). */
  pathCacheSize: 768,
  /** Second paths of single minutes (the live quote's current minute). */
  secondCacheSize: 512,
  /** Days of investor trends in stock/detail. */
  investorTrendDays: 10,
  stream: {
    /** The stream sends changed quotes at most this often. */
    intervalMs: 1000,
    /** A comment line this often keeps proxies from closing an idle stream; the session is re-checked then too. */
    keepAliveMs: 15_000,
    /**
     * Open streams per account; a new one beyond this ends the oldest (a closed tab that never
     * said goodbye, a client in a loop). A tab has one stream, and only while it is visible, so
     * 16 covers every window and device a person looks at at once (docs/decisions.md "Live
     * prices at scale").
     */
    maxPerAccount: 16,
  },
} as const;

/** Trade rules of a tradable instrument (api.md §2 StockDetail.trade, §7 reference-server defaults). */
export function tradeRules(market: TradableMarket, sellLock: SellLock = serverDefaults.sellLock) {
  const hours = serverDefaults.tradingWindows[market];
  return {
    minLots: serverDefaults.minLots,
    minOpenAmount: serverDefaults.minOpenAmount,
    feePct: serverDefaults.feePct,
    stampTaxPct: serverDefaults.stampTaxPct,
    dailyLimitPct: marketSettings.dailyLimitPct[market],
    sellLock: { ...sellLock },
    hours: { ...hours, days: [...hours.days] },
  };
}
