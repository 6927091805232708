/**
 * The sandbox's block offers (docs/decisions.md "Block trades"): every week each market brings a
 * few blocks of its listed stocks, each sold every trading day of that week at a fixed discount
 * to the previous close. The numbers are the product's defaults (products.md §4); the offers are a
 * calendar derived from the market's seed, not data an operator types.
 */
export const blockTradeSettings = {
  /** Blocks per market per week. */
  perWeek: 3,
  /** The discount to the previous close, in percent: whole halves in this range. */
  discountPct: [3, 12] as const,
  /** The lock, in trading days: one of these. */
  lockDays: [3, 5, 10, 20] as const,
  /** Lots a buy takes at least: one of these. */
  minLots: [1, 2, 5] as const,
  /** Lots one account may buy of a block per trading day (resets at the market's opening). */
  dailyLimitLots: [20, 50, 100] as const,
  /** Lots the block offers each trading day. */
  sizeLots: [300, 3000] as const,
  /** The share of a day's size the simulated crowd of other buyers takes over the session. */
  crowdShare: [0.25, 0.85] as const,
  /** Earlier trading days whose prints are published (the newest first). */
  printDays: 20,
} as const;
