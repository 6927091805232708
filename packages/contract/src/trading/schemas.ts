import { z } from '../zod.ts';
import {
  marginQuestions,
  positionTabs,
  receiptDays,
  tradeBooks,
  tradableMarkets,
  valueRanges,
  type MarginQuestionKey,
} from '@broker/domain';
import {
  currencySchema,
  emptyRequestSchema,
  idSchema,
  moneySchema,
  pageRequest,
  pageSchema,
  priceSchema,
  requestIdSchema,
  text,
  timeSchema,
} from '../primitives.ts';
import {
  allocationSliceSchema,
  currencySliceSchema,
  directionSchema,
  dividendSchema,
  marginApplicationSchema,
  marginInfoSchema,
  marginQuestionSchema,
  milestoneSchema,
  orderWarningSchema,
  positionSchema,
  priceTypeSchema,
  timelineEntrySchema,
  tradeReceiptSchema,
  valuePointSchema,
} from './objects.ts';

/**
 * api.md §4.6 (trading) and §4.7 (margin), with products.md §1's additions: the ticket's preview,
 * a position's timeline, the account-value and allocation charts, and the margin questionnaire.
 * Shapes only: the domain's validators (`validateOrder`, `validateMarginApplication`) judge the
 * values, so that the answer is the documented key on the right field.
 */

/**
 * The order ticket. `price` is typed (limit orders only); `lots` and `leverage` are numbers whose
 * wholeness and range the domain checks; `holdingDays` is the receipt's projection (default 7).
 */
const ticket = {
  stockId: text(64),
  direction: directionSchema,
  priceType: priceTypeSchema,
  price: text(40).optional(),
  lots: z.number(),
  leverage: z.number().optional(),
  holdingDays: z.number().int().min(0).max(receiptDays.max).default(receiptDays.default),
  /**
   * A market order for the next opening (issue #26): while the market is closed it waits for the
   * next session's first price (pending, cancellable) instead of being refused; in trading hours
   * it fills at once as any market order.
   */
  atOpening: z.boolean().optional(),
  /**
   * The book the order goes to: absent, the user's own account; `intraday`, the user's intraday
   * account of today (its leverage, no sell lock, until its flatten; its loss limits checked).
   */
  book: z.enum(tradeBooks).optional(),
};

/** The ticket's receipt and warnings before confirming; nothing is stored. */
export const tradePreviewRequestSchema = z.object(ticket);
export const tradePreviewResponseSchema = z.object({
  receipt: tradeReceiptSchema,
  warnings: z.array(orderWarningSchema),
  /** The quote the receipt used (a limit order's receipt uses its limit, not this price). */
  quote: z.object({ price: priceSchema, updatedAt: timeSchema }),
});

/**
 * Places the order (api.md §4.6); the position keeps the receipt of the same ticket. Every order,
 * buy or sell, commits money (a short's margin too), so it carries the fund password as a
 * withdrawal does (specification: "must be set before a withdrawal or purchase"); the preview
 * commits nothing and takes none.
 */
export const tradeOrderRequestSchema = z.object({
  requestId: requestIdSchema,
  ...ticket,
  fundPassword: text(16).optional(),
});
export const tradeOrderResponseSchema = positionSchema;

export const tradePositionsRequestSchema = z.object({
  tab: z.enum(positionTabs).default('holding'),
  /** The book's positions (`intraday`: today's intraday account's); absent, the user's own. */
  book: z.enum(tradeBooks).optional(),
  market: z.enum(tradableMarkets).optional(),
  /** One stock's positions (the stock's "Verkopen" offers to close the ones held). */
  stockId: idSchema.optional(),
  ...pageRequest,
});
export const tradePositionsResponseSchema = pageSchema(positionSchema);

export const tradePositionRequestSchema = z.object({ positionId: idSchema });
export const tradePositionResponseSchema = positionSchema;

/**
 * A position's life, oldest first: its milestones for the stepper and every event and money line
 * (order, fill, opening fee, lock end, each daily management fee, dividends, close request,
 * stop-out, close with its fee and stamp tax, negative balance protection).
 */
export const tradeTimelineRequestSchema = z.object({ positionId: idSchema });
export const tradeTimelineResponseSchema = z.object({
  positionId: idSchema,
  milestones: z.array(milestoneSchema),
  entries: z.array(timelineEntrySchema),
});

export const tradeCloseRequestSchema = z.object({ requestId: requestIdSchema, positionId: idSchema });
export const tradeCloseResponseSchema = positionSchema;

/** Cancels a pending order, or withdraws a close asked outside trading hours (closing → holding). */
export const tradeCancelRequestSchema = z.object({ requestId: requestIdSchema, positionId: idSchema });
export const tradeCancelResponseSchema = positionSchema;

/** The user's dividends and bonus shares, newest pay date first; `positionId` narrows to one position. */
export const tradeDividendsRequestSchema = z.object({ positionId: idSchema.optional(), ...pageRequest });
export const tradeDividendsResponseSchema = pageSchema(dividendSchema);

/**
 * The account's value per day over a range, in one currency (default: config `baseCurrency`;
 * the other wallets and positions converted at the day's rates), oldest first.
 */
export const tradeValueHistoryRequestSchema = z.object({
  currency: currencySchema.optional(),
  range: z.enum(valueRanges).default('3m'),
});
export const tradeValueHistoryResponseSchema = z.object({
  currency: currencySchema,
  points: z.array(valuePointSchema),
});

/** Where the account's value is: by market (cash its own bucket) and by currency, largest first. */
export const tradeAllocationRequestSchema = z.object({ currency: currencySchema.optional() });
export const tradeAllocationResponseSchema = z.object({
  currency: currencySchema,
  total: moneySchema,
  byMarket: z.array(allocationSliceSchema),
  byCurrency: z.array(currencySliceSchema),
});

export const marginInfoRequestSchema = emptyRequestSchema;
export const marginInfoResponseSchema = marginInfoSchema;

/** The appropriateness questionnaire (MiFID II art. 25(3)) and how long a failed one waits. */
export const marginQuestionnaireRequestSchema = emptyRequestSchema;
export const marginQuestionnaireResponseSchema = z.object({
  questions: z.array(marginQuestionSchema),
  retakeDays: z.number().int().min(0),
});

/**
 * The answers by question key; stored and scored: pass → applied, fail → the reasons and the
 * retake date. Only the questionnaire's keys, each a plain text (issue #31: no other key, no
 * control or unpaired character is stored); the domain checks each is one of its options.
 */
export const marginApplyRequestSchema = z.object({
  requestId: requestIdSchema,
  answers: z.partialRecord(
    z.enum(marginQuestions.map((question) => question.key) as [MarginQuestionKey, ...MarginQuestionKey[]]),
    text(64),
  ),
});
export const marginApplyResponseSchema = marginApplicationSchema;
