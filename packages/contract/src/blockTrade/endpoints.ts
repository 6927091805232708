import { endpoint } from '../endpoint.ts';
import {
  blockTradeBuyRequestSchema,
  blockTradeBuyResponseSchema,
  blockTradeDetailRequestSchema,
  blockTradeDetailResponseSchema,
  blockTradeListRequestSchema,
  blockTradeListResponseSchema,
  blockTradePrintsRequestSchema,
  blockTradePrintsResponseSchema,
  blockTradeRecordsRequestSchema,
  blockTradeRecordsResponseSchema,
} from './schemas.ts';

/** The block-trade slice: the day's offers, buying one, the user's blocks and the prints (api.md §4.9, products.md §4). */
export const blockTradeEndpoints = {
  'blockTrade/list': endpoint({
    request: blockTradeListRequestSchema,
    response: blockTradeListResponseSchema,
    public: false,
    summary:
      "The day's block offers (the session now, or the next): each at a discount to the previous close clamped to the band, with the account's lots left today, the odds at the unlock and an invitation's terms.",
  }),
  'blockTrade/detail': endpoint({
    request: blockTradeDetailRequestSchema,
    response: blockTradeDetailResponseSchema,
    public: false,
    summary: 'One offer of the day, as the list shows it.',
  }),
  'blockTrade/buy': endpoint({
    request: blockTradeBuyRequestSchema,
    response: blockTradeBuyResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Buys lots of an offer in trading hours (leverage 1, the fund password; the key when sold by invitation): price × shares + fee is debited and the block is a position locked for the offer’s trading days.',
  }),
  'blockTrade/records': endpoint({
    request: blockTradeRecordsRequestSchema,
    response: blockTradeRecordsResponseSchema,
    public: false,
    summary: "The user's blocks: positions with source blockTrade, newest first.",
  }),
  'blockTrade/prints': endpoint({
    request: blockTradePrintsRequestSchema,
    response: blockTradePrintsResponseSchema,
    public: false,
    summary:
      "The blocks of earlier trading days, published the next day: price, size (every buyer's), discount and the day's close.",
  }),
} as const;
