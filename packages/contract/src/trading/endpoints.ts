import { endpoint } from '../endpoint.ts';
import {
  marginApplyRequestSchema,
  marginApplyResponseSchema,
  marginInfoRequestSchema,
  marginInfoResponseSchema,
  marginQuestionnaireRequestSchema,
  marginQuestionnaireResponseSchema,
  tradeAllocationRequestSchema,
  tradeAllocationResponseSchema,
  tradeCancelRequestSchema,
  tradeCancelResponseSchema,
  tradeCloseRequestSchema,
  tradeCloseResponseSchema,
  tradeDividendsRequestSchema,
  tradeDividendsResponseSchema,
  tradeOrderRequestSchema,
  tradeOrderResponseSchema,
  tradePositionRequestSchema,
  tradePositionResponseSchema,
  tradePositionsRequestSchema,
  tradePositionsResponseSchema,
  tradePreviewRequestSchema,
  tradePreviewResponseSchema,
  tradeTimelineRequestSchema,
  tradeTimelineResponseSchema,
  tradeValueHistoryRequestSchema,
  tradeValueHistoryResponseSchema,
} from './schemas.ts';

/** The trading slice: orders, positions, dividends, the account's charts and margin (api.md §4.6–4.7, products.md §1). */
export const tradingEndpoints = {
  'trade/preview': endpoint({
    request: tradePreviewRequestSchema,
    response: tradePreviewResponseSchema,
    public: false,
    summary:
      "The order ticket's cost-and-risk receipt and sanity warnings at the current quote, before confirming; stores nothing.",
  }),
  'trade/order': endpoint({
    request: tradeOrderRequestSchema,
    response: tradeOrderResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Places a market or limit order (buy → long, sell → short); a market order fills at once, a limit order waits as pending with margin + fee frozen.',
  }),
  'trade/positions': endpoint({
    request: tradePositionsRequestSchema,
    response: tradePositionsResponseSchema,
    public: false,
    summary:
      'Positions and orders by tab (holding = holding + locked + closing, closed, pending, orders = all), newest first.',
  }),
  'trade/position': endpoint({
    request: tradePositionRequestSchema,
    response: tradePositionResponseSchema,
    public: false,
    summary: "One of the user's positions, with its receipt and, once closed, the actual figures.",
  }),
  'trade/timeline': endpoint({
    request: tradeTimelineRequestSchema,
    response: tradeTimelineResponseSchema,
    public: false,
    summary: "A position's milestones and every event and money line booked on it, oldest first.",
  }),
  'trade/close': endpoint({
    request: tradeCloseRequestSchema,
    response: tradeCloseResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Closes a holding position: at once in trading hours, else closing until the next session’s first price.',
  }),
  'trade/cancel': endpoint({
    request: tradeCancelRequestSchema,
    response: tradeCancelResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Cancels a pending order (its freeze released) or withdraws a close asked outside trading hours.',
  }),
  'trade/dividends': endpoint({
    request: tradeDividendsRequestSchema,
    response: tradeDividendsResponseSchema,
    public: false,
    summary: "Dividends and bonus shares on the user's positions, net of withholding tax; shorts pay the gross.",
  }),
  'trade/valueHistory': endpoint({
    request: tradeValueHistoryRequestSchema,
    response: tradeValueHistoryResponseSchema,
    public: false,
    summary: "The account's value per day over a range, with the day's deposits and withdrawals marked.",
  }),
  'trade/allocation': endpoint({
    request: tradeAllocationRequestSchema,
    response: tradeAllocationResponseSchema,
    public: false,
    summary: "The account's value by market (cash its own bucket) and by currency, in percent adding up to 100.",
  }),
  'margin/info': endpoint({
    request: marginInfoRequestSchema,
    response: marginInfoResponseSchema,
    public: false,
    summary:
      'Margin status, leverages, the daily management fee, the stop-out levels, the questionnaire and the leveraged exposure.',
  }),
  'margin/questionnaire': endpoint({
    request: marginQuestionnaireRequestSchema,
    response: marginQuestionnaireResponseSchema,
    public: false,
    summary: 'The appropriateness questionnaire on leverage and losses (MiFID II art. 25(3)), as locale keys.',
  }),
  'margin/apply': endpoint({
    request: marginApplyRequestSchema,
    response: marginApplyResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Answers the questionnaire and applies for margin: passed → applied (for an operator to review), failed → the reasons and the retake date.',
  }),
} as const;
