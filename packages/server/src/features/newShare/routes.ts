import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { LedgerChecks } from '../../core/ledgerChecks.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import type { Instruments, MarketSimulation } from '../market/index.ts';
import { newShareSource } from './catchUp.ts';
import { listOfferings, offeringDetail } from './detail.ts';
import { newShareLedgerChecks } from './ledgerChecks.ts';
import { newShareInstruments } from './listing.ts';
import { overrideDraw } from './override.ts';
import { cancel, decline, pay } from './payments.ts';
import { listRecords } from './records.ts';
import type { NewShareServices } from './services.ts';
import { subscribe } from './subscribe.ts';

export interface NewShareRouteOptions {
  /** The simulated market, whose seed the calendar of offerings, the crowd and listed prices follow. */
  market: MarketSimulation;
  /** The market's one list of instruments, where the slice adds its new shares. */
  instruments: Instruments;
  /** Where the slice's time-driven work goes (draws, auto-pay, waivers). */
  timed: TimedRegistry;
  /** Where the slice's record checks go (subscriptions against their entries). */
  ledger: LedgerChecks;
  /** The secret the draws' seeds derive from (the same in every process); random per process when absent (tests). */
  drawSecret?: Buffer;
}

/**
 * The new-shares slice (api.md §4.8, products.md §2): offerings, their detail with the verifiable
 * draw, subscribing, withdrawing, records and payment; for operators the audited draw override.
 * Time-driven changes (draws, auto-pay, waivers) are its timed source (catchUp.ts); a paid
 * subscription becomes a position through trading's `openPosition`, and its shares an instrument
 * of the market's list.
 */
export function registerNewShareRoutes(app: FastifyInstance, deps: RouteDeps, options: NewShareRouteOptions): void {
  const services: NewShareServices = {
    db: deps.db,
    sim: options.market,
    secret: options.drawSecret ?? randomBytes(32),
  };
  options.timed.add(newShareSource(services));
  options.ledger.add(...newShareLedgerChecks);
  options.instruments.add(newShareInstruments(options.market));

  defineRoute(app, deps, 'newShare/list', async (body, { now }) => listOfferings(services, body, now));
  defineRoute(app, deps, 'newShare/detail', async (body, { session, now }) =>
    offeringDetail(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'newShare/subscribe', async (body, { session, now }) =>
    subscribe(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'newShare/cancel', async (body, { session, now }) =>
    cancel(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'newShare/records', async (body, { session }) =>
    listRecords(services, session.accountId, body),
  );
  defineRoute(app, deps, 'newShare/pay', async (body, { session, now }) =>
    pay(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'newShare/decline', async (body, { session, now }) =>
    decline(deps, services, session.accountId, body, now),
  );
  defineAdminRoute(app, deps, 'newShare/draw', async (body, { now }) => overrideDraw(deps, services, body, now));
}
