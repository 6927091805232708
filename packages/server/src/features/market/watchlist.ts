import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Quote } from '@broker/contract';
import { watchlist } from '../../db/schema.ts';
import { checkedPage, type Checked } from '../../http/checked.ts';
import { paginate } from '../../http/paginate.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { Instrument } from './catalogue/index.ts';
import type { Instruments } from './instruments.ts';
import { requireInstrument } from './lookup.ts';

/**
 * The watchlist (api.md §4.5): a set of instruments per account, newest added first. Every query
 * is scoped to the caller's account, so another user's list is never read or changed. Writes are
 * safe by nature (set semantics), so they are not throttled.
 */
export function registerWatchlistRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  instruments: Instruments,
  quoteOf: (instrument: Instrument, now: Date) => Checked<Quote>,
): void {
  const { db } = deps;

  defineRoute(
    app,
    deps,
    'watchlist/list',
    async (body, { session, now }) => {
      // A list holds at most one row per instrument, so filtering here stays small.
      const rows = await db
        .select({ stockId: watchlist.stockId })
        .from(watchlist)
        .where(eq(watchlist.accountId, session.accountId))
        .orderBy(desc(watchlist.seq));
      const watched = rows
        .map((row) => instruments.find(row.stockId))
        .filter((instrument) => instrument !== undefined)
        .filter((instrument) => body.market === undefined || instrument.market === body.market);
      return checkedPage(await paginate(body, watched, (page) => page.map((instrument) => quoteOf(instrument, now))));
    },
    { catchUp: 'none' },
  );

  defineRoute(
    app,
    deps,
    'watchlist/add',
    async (body, { session, now }) => {
      const instrument = requireInstrument(instruments, body.stockId);
      await db
        .insert(watchlist)
        .values({ accountId: session.accountId, stockId: instrument.id, addedAt: now })
        .onConflictDoNothing();
      return null;
    },
    { catchUp: 'none' },
  );

  defineRoute(
    app,
    deps,
    'watchlist/remove',
    async (body, { session }) => {
      const removed = await db
        .delete(watchlist)
        .where(and(eq(watchlist.accountId, session.accountId), inArray(watchlist.stockId, [...new Set(body.stockIds)])))
        .returning({ stockId: watchlist.stockId });
      return { removed: removed.length };
    },
    { catchUp: 'none' },
  );
}
