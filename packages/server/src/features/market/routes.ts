import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isDailyPeriod, matchesKeyword, normalizeKeyword, type SellLock, type TradableMarket } from '@broker/domain';
import { watchlist } from '../../db/schema.ts';
import { checkedList, checkedPage } from '../../http/checked.ts';
import { paginate } from '../../http/paginate.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import { findInstrument, instruments, type Instrument } from './catalogue/index.ts';
import { detailView } from './detail.ts';
import { requireInstrument } from './lookup.ts';
import { candlesOf } from './sim/candles.ts';
import type { MarketSimulation } from './sim/simulation.ts';
import { candleView } from './views.ts';
import { QuoteBoard } from './quoteBoard.ts';
import { registerWatchlistRoutes } from './watchlist.ts';
import { registerNewsRoutes } from './news/routes.ts';
import { registerQuoteStream } from './stream.ts';

export interface MarketRouteOptions {
  /** The simulated market: quotes, candles and trade rules of every instrument. */
  market: MarketSimulation;
  /** The sell lock per market as trading applies it (`stock/detail` trade.sellLock); serverDefaults' when absent. */
  sellLocks?: Readonly<Record<TradableMarket, SellLock>>;
}

/** The market slice (api.md §4.5, §4.11): quotes, candles, watchlist, news and the live stream. */
export function registerMarketRoutes(app: FastifyInstance, deps: RouteDeps, options: MarketRouteOptions): void {
  const { db } = deps;
  const { market: sim } = options;
  // Quotes are made, checked and serialised once per instrument and second (quoteBoard.ts).
  const quoteBoard = new QuoteBoard(sim);
  const checkedQuoteOf = (instrument: Instrument, now: Date) => quoteBoard.quote(instrument, now.getTime());

  defineRoute(app, deps, 'stock/list', async (body, { now }) => {
    const keyword = normalizeKeyword(body.keyword);
    const listed = instruments.filter(
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
  });

  defineRoute(app, deps, 'stock/indexes', async (body, { now }) =>
    checkedList(
      instruments
        .filter((instrument) => instrument.isIndex && (body.market === undefined || instrument.market === body.market))
        .map((instrument) => checkedQuoteOf(instrument, now)),
    ),
  );

  defineRoute(app, deps, 'stock/detail', async (body, { now, session }) => {
    const instrument = requireInstrument(body.stockId);
    const [watched] = await db
      .select({ stockId: watchlist.stockId })
      .from(watchlist)
      .where(and(eq(watchlist.accountId, session.accountId), eq(watchlist.stockId, instrument.id)));
    return detailView(sim, instrument, now.getTime(), watched !== undefined, options.sellLocks);
  });

  // api.md §4.5 gives stock/quote no stock.notFound: unknown ids are left out (a delisted id in
  // an old watchlist must not break the whole list), repeated ids answered once, in request order.
  defineRoute(app, deps, 'stock/quote', async (body, { now }) =>
    checkedList(
      [...new Set(body.stockIds)]
        .map((id) => findInstrument(id))
        .filter((instrument) => instrument !== undefined)
        .map((instrument) => checkedQuoteOf(instrument, now)),
    ),
  );

  defineRoute(app, deps, 'stock/kline', async (body, { now }) => {
    const instrument = requireInstrument(body.stockId);
    // Adjustment applies from `day` up; the answer says what was applied.
    const adjust = isDailyPeriod(body.period) ? body.adjust : 'none';
    const candles = candlesOf(sim, instrument, {
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
  });

  registerWatchlistRoutes(app, deps, checkedQuoteOf);
  registerNewsRoutes(app, deps);
  registerQuoteStream(app, deps, quoteBoard);
}
