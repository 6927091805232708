import { z } from '../zod.ts';
import { newsCategories, stockBoards, tradingStatuses } from '@broker/domain';
import {
  currencySchema,
  dateSchema,
  idSchema,
  imgSchema,
  marketSchema,
  moneySchema,
  pctSchema,
  priceSchema,
  timeSchema,
  timeWindowSchema,
} from '../primitives.ts';

/** api.md §2 objects of the markets slice: Quote, StockDetail, Candle, NewsItem. */

const count = z.number().int();

export const quoteSchema = z.object({
  stockId: idSchema,
  code: z.string(),
  name: z.string(),
  market: marketSchema,
  board: z.enum(stockBoards),
  currency: currencySchema,
  /** False for indexes and the quote-only markets (crypto, fx). */
  tradable: z.boolean(),
  isIndex: z.boolean(),
  price: priceSchema,
  /** Signed, against prevClose. */
  change: priceSchema,
  changePct: pctSchema,
  open: priceSchema,
  prevClose: priceSchema,
  high: priceSchema,
  low: priceSchema,
  volume: count.min(0),
  turnover: moneySchema,
  /** The daily price limits, where the market has them. */
  limitUp: priceSchema.nullable(),
  limitDown: priceSchema.nullable(),
  tradingStatus: z.enum(tradingStatuses),
  /** When the price last changed (the quote-age badge compares it with now). */
  updatedAt: timeSchema,
});
export type Quote = z.infer<typeof quoteSchema>;

export const stockTradeRulesSchema = z.object({
  minLots: count.min(1),
  minOpenAmount: moneySchema,
  feePct: pctSchema,
  stampTaxPct: pctSchema,
  /** The daily limit (percent of the previous close): an order for the opening reserves its cost at the highest opening. */
  dailyLimitPct: pctSchema,
  sellLock: z.object({ unit: z.enum(['day', 'minute']), value: count.min(0) }),
  hours: timeWindowSchema,
});

export const stockDetailSchema = quoteSchema.extend({
  lotSize: count.min(1),
  high52w: priceSchema,
  low52w: priceSchema,
  foreignOwnershipPct: pctSchema.nullable(),
  shortSelling: z.object({ volume: count.min(0), balance: count.min(0), ratioPct: pctSchema }).nullable(),
  /** Net shares bought per investor group and day, newest first. */
  investorTrends: z
    .array(z.object({ date: dateSchema, individual: count, foreign: count, institution: count }))
    .nullable(),
  ratios: z
    .object({
      pe: moneySchema.nullable(),
      pb: moneySchema.nullable(),
      eps: moneySchema.nullable(),
      roePct: pctSchema.nullable(),
      dividendYieldPct: pctSchema.nullable(),
      marketCap: moneySchema.nullable(),
    })
    .nullable(),
  /** Absent (null) for indexes and quote-only instruments. */
  trade: stockTradeRulesSchema.nullable(),
  inWatchlist: z.boolean(),
  /**
   * A new listing (a new share after its offering): when its first trade is, at what issue price
   * it was offered and (once listed) its first trade's price. Absent (null) for the catalogue's
   * instruments. Before `listsAt` the instrument has no market yet: its price is its issue price.
   */
  listing: z.object({ listsAt: timeSchema, issuePrice: priceSchema, listed: z.boolean() }).nullable().optional(),
});
export type StockDetail = z.infer<typeof stockDetailSchema>;

export const candleSchema = z.object({
  /** The candle's start. */
  time: timeSchema,
  open: priceSchema,
  high: priceSchema,
  low: priceSchema,
  close: priceSchema,
  volume: count.min(0),
  turnover: moneySchema.nullable(),
  /**
   * Intraday only: the volume-weighted average price so far. Null for an index: its volume and
   * turnover are what its members traded, so their quotient is no price of the index.
   */
  avgPrice: priceSchema.nullable(),
});
export type Candle = z.infer<typeof candleSchema>;

export const newsItemSchema = z.object({
  id: idSchema,
  category: z.enum(newsCategories),
  title: z.string(),
  summary: z.string(),
  cover: imgSchema.nullable(),
  source: z.string().nullable(),
  /** Sanitised HTML; only in `news/detail`. */
  content: z.string().nullable(),
  publishedAt: timeSchema,
});
export type NewsItem = z.infer<typeof newsItemSchema>;
