/**
 * The words of market data (api.md §2 Quote, Candle, NewsItem; §4.5): one list each, shared by
 * the contract's schemas, the server's simulated market and the app's switches.
 */

/** Where an instrument is traded: the exchange's listed board, or over the counter. */
export const stockBoards = ['listed', 'otc'] as const;
export type StockBoard = (typeof stockBoards)[number];

export const tradingStatuses = ['trading', 'closed', 'halted', 'unlisted'] as const;
export type TradingStatus = (typeof tradingStatuses)[number];

/** `stock/list` sorts: all descend except `code`. */
export const stockSorts = ['changePct', 'volume', 'turnover', 'code'] as const;
export type StockSort = (typeof stockSorts)[number];

/** Chart periods of the specification, shortest first. */
export const klinePeriods = ['intraday', '1m', '5m', '15m', '30m', 'day', 'week', 'month', '6m', '1y'] as const;
export type KlinePeriod = (typeof klinePeriods)[number];

/** Price adjustment for dividends and splits; applies from `day` up. */
export const klineAdjusts = ['none', 'pre', 'post'] as const;
export type KlineAdjust = (typeof klineAdjusts)[number];

/** The periods whose candles are daily or longer (the ones adjustment applies to). */
export const dailyPeriods = ['day', 'week', 'month', '6m', '1y'] as const satisfies readonly KlinePeriod[];

export const isDailyPeriod = (period: KlinePeriod): boolean => (dailyPeriods as readonly string[]).includes(period);

export const newsCategories = ['hot', 'stock'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** Bounds of the market calls (api.md §4.5). */
export const marketLimits = {
  /** `stock/quote` ids per call. */
  quoteIds: 50,
  /**
   * Ids one live stream carries (`stock/stream`, `stock/streamSet`): a tab's every subscription
   * travels over one stream (docs/decisions.md "Live prices at scale").
   */
  streamIds: 500,
  /** `stock/kline` candles per page, and the default. */
  klineMax: 500,
  klineDefault: 300,
  /** `watchlist/remove` ids per call. */
  removeIds: 100,
  /** Keyword length of `stock/list`. */
  keyword: 32,
  /** How often a visible screen polls `stock/quote` when the live stream is not available (ms). */
  pollMs: 3000,
  /** A quote older than this (while its market trades) is shown as stale (ms). */
  staleMs: 15_000,
} as const;
