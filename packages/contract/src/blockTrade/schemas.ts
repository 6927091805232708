import { z } from '../zod.ts';
import { tradableMarkets } from '@broker/domain';
import { idSchema, pageRequest, pageSchema, requestIdSchema, text, timeSchema } from '../primitives.ts';
import { positionSchema } from '../trading/objects.ts';
import { blockInvitationSchema, blockPrintSchema, blockTradeSchema } from './objects.ts';

/**
 * api.md §4.9 (block trades) with products.md §4's additions: an offer's detail, the prints.
 * Shapes only: the domain's `validateBlockTrade` judges the values, so that the answer is the
 * documented key on the right field.
 */

/** Today's offers (the session now, or the next one), by market. */
export const blockTradeListRequestSchema = z.object({ market: z.enum(tradableMarkets).optional(), ...pageRequest });
export const blockTradeListResponseSchema = pageSchema(blockTradeSchema);

/** One offer, with the account's remaining lots today. */
export const blockTradeDetailRequestSchema = z.object({ blockTradeId: idSchema });
export const blockTradeDetailResponseSchema = blockTradeSchema;

/**
 * Buys a block (api.md §4.9): `lots` a number whose wholeness and range the domain checks, the
 * invitation's key when the offer is sold by invitation, the fund password. The answer is the
 * position it opened (source `blockTrade`, locked until `lockUntil`).
 */
export const blockTradeBuyRequestSchema = z.object({
  requestId: requestIdSchema,
  blockTradeId: idSchema,
  lots: z.number(),
  secretKey: text(64).optional(),
  fundPassword: text(16).optional(),
});
export const blockTradeBuyResponseSchema = positionSchema;

/** The user's blocks: the positions with source blockTrade, newest first. */
export const blockTradeRecordsRequestSchema = z.object({ ...pageRequest });
export const blockTradeRecordsResponseSchema = pageSchema(positionSchema);

/** The blocks of earlier trading days, newest day first; by market. */
export const blockTradePrintsRequestSchema = z.object({ market: z.enum(tradableMarkets).optional(), ...pageRequest });
export const blockTradePrintsResponseSchema = pageSchema(blockPrintSchema);

/**
 * Operators: sells an offer by invitation from now on. The answer carries the key once (only its
 * hash is kept); the issuer, quota and expiry are what users see before they enter it.
 */
export const blockTradeInviteRequestSchema = z.object({
  requestId: requestIdSchema,
  blockTradeId: idSchema,
  issuer: text(80).min(1),
  quotaLots: z.number().int().min(1).max(1_000_000),
  expiresAt: timeSchema,
});
export const blockTradeInviteResponseSchema = z.object({
  blockTradeId: idSchema,
  key: z.string(),
  invitation: blockInvitationSchema,
});

/** Operators: switches block trades on or off (off: every buy is answered `blockTrade.closed`). */
export const blockTradeSwitchRequestSchema = z.object({ open: z.boolean() });
export const blockTradeSwitchResponseSchema = z.object({ open: z.boolean() });
