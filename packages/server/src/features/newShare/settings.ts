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
  /** Issue prices (whole quarters of the currency) and the range of the first-day premium in percent. */
  issuePrice: { nl: [8, 40], de: [10, 60], usd: [12, 48] } satisfies Record<TradableMarket, [number, number]>,
  premiumPct: [-12, 45] as const,
  /**
   * The lots each offering puts to its draw (subscriptions and auctions) or allots first come,
   * first served (placements): the retail tranche the sandbox's applicants share.
   */
  lotsOffered: [200, 1500] as const,
  /**
   * The simulated crowd of other applicants: how many times a drawn offering is subscribed
   * (log-uniform), and how much of a placement's lots it takes by the close (some run out). Each
   * applicant asks 1 to maxLots lots, log-uniform, arriving evenly over the subscription period.
   */
  crowdRatio: [1.5, 40] as const,
  placementTaken: [0.5, 1.1] as const,
  /** The listing premium follows the subscription ratio: base + slope × ln(ratio), ± noise, in percent. */
  premium: { base: -6, slope: 9, noise: 10 },
  /** Shares offered, in steps of 100,000. */
  totalQuantity: [2_000_000, 60_000_000] as const,
  /** Lots per subscription: an auction takes bids of at least 5 lots. */
  minLots: { subscription: 1, auction: 5, placement: 1 } satisfies Record<NewShareKind, number>,
  maxLots: { subscription: 100, auction: 200, placement: 500 } satisfies Record<NewShareKind, number>,
  /** Placement levels: the minimum amount of each, in the market's currency. */
  placementLevels: ['1000.00', '5000.00', '25000.00'],
} as const;
