import type { FastifyInstance } from 'fastify';
import type { LedgerChecks } from '../../core/ledgerChecks.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import type { Instruments, MarketSimulation } from '../market/index.ts';
import { buyBlock } from './buy.ts';
import { blockTradeSource } from './catchUp.ts';
import { blockTradeLedgerChecks } from './ledgerChecks.ts';
import { listOffers, showOffer } from './offerList.ts';
import { inviteToSeries, switchBlockTrades } from './operator.ts';
import { listPrints } from './prints.ts';
import { listBlockRecords } from './records.ts';
import type { BlockTradeServices } from './services.ts';

export interface BlockTradeRouteOptions {
  /** The simulated market, whose seed the weekly blocks follow and whose prices set them. */
  market: MarketSimulation;
  /** The market's one list of instruments (prices). */
  instruments: Instruments;
  /** Where the slice's time-driven work goes (the unlock notices). */
  timed: TimedRegistry;
  /** Where the slice's record checks go (buys against their entries). */
  ledger: LedgerChecks;
}

/**
 * The block-trade slice (api.md §4.9, products.md §4): the day's offers and one offer, buying a
 * block (a position through trading's `openPosition`, locked for the offer's trading days), the
 * user's blocks and the prints of earlier days; for operators the audited invitation and switch.
 */
export function registerBlockTradeRoutes(app: FastifyInstance, deps: RouteDeps, options: BlockTradeRouteOptions): void {
  const services: BlockTradeServices = { db: deps.db, sim: options.market, instruments: options.instruments };
  options.timed.add(blockTradeSource());
  options.ledger.add(...blockTradeLedgerChecks);

  defineRoute(app, deps, 'blockTrade/list', async (body, { session, now }) =>
    listOffers(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'blockTrade/detail', async (body, { session, now }) =>
    showOffer(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'blockTrade/buy', async (body, { session, now }) =>
    buyBlock(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'blockTrade/records', async (body, { session, now }) =>
    listBlockRecords(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'blockTrade/prints', async (body, { now }) => listPrints(services, body, now), {
    catchUp: 'none',
  });
  defineAdminRoute(app, deps, 'blockTrade/invite', async (body, { now }) => inviteToSeries(services, body, now));
  defineAdminRoute(app, deps, 'blockTrade/switch', async ({ open }, { now }) => switchBlockTrades(deps.db, open, now));
}
