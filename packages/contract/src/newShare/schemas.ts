import { z } from '../zod.ts';
import { newShareKinds, newShareRecordStatuses, newShareStatuses } from '@broker/domain';
import {
  idSchema,
  marketSchema,
  pageRequest,
  pageSchema,
  pctSchema,
  priceSchema,
  requestIdSchema,
  text,
  timeSchema,
} from '../primitives.ts';
import { newShareDemandSchema, newShareDrawSchema, newShareRecordSchema, newShareSchema } from './objects.ts';

/**
 * api.md §4.8 (new shares) with products.md §2's additions: the offering's detail with its
 * verifiable draw, withdrawing a subscription, opt-in auto-pay. Shapes only: the domain's
 * validators (`validateNewShareSubscription`, `validateNewShareCancel`, `validateNewSharePay`)
 * judge the values, so that the answer is the documented key on the right field.
 */

const count = z.number().int();

/** The offerings of a kind, market or status; open and upcoming first, soonest deadline first. */
export const newShareListRequestSchema = z.object({
  kind: z.enum(newShareKinds).optional(),
  market: marketSchema.optional(),
  status: z.enum(newShareStatuses).optional(),
  ...pageRequest,
});
export const newShareListResponseSchema = pageSchema(newShareSchema);

/**
 * Subscribes (api.md §4.8): `lots` a number whose wholeness and range the domain checks, `level`
 * for a placement, `bidPrice` for an auction; the amount is frozen. `autoPay` (default false) pays
 * an allotment as soon as it is due, from the frozen amount, without a second fund password.
 */
export const newShareSubscribeRequestSchema = z.object({
  requestId: requestIdSchema,
  newShareId: idSchema,
  lots: z.number(),
  level: z.number().optional(),
  bidPrice: text(40).optional(),
  autoPay: z.boolean().default(false),
  fundPassword: text(16).optional(),
});
export const newShareSubscribeResponseSchema = newShareRecordSchema;

/** Withdraws a subscription before the subscription closes: its freeze released, the record waived (abstained). */
export const newShareCancelRequestSchema = z.object({ requestId: requestIdSchema, recordId: idSchema });
export const newShareCancelResponseSchema = newShareRecordSchema;

/** The user's subscriptions, newest first; by kind, status or offering. */
export const newShareRecordsRequestSchema = z.object({
  kind: z.enum(newShareKinds).optional(),
  status: z.enum(newShareRecordStatuses).optional(),
  newShareId: idSchema.optional(),
  ...pageRequest,
});
export const newShareRecordsResponseSchema = pageSchema(newShareRecordSchema);

/** Pays a due allotment from the frozen amount (the rest released); the shares become a position. */
export const newSharePayRequestSchema = z.object({
  requestId: requestIdSchema,
  recordId: idSchema,
  fundPassword: text(16).optional(),
});
export const newSharePayResponseSchema = newShareRecordSchema;

/** Declines a due allotment: waived now, its freeze released — a waiver toward the bar, as an unpaid deadline is. */
export const newShareDeclineRequestSchema = z.object({ requestId: requestIdSchema, recordId: idSchema });
export const newShareDeclineResponseSchema = newShareRecordSchema;

/** One offering with everything needed before and after subscribing. */
export const newShareDetailRequestSchema = z.object({ newShareId: idSchema });
export const newShareDetailResponseSchema = z.object({
  offering: newShareSchema,
  /** Subscriptions and auctions: the draw (its commitment always, its results once drawn); null for placements. */
  draw: newShareDrawSchema.nullable(),
  demand: newShareDemandSchema,
  /** Placements: the lots of the placement and those still to allot (first come, first served); null otherwise. */
  placement: z.object({ lotsOffered: count.min(0), lotsLeft: count.min(0) }).nullable(),
  costs: z.object({
    /** The fee and stamp duty of selling the shares through the trading slice. */
    feePct: pctSchema,
    stampTaxPct: pctSchema,
    /** The listing premium (at the issue price) at which selling at once pays the sale's costs. */
    breakEvenPrice: priceSchema,
    breakEvenPremiumPct: pctSchema,
    /** When a losing application's money returns (the draw); null for placements, which are allotted at once. */
    refundAt: timeSchema.nullable(),
    /** The end of the allotment day: an allotment unpaid by then is waived. */
    payDeadline: timeSchema,
  }),
  /** The user's live subscription of this offering (not a withdrawn one), if any. */
  record: newShareRecordSchema.nullable(),
  /** Waivers in the last 12 months and, while barred, until when (three bar new subscriptions for 180 days). */
  waivers: z.object({
    count: count.min(0),
    barredUntil: timeSchema.nullable(),
    rule: z.object({ waivers: count.min(1), windowDays: count.min(1), barDays: count.min(1) }),
  }),
});

/** The operator's audited override of one record still awaiting its draw (api.md §6; `remark` says why). */
export const newShareDrawRequestSchema = z.object({
  requestId: requestIdSchema,
  recordId: idSchema,
  allottedLots: z.number(),
  remark: text(200).refine((remark) => remark.trim().length > 0),
});
export const newShareDrawResponseSchema = newShareRecordSchema;
