import { z } from '../zod.ts';
import { klineAdjusts, klinePeriods, marketLimits, newsCategories, stockBoards, stockSorts } from '@broker/domain';
import { candleSchema, newsItemSchema, quoteSchema, stockDetailSchema } from './objects.ts';
import {
  idSchema,
  marketSchema,
  nullResponseSchema,
  pageRequest,
  pageSchema,
  text,
  timeSchema,
} from '../primitives.ts';

/** api.md §4.5 (market data, watchlist) and §4.11 (news). */

export const stockListRequestSchema = z.object({
  market: marketSchema.optional(),
  board: z.enum(stockBoards).optional(),
  /** Code or name, case-insensitive. */
  keyword: text(marketLimits.keyword).optional(),
  sort: z.enum(stockSorts).optional(),
  ...pageRequest,
});
export const stockListResponseSchema = pageSchema(quoteSchema);

export const stockIndexesRequestSchema = z.object({ market: marketSchema.optional() });
export const stockIndexesResponseSchema = z.array(quoteSchema);

export const stockDetailRequestSchema = z.object({ stockId: idSchema });
export const stockDetailResponseSchema = stockDetailSchema;

export const stockQuoteRequestSchema = z.object({ stockIds: z.array(idSchema).min(1).max(marketLimits.quoteIds) });
export const stockQuoteResponseSchema = z.array(quoteSchema);

export const stockKlineRequestSchema = z.object({
  stockId: idSchema,
  period: z.enum(klinePeriods),
  adjust: z.enum(klineAdjusts).default('none'),
  /** Candles that start before this time (paging backwards). */
  before: timeSchema.optional(),
  limit: z.number().int().min(1).max(marketLimits.klineMax).default(marketLimits.klineDefault),
});
export const stockKlineResponseSchema = z.object({
  stockId: idSchema,
  period: z.enum(klinePeriods),
  adjust: z.enum(klineAdjusts),
  /** Oldest first. */
  items: z.array(candleSchema),
});

export const watchlistListRequestSchema = z.object({ market: marketSchema.optional(), ...pageRequest });
export const watchlistListResponseSchema = pageSchema(quoteSchema);

export const watchlistAddRequestSchema = z.object({ stockId: idSchema });
export const watchlistAddResponseSchema = nullResponseSchema;

export const watchlistRemoveRequestSchema = z.object({
  stockIds: z.array(idSchema).min(1).max(marketLimits.removeIds),
});
export const watchlistRemoveResponseSchema = z.object({ removed: z.number().int().min(0) });

export const newsListRequestSchema = z.object({ category: z.enum(newsCategories), ...pageRequest });
export const newsListResponseSchema = pageSchema(newsItemSchema);

export const newsDetailRequestSchema = z.object({ id: idSchema });
export const newsDetailResponseSchema = newsItemSchema;

/** The live quote stream (streamWire.ts says how it runs). */
export const quoteStreamRequestSchema = z.object({
  stockIds: z.array(idSchema).min(1).max(marketLimits.streamIds),
});
/** The data of the stream's first event: the id `stock/streamSet` takes. */
export const quoteStreamOpenEventSchema = z.object({ streamId: idSchema });
export const quoteStreamEventSchema = z.array(quoteSchema);

export const quoteStreamSetRequestSchema = z.object({
  streamId: idSchema,
  stockIds: z.array(idSchema).min(1).max(marketLimits.streamIds),
});
export const quoteStreamSetResponseSchema = nullResponseSchema;
