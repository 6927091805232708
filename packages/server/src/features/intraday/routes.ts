import type { FastifyInstance } from 'fastify';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { intradaySource } from './catchUp.ts';
import { listRecords } from './records.ts';

export interface IntradayRouteOptions {
  /** Where the slice's time-driven work goes. */
  timed: TimedRegistry;
}

/** The intraday slice (docs/slices.md): its records; its timed source. */
export function registerIntradayRoutes(app: FastifyInstance, deps: RouteDeps, options: IntradayRouteOptions): void {
  options.timed.add(intradaySource());
  defineRoute(app, deps, 'intraday/records', async (body, { session }) =>
    listRecords(deps.db, session.accountId, body),
  );
}
