import { z } from '../zod.ts';
import {
  allocationRule,
  newShareKinds,
  newShareRecordStatuses,
  newShareStatuses,
  tradableMarkets,
} from '@broker/domain';
import {
  currencySchema,
  dateSchema,
  idSchema,
  moneySchema,
  pctSchema,
  priceSchema,
  timeSchema,
} from '../primitives.ts';

/**
 * api.md §2 objects of the new-shares slice: NewShare and NewShareRecord, and what products.md §2
 * adds — the verifiable draw with its basis-of-allotment table, the demand so far, the costs.
 */

const count = z.number().int();

/**
 * A new-share offering (api.md §2 NewShare). Beyond api.md: `currency` (the market's, which every
 * price and amount of the offering is in). `subscribeStart` and `subscribeEnd` are instants (the
 * deadline is a time of day in the market's time zone); the other dates are calendar dates there.
 */
export const newShareSchema = z.object({
  id: idSchema,
  kind: z.enum(newShareKinds),
  code: z.string(),
  name: z.string(),
  market: z.enum(tradableMarkets),
  currency: currencySchema,
  /** The exchange the share lists on, e.g. "Euronext Amsterdam". */
  issuingMarket: z.string(),
  sponsor: z.string(),
  issuePrice: priceSchema,
  /**
   * Once listed: the first trade of its listing day (its opening, when allotted shares unlock);
   * null before.
   */
  marketPrice: priceSchema.nullable(),
  /**
   * marketPrice − issuePrice, and that as a percentage of the issue price (how an allotment at the
   * issue price fared at the unlock, before costs); null before listing.
   */
  priceDiff: priceSchema.nullable(),
  premiumPct: pctSchema.nullable(),
  /** The close of its first trading day, once that session has closed; null before. */
  firstClose: priceSchema.nullable(),
  /** Drawn kinds, once drawn: how many times the lots in the draw were asked for (e.g. "33.08"); null otherwise. */
  subscriptionRatio: moneySchema.nullable(),
  lotSize: count.min(1),
  minLots: count.min(1),
  maxLots: count.min(1),
  /** Placements: the minimum amount of each allotment level; null for the other kinds. */
  levels: z.array(z.object({ level: count.min(1), minAmount: moneySchema })).nullable(),
  /** Shares offered. */
  totalQuantity: count.min(1),
  /** Share of the requested lots that were allotted, once the draw is done; null before (and for placements). */
  winRatePct: pctSchema.nullable(),
  subscribeStart: timeSchema,
  subscribeEnd: timeSchema,
  drawDate: dateSchema,
  allotmentDate: dateSchema,
  listingDate: dateSchema.nullable(),
  status: z.enum(newShareStatuses),
});
export type NewShare = z.infer<typeof newShareSchema>;

/**
 * A subscription (api.md §2 NewShareRecord). Beyond api.md: `market`, `currency`, `price` (per
 * share: the bid of an auction, else the issue price), `frozen` (what is still frozen now; `amount`
 * is what the subscription froze), `autoPay`, `ticket` (its place in the draw's published
 * applications, from 1, once drawn), the instants of its draw, payment, waiver and withdrawal,
 * `overridden` (an operator set its allotment), `positionId` (the position a payment made) and
 * `listingDate`. A subscription withdrawn before the close is `waived` with `cancelledAt`.
 */
export const newShareRecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  newShareId: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(newShareKinds),
  market: z.enum(tradableMarkets),
  currency: currencySchema,
  lots: count.min(1),
  /** Placements: the level subscribed at. */
  level: count.min(1).nullable(),
  /** Auctions: the bid per share. */
  bidPrice: priceSchema.nullable(),
  price: priceSchema,
  amount: moneySchema,
  frozen: moneySchema,
  autoPay: z.boolean(),
  ticket: count.min(1).nullable(),
  allottedLots: count.min(0).nullable(),
  amountDue: moneySchema.nullable(),
  payDeadline: timeSchema.nullable(),
  status: z.enum(newShareRecordStatuses),
  createdAt: timeSchema,
  drawnAt: timeSchema.nullable(),
  paidAt: timeSchema.nullable(),
  waivedAt: timeSchema.nullable(),
  cancelledAt: timeSchema.nullable(),
  overridden: z.boolean(),
  positionId: idSchema.nullable(),
  listingDate: dateSchema,
});
export type NewShareRecord = z.infer<typeof newShareRecordSchema>;

/** A decimal ratio ("12.50" = 12.5 times subscribed). */
const ratioSchema = moneySchema;

/** One line of the basis-of-allotment table (domain `allotmentTable`). */
export const allotmentRowSchema = z.object({
  lotsApplied: count.min(1),
  applicants: count.min(1),
  /** Applicants of the line who received at least one lot. */
  successful: count.min(0),
  lotsAllotted: count.min(0),
  winRatePct: pctSchema,
});
export type AllotmentRow = z.infer<typeof allotmentRowSchema>;

export const drawTotalsSchema = z.object({
  applicants: count.min(0),
  lotsRequested: count.min(0),
  lotsAllotted: count.min(0),
  subscriptionRatio: ratioSchema,
  winRatePct: pctSchema,
});

/**
 * The draw of a subscription or auction, verifiable (products.md §2): `seedHash` = sha256 of the
 * seed's text, published from the offering's announcement; at the draw the seed, the lots put to
 * the lottery, every application's lots by ticket (the other applicants are the sandbox's
 * simulated crowd) and the table. `domain.allocateLots(seed, applications, lotsDrawn)[ticket − 1]`
 * is each record's allotment.
 */
export const newShareDrawSchema = z.object({
  rule: z.literal(allocationRule),
  seedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** When the draw runs (the draw day's close) and its results are published. */
  drawAt: timeSchema,
  drawn: z.boolean(),
  seed: z.string().nullable(),
  lotsOffered: count.min(0),
  /** Lots offered less those an operator's override allotted (null before the draw). */
  lotsDrawn: count.min(0).nullable(),
  applications: z.array(count.min(0)).nullable(),
  table: z.array(allotmentRowSchema).nullable(),
  totals: drawTotalsSchema.nullable(),
});
export type NewShareDraw = z.infer<typeof newShareDrawSchema>;

/** The applications so far (the current subscription ratio), grouped by size for the odds (domain `allotmentOdds`). */
export const newShareDemandSchema = z.object({
  applicants: count.min(0),
  lotsRequested: count.min(0),
  subscriptionRatio: ratioSchema,
  groups: z.array(z.object({ lots: count.min(1), applicants: count.min(1) })),
});
export type NewShareDemand = z.infer<typeof newShareDemandSchema>;
