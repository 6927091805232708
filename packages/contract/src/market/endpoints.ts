import { endpoint } from '../endpoint.ts';
import {
  newsDetailRequestSchema,
  newsDetailResponseSchema,
  newsListRequestSchema,
  newsListResponseSchema,
  stockDetailRequestSchema,
  stockDetailResponseSchema,
  stockIndexesRequestSchema,
  stockIndexesResponseSchema,
  stockKlineRequestSchema,
  stockKlineResponseSchema,
  stockListRequestSchema,
  stockListResponseSchema,
  stockQuoteRequestSchema,
  stockQuoteResponseSchema,
  quoteStreamSetRequestSchema,
  quoteStreamSetResponseSchema,
  watchlistAddRequestSchema,
  watchlistAddResponseSchema,
  watchlistListRequestSchema,
  watchlistListResponseSchema,
  watchlistRemoveRequestSchema,
  watchlistRemoveResponseSchema,
} from './schemas.ts';

/** The market slice: quotes, candles, the watchlist and news (api.md §4.5, §4.11). */
export const marketEndpoints = {
  'stock/list': endpoint({
    request: stockListRequestSchema,
    response: stockListResponseSchema,
    public: false,
    summary: 'Quotes of a market or board, searched by code or name, sorted (descending except code), paged.',
  }),
  'stock/indexes': endpoint({
    request: stockIndexesRequestSchema,
    response: stockIndexesResponseSchema,
    public: false,
    summary: 'The indexes of a market (all markets when absent).',
  }),
  'stock/detail': endpoint({
    request: stockDetailRequestSchema,
    response: stockDetailResponseSchema,
    public: false,
    summary: 'One instrument: its quote, 52-week range, market data, trading rules and whether it is watched.',
  }),
  'stock/quote': endpoint({
    request: stockQuoteRequestSchema,
    response: stockQuoteResponseSchema,
    public: false,
    summary: 'Current quotes of up to 50 instruments (the polling fallback of stock/stream).',
  }),
  'stock/streamSet': endpoint({
    request: quoteStreamSetRequestSchema,
    response: quoteStreamSetResponseSchema,
    public: false,
    summary:
      'Replaces the instruments of an open stock/stream (its `open` event names it); only the session that opened it may.',
  }),
  'stock/kline': endpoint({
    request: stockKlineRequestSchema,
    response: stockKlineResponseSchema,
    public: false,
    summary: 'Candles of a period, oldest first, paged backwards with `before`; adjusted from `day` up.',
  }),
  'watchlist/list': endpoint({
    request: watchlistListRequestSchema,
    response: watchlistListResponseSchema,
    public: false,
    summary: 'The watched instruments, newest added first.',
  }),
  'watchlist/add': endpoint({
    request: watchlistAddRequestSchema,
    response: watchlistAddResponseSchema,
    public: false,
    write: true,
    summary: 'Watches an instrument (adding a watched one succeeds).',
  }),
  'watchlist/remove': endpoint({
    request: watchlistRemoveRequestSchema,
    response: watchlistRemoveResponseSchema,
    public: false,
    write: true,
    summary: 'Stops watching the given instruments; absent ids are ignored.',
  }),
  'news/list': endpoint({
    request: newsListRequestSchema,
    response: newsListResponseSchema,
    public: false,
    summary: 'News of a category in the request language (else Dutch), newest first, without content.',
  }),
  'news/detail': endpoint({
    request: newsDetailRequestSchema,
    response: newsDetailResponseSchema,
    public: false,
    summary: 'One news article with its sanitised content.',
  }),
} as const;
