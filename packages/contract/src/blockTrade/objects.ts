import { z } from '../zod.ts';
import { invitationStates, tradableMarkets } from '@broker/domain';
import {
  currencySchema,
  dateSchema,
  idSchema,
  moneySchema,
  pctSchema,
  priceSchema,
  timeSchema,
  timeWindowSchema,
} from '../primitives.ts';

/**
 * api.md §2 objects of the block-trade slice: BlockTrade, with what products.md §4 adds — the
 * invitation shown before its key is entered, the odds at the unlock, the day's offer size — and
 * the prints, the day's blocks published the next day.
 */

const count = z.number().int();

/**
 * An invitation to a block sold by invitation: who issued it, its quota and expiry, shown before
 * the key is entered (the key itself is never sent back; only its holder can type it).
 */
export const blockInvitationSchema = z.object({
  /** Who issued it (the selling institution or the desk that places the block). */
  issuer: z.string(),
  /** Lots the key buys in all (every holder together), and what is left of them. */
  quotaLots: count.min(1),
  lotsLeft: count.min(0),
  expiresAt: timeSchema,
  state: z.enum(invitationStates),
});
export type BlockInvitation = z.infer<typeof blockInvitationSchema>;

/**
 * A block offer on its trading day (api.md §2 BlockTrade). `price` is the day's: `prevClose` less
 * the offer's discount, clamped to the daily limit band (`discountPct` is the discount it really
 * gives, `clamped` when the band set it). Beyond api.md: `day`, `prevClose`, `lotSize`, the day's
 * offer size and what is left of it, `unlockAt` (when a block bought now unlocks), `invitation`
 * and `belowAtUnlockPct` (the chance, from the stock's simulated volatility, that the price at the
 * unlock is below `price`), `feePct`. `open` is false when block trades are switched off.
 */
export const blockTradeSchema = z.object({
  id: idSchema,
  stockId: idSchema,
  code: z.string(),
  name: z.string(),
  market: z.enum(tradableMarkets),
  currency: currencySchema,
  /** The offer's trading day (the session now, or the next one), in the market's time zone. */
  day: dateSchema,
  price: priceSchema,
  prevClose: priceSchema,
  /** The stock's price now (the last session's close outside hours). */
  marketPrice: priceSchema,
  discountPct: pctSchema,
  clamped: z.boolean(),
  lotSize: count.min(1),
  minLots: count.min(1),
  dailyLimitLots: count.min(1),
  remainingTodayLots: count.min(0),
  sizeLots: count.min(1),
  lotsLeft: count.min(0),
  lockDays: count.min(0),
  unlockAt: timeSchema,
  needsSecretKey: z.boolean(),
  invitation: blockInvitationSchema.nullable(),
  belowAtUnlockPct: pctSchema,
  open: z.boolean(),
  /** The fee of a buy, percent of price × shares (the ticket's), for the summary before confirming. */
  feePct: pctSchema,
  hours: timeWindowSchema,
});
export type BlockTrade = z.infer<typeof blockTradeSchema>;

/**
 * One day's block of a stock, published the next trading day as an exchange publishes block
 * trades: the price, the size (every buyer's lots: the sandbox's users and the simulated crowd),
 * the discount, and that day's close beside it.
 */
export const blockPrintSchema = z.object({
  id: idSchema,
  day: dateSchema,
  stockId: idSchema,
  code: z.string(),
  name: z.string(),
  market: z.enum(tradableMarkets),
  currency: currencySchema,
  price: priceSchema,
  prevClose: priceSchema,
  discountPct: pctSchema,
  lots: count.min(0),
  shares: count.min(0),
  amount: moneySchema,
  /** The stock's close on the block's day. */
  dayClose: priceSchema,
  lockDays: count.min(0),
  publishedAt: timeSchema,
});
export type BlockPrint = z.infer<typeof blockPrintSchema>;
