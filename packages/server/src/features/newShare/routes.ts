import type { FastifyInstance } from 'fastify';
import type { NewShareStatus } from '@broker/domain';
import { paginate } from '../../http/paginate.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { MarketSimulation } from '../market/sim/simulation.ts';
import { newShareView, offeringsAround } from './offerings.ts';

/** Open first, then upcoming, then waiting to list, then listed. */
const statusOrder: Record<NewShareStatus, number> = { open: 0, upcoming: 1, closed: 2, listed: 3 };

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
      // its deadline follows, the latest first.
      .sort((a, b) => {
        const byStatus = statusOrder[a.status] - statusOrder[b.status];
        if (byStatus !== 0) return byStatus;
        const byDeadline = a.subscribeEnd < b.subscribeEnd ? -1 : a.subscribeEnd > b.subscribeEnd ? 1 : 0;
        const ascending = a.status === 'open' || a.status === 'upcoming';
        return (ascending ? byDeadline : -byDeadline) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      });
    return paginate(body, found);
  });
}
