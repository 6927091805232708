import type { FastifyInstance } from 'fastify';
import { compareNewShares } from '@broker/domain';
import { paginate } from '../../http/paginate.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { MarketSimulation } from '../market/sim/simulation.ts';
import { newShareView, offeringsAround } from './offerings.ts';

export interface NewShareRouteOptions {
  /** The simulated market, whose seed the calendar of offerings follows. */
  market: MarketSimulation;
}

/** New-share offerings (api.md §4.8 newShare/list). Subscribing comes with the new-shares slice. */
export function registerNewShareRoutes(app: FastifyInstance, deps: RouteDeps, options: NewShareRouteOptions): void {
  const { market: sim } = options;

  defineRoute(app, deps, 'newShare/list', async (body, { now }) => {
    const nowMs = now.getTime();
    const found = offeringsAround(sim.seed, nowMs)
      .map((offering) => newShareView(offering, nowMs))
      .filter(
        (offering) =>
          (body.kind === undefined || offering.kind === body.kind) &&
          (body.market === undefined || offering.market === body.market) &&
          (body.status === undefined || offering.status === body.status),
      )
      // "Soonest subscribeEnd first" (api.md) for what can still be subscribed to; what is past
      // its deadline follows, the latest first (the domain's order).
      .sort(compareNewShares);
    return paginate(body, found);
  });
}
