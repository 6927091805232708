import type { FastifyInstance } from 'fastify';
import type { BookRegistry } from '../../core/books.ts';
import type { LentShares } from '../../core/lentShares.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { ReviewRegistry } from '../../core/reviews.ts';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import { RecentProofs } from '../../security/recentProofs.ts';
import type { Instruments, MarketSimulation } from '../market/index.ts';
import { tradingSource } from './catchUp.ts';
import { tradingLedgerChecks } from './ledgerChecks.ts';
import type { LedgerChecks } from '../../core/ledgerChecks.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { allocation, valueHistory } from './charts.ts';
import { positionHoldings } from './holdings.ts';
import { applyForMargin, endMargin, marginInfo, marginQuestionnaire, marginReviews } from './margin.ts';
import { cancelOrder, closePosition, placeOrder, previewOrder, type OrderServices } from './orders.ts';
import { listDividends, listPositions, positionTimeline, showPosition } from './positions.ts';
import { defaultTradingOptions, type TradingOptions } from './settings.ts';

export interface TradingRouteOptions {
  market: MarketSimulation;
  /** The market's one list of instruments: what positions hold, and their prices. */
  instruments: Instruments;
  reviews: ReviewRegistry;
  /** Where the positions' equity and profit go, for the wallets. */
  holdings: HoldingsRegistry;
  /** Where the slice's time-driven work goes (fills, fees, stop-outs, dividends). */
  timed: TimedRegistry;
  /** Where the slice's record checks go (positions and dividends against their entries). */
  ledger: LedgerChecks;
  /** Per-market sell locks and the dividend pay delay (settings.ts); defaults when absent. */
  trading?: Partial<TradingOptions>;
  /** The books the ticket may send an order to (core/books.ts); slices add theirs. */
  books: BookRegistry;
  /** Which loan had a position's shares out (core/lentShares.ts): a dividend then is a payment in lieu. */
  lentShares: LentShares;
}

/**
 * The trading slice (api.md §4.6–4.7, products.md §1): the order ticket's preview, orders,
 * positions, closes and cancels, the timeline, dividends and the account's charts, margin and
 * its questionnaire; for operators the margin review and margin/end. Time-driven changes (limit
 * fills, day-order expiry, closes outside hours, locks, fees, stop-outs, dividends) are its timed
 * source (catchUp.ts): applied before any request of the account and by the one background sweep.
 */
export function registerTradingRoutes(app: FastifyInstance, deps: RouteDeps, options: TradingRouteOptions): void {
  const { db } = deps;
  const services: OrderServices = {
    db,
    books: options.books,
    lentShares: options.lentShares,
    sim: options.market,
    instruments: options.instruments,
    options: { ...defaultTradingOptions, ...options.trading },
    recentProofs: new RecentProofs(),
  };
  options.holdings.add((accountId, now) => positionHoldings(services, accountId, now));
  options.timed.add(tradingSource(services));
  options.ledger.add(...tradingLedgerChecks);

  defineRoute(app, deps, 'trade/preview', async (body, { session, now }) =>
    previewOrder(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/order', async (body, { session, now }) =>
    placeOrder(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/positions', async (body, { session, now }) =>
    listPositions(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/position', async (body, { session, now }) =>
    showPosition(services, session.accountId, body.positionId, now),
  );
  defineRoute(app, deps, 'trade/timeline', async (body, { session }) =>
    positionTimeline(services, session.accountId, body.positionId),
  );
  defineRoute(app, deps, 'trade/close', async (body, { session, now }) =>
    closePosition(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/cancel', async (body, { session, now }) =>
    cancelOrder(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/dividends', async (body, { session }) =>
    listDividends(services, session.accountId, body),
  );
  defineRoute(app, deps, 'trade/valueHistory', async (body, { session, now }) =>
    valueHistory(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/allocation', async (body, { session, now }) =>
    allocation(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'margin/info', async (_body, { session, now }) =>
    marginInfo(services, session.accountId, now),
  );
  defineRoute(app, deps, 'margin/questionnaire', async () => marginQuestionnaire(), { catchUp: 'none' });
  defineRoute(app, deps, 'margin/apply', async (body, { session, now }) =>
    applyForMargin(db, session.accountId, body, now),
  );

  options.reviews.add(marginReviews(db));
  defineAdminRoute(app, deps, 'margin/end', async (body, { now }) => endMargin(db, body, now));
}
