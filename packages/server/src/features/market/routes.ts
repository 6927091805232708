import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isDailyPeriod, matchesKeyword, normalizeKeyword, type SellLock, type TradableMarket } from '@broker/domain';
import { watchlist } from '../../db/schema.ts';
import { checkedList, checkedPage } from '../../http/checked.ts';
import { paginate } from '../../http/paginate.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import { instruments as catalogue, type Instrument } from './catalogue/index.ts';
import { detailView } from './detail.ts';
import type { Instruments } from './instruments.ts';
import { requireInstrument } from './lookup.ts';
import { candleView } from './views.ts';
import { QuoteBoard } from './quoteBoard.ts';
import { registerWatchlistRoutes } from './watchlist.ts';
import { registerNewsRoutes } from './news/routes.ts';
import { registerQuoteStream } from './stream.ts';

export interface MarketRouteOptions {
  /** The one list of instruments (instruments.ts): the catalogue's and the products', with their quotes and candles. */
  instruments: Instruments;
  /** The sell lock per market as trading applies it (`stock/detail` trade.sellLock); serverDefaults' when absent. */
  sellLocks?: Readonly<Record<TradableMarket, SellLock>>;
  /** The quote stream's keep-alive period (ms); `marketSettings.stream.keepAliveMs` when absent. */
  streamKeepAliveMs?: number;
}

/**
 * The market slice (api.md §4.5, §4.11): quotes, candles, watchlist, news and the live stream, of
 * every instrument of the one list (instruments.ts). None of its calls touches an account's money,
 * so none brings the account's time-driven work up to date first (`catchUp: 'none'`).
 */
export function registerMarketRoutes(app: FastifyInstance, deps: RouteDeps, options: MarketRouteOptions): void {
  const { db } = deps;
  const { instruments } = options;
  const none = { catchUp: 'none' } as const;
  // Quotes are made, checked and serialised once per instrument and second (quoteBoard.ts).
  const quoteBoard = new QuoteBoard(instruments);
  const checkedQuoteOf = (instrument: Instrument, now: Date) => quoteBoard.quote(instrument, now.getTime());

  defineRoute(
    app,
    deps,
    'stock/list',
    async (body, { now }) => {
      const keyword = normalizeKeyword(body.keyword);
      // A search also finds the products' instruments (a new share once announced).
      const searched =
        keyword === '' ? catalogue : [...catalogue, ...instruments.known(now.getTime()).map((d) => d.instrument)];
      const listed = searched.filter(
        (instrument) =>
          !instrument.isIndex &&
          (body.market === undefined || instrument.market === body.market) &&
          (body.board === undefined || instrument.board === body.board) &&
          matchesKeyword(instrument, keyword),
      );
      const quotesOf = (page: Instrument[]) => page.map((instrument) => checkedQuoteOf(instrument, now));
      // Unsorted, the catalogue's order: only the page's quotes are needed.
      if (!body.sort) return checkedPage(await paginate(body, listed, quotesOf));
      // Sorted: the order of a list without a keyword is remembered for the second.
      const listKey = keyword === '' ? `${body.market ?? '*'}|${body.board ?? '*'}` : undefined;
      return checkedPage(await paginate(body, quoteBoard.sorted(listed, body.sort, now.getTime(), listKey)));
    },
    none,
  );

  defineRoute(
    app,
    deps,
    'stock/indexes',
    async (body, { now }) =>
      checkedList(
        catalogue
          .filter(
            (instrument) => instrument.isIndex && (body.market === undefined || instrument.market === body.market),
          )
          .map((instrument) => checkedQuoteOf(instrument, now)),
      ),
    none,
  );

  defineRoute(
    app,
    deps,
    'stock/detail',
    async (body, { now, session }) => {
      const instrument = requireInstrument(instruments, body.stockId);
      const [watched] = await db
        .select({ stockId: watchlist.stockId })
        .from(watchlist)
        .where(and(eq(watchlist.accountId, session.accountId), eq(watchlist.stockId, instrument.id)));
      return detailView(instruments, instrument, now.getTime(), watched !== undefined, options.sellLocks);
    },
    none,
  );

  // api.md §4.5 gives stock/quote no stock.notFound: unknown ids are left out (a delisted id in
  // an old watchlist must not break the whole list), repeated ids answered once, in request order.
  defineRoute(
    app,
    deps,
    'stock/quote',
    async (body, { now }) =>
      checkedList(
        [...new Set(body.stockIds)]
          .map((id) => instruments.find(id))
          .filter((instrument) => instrument !== undefined)
          .map((instrument) => checkedQuoteOf(instrument, now)),
      ),
    none,
  );

  defineRoute(
    app,
    deps,
    'stock/kline',
    async (body, { now }) => {
      const instrument = requireInstrument(instruments, body.stockId);
      // Adjustment applies from `day` up (a product's instrument is never adjusted); the answer says what was applied.
      const adjust = isDailyPeriod(body.period) && !instruments.derived(instrument.id) ? body.adjust : 'none';
      const candles = instruments.candles(instrument, {
        period: body.period,
        adjust,
        beforeMs: body.before === undefined ? null : Date.parse(body.before),
        limit: body.limit,
        nowMs: now.getTime(),
      });
      return {
        stockId: instrument.id,
        period: body.period,
        adjust,
        items: candles.map((candle) => candleView(candle, instrument)),
      };
    },
    none,
  );

  registerWatchlistRoutes(app, deps, instruments, checkedQuoteOf);
  registerNewsRoutes(app, deps);
  registerQuoteStream(app, deps, quoteBoard, instruments, options.streamKeepAliveMs);
}
