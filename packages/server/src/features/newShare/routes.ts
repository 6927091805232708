import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { faultKind } from '../../http/faults.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { MarketSimulation } from '../market/sim/simulation.ts';
import { startNewShareSweeper } from './catchUp.ts';
import { listOfferings, offeringDetail } from './detail.ts';
import { overrideDraw } from './override.ts';
import { cancel, pay } from './payments.ts';
import { listRecords } from './records.ts';
import type { NewShareServices } from './services.ts';
import { defaultNewShareOptions, type NewShareOptions } from './settings.ts';
import { subscribe } from './subscribe.ts';

export interface NewShareRouteOptions {
  /** The simulated market, whose seed the calendar of offerings, the crowd and listed prices follow. */
  market: MarketSimulation;
  /** The secret the draws' seeds derive from (the same in every process); random per process when absent (tests). */
  drawSecret?: Buffer;
  /** The sweep's period (settings.ts); the default when absent. */
  newShare?: Partial<NewShareOptions>;
}

/**
 * The new-shares slice (api.md §4.8, products.md §2): offerings, their detail with the verifiable
 * draw, subscribing, withdrawing, records and payment; for operators the audited draw override.
 * Time-driven changes (draws, auto-pay, waivers) are applied when an account is read and by a
 * background sweep (catchUp.ts); a paid subscription is a position of the trading slice.
 */
export function registerNewShareRoutes(app: FastifyInstance, deps: RouteDeps, options: NewShareRouteOptions): void {
  const services: NewShareServices = {
    db: deps.db,
    sim: options.market,
    secret: options.drawSecret ?? randomBytes(32),
    options: { ...defaultNewShareOptions, ...options.newShare },
  };

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
  defineRoute(app, deps, 'newShare/records', async (body, { session, now }) =>
    listRecords(services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'newShare/pay', async (body, { session, now }) =>
    pay(deps, services, session.accountId, body, now),
  );
  defineAdminRoute(app, deps, 'newShare/draw', async (body, { now }) => overrideDraw(deps, services, body, now));

  if (services.options.sweepEveryMs > 0) {
    const stop = startNewShareSweeper(
      services,
      () => deps.clock.now(),
      (error) => app.log.error({ fault: faultKind(error) }, 'new-share sweep failed'),
    );
    app.addHook('onClose', async () => stop());
  }
}
