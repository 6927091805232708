import type { FastifyInstance } from 'fastify';
import { faultKind } from '../../http/faults.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { ReviewRegistry } from '../admin/reviews.ts';
import type { HoldingsRegistry } from '../user/holdings.ts';
import { RecentProofs } from '../../security/recentProofs.ts';
import type { MarketSimulation } from '../market/sim/simulation.ts';
import { startTradingSweeper } from './catchUp.ts';
import { allocation, valueHistory } from './charts.ts';
import { positionHoldings } from './holdings.ts';
import { applyForMargin, endMargin, marginInfo, marginQuestionnaire, marginReviews } from './margin.ts';
import { cancelOrder, closePosition, placeOrder, previewOrder, type OrderServices } from './orders.ts';
import { listDividends, listPositions, positionTimeline, showPosition } from './positions.ts';
import { defaultTradingOptions, type TradingOptions } from './settings.ts';

export interface TradingRouteOptions {
  market: MarketSimulation;
  reviews: ReviewRegistry;
  /** Where the positions' equity and profit go, for the wallets. */
  holdings: HoldingsRegistry;
  /** Per-market sell locks, dividend pay delay, sweep period (settings.ts); defaults when absent. */
  trading?: Partial<TradingOptions>;
}

/**
 * The trading slice (api.md §4.6–4.7, products.md §1): the order ticket's preview, orders,
 * positions, closes and cancels, the timeline, dividends and the account's charts, margin and
 * its questionnaire; for operators the margin review and margin/end. Time-driven changes (limit
 * fills, day-order expiry, closes outside hours, locks, fees, stop-outs, dividends) are applied
 * when an account is read and by a background sweep (catchUp.ts).
 */
export function registerTradingRoutes(app: FastifyInstance, deps: RouteDeps, options: TradingRouteOptions): void {
  const { db } = deps;
  const services: OrderServices = {
    db,
    sim: options.market,
    options: { ...defaultTradingOptions, ...options.trading },
    recentProofs: new RecentProofs(),
  };
  options.holdings.add((accountId, now) => positionHoldings(services, accountId, now));

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
  defineRoute(app, deps, 'trade/timeline', async (body, { session, now }) =>
    positionTimeline(services, session.accountId, body.positionId, now),
  );
  defineRoute(app, deps, 'trade/close', async (body, { session, now }) =>
    closePosition(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/cancel', async (body, { session, now }) =>
    cancelOrder(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'trade/dividends', async (body, { session, now }) =>
    listDividends(services, session.accountId, body, now),
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
  defineRoute(app, deps, 'margin/questionnaire', async () => marginQuestionnaire());
  defineRoute(app, deps, 'margin/apply', async (body, { session, now }) =>
    applyForMargin(db, session.accountId, body, now),
  );

  options.reviews.add(marginReviews(db));
  defineAdminRoute(app, deps, 'margin/end', async (body) => endMargin(db, body));

  if (services.options.sweepEveryMs > 0) {
    const stop = startTradingSweeper(
      services,
      () => deps.clock.now(),
      (error) => app.log.error({ fault: faultKind(error) }, 'trading sweep failed'),
    );
    app.addHook('onClose', async () => stop());
  }
}
