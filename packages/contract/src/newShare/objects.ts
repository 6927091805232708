import { z } from 'zod';
import { newShareKinds, newShareStatuses, tradableMarkets } from '@broker/domain';
import {
  currencySchema,
  dateSchema,
  idSchema,
  moneySchema,
  pctSchema,
  priceSchema,
  timeSchema,
} from '../primitives.ts';

/** api.md §2 objects of the new-shares slice: NewShare. */

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
  /** Once listed: the close of its first trading day; null before. */
  marketPrice: priceSchema.nullable(),
  /** marketPrice − issuePrice, and that as a percentage of the issue price; null before listing. */
  priceDiff: priceSchema.nullable(),
  premiumPct: pctSchema.nullable(),
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
