import type { NewShareKind, TradableMarket } from '@broker/domain';

/**
 * The sandbox's new-share calendar (docs/decisions.md "New-share offerings"): every market
 * brings two offerings a week, a public subscription and, in turn, an auction or a placement, so
 * that every tab has offerings open, upcoming, waiting to list and recently listed whenever the
 * server runs.
 */
export const newShareSettings = {
  /** Week 0 starts on this Monday (the simulated market's first session). */
  firstMonday: '2021-11-22',
  /** The second offering of a week: these kinds in turn; each market starts at its own place. */
  secondKinds: ['auction', 'placement'] as const satisfies readonly NewShareKind[],
  marketOffset: { nl: 0, de: 1, usd: 2 } satisfies Record<TradableMarket, number>,
  /** Weeks of offerings listed: the current week, two ahead, and five back (the recently listed). */
  weeksAhead: 2,
  weeksBack: 5,
  /** Subscription opens on Monday, Tuesday or Wednesday at the market's opening… */
  startWeekdays: 3,
  /** …and stays open for this many trading days, to the market's close. */
  subscribeDays: 5,
  /** Trading days from the deadline to the draw, from the draw to the allotment, from there to listing. */
  drawAfterDays: 1,
  allotmentAfterDays: 1,
  listingAfterDays: 2,
  /** Issue prices (whole quarters of the currency) and first-day premium range in percent. */
  issuePrice: { nl: [8, 40], de: [10, 60], usd: [12, 48] } satisfies Record<TradableMarket, [number, number]>,
  premiumPct: [-12, 45] as const,
  /** Published share of requested lots allotted in the draw (subscriptions and auctions). */
  winRatePct: [0.8, 38] as const,
  /** Shares offered, in steps of 100,000. */
  totalQuantity: [2_000_000, 60_000_000] as const,
  maxLots: { subscription: 100, auction: 200, placement: 500 } satisfies Record<NewShareKind, number>,
  /** Placement levels: the minimum amount of each, in the market's currency. */
  placementLevels: ['1000.00', '5000.00', '25000.00'],
} as const;
