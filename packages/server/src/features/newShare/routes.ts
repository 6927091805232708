import type { FastifyInstance } from 'fastify';
import type { NewShareStatus } from '@broker/domain';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import { newShareView, offeringsAround } from './offerings.ts';

/** Open first, then upcoming, then waiting to list, then listed. */
const statusOrder: Record<NewShareStatus, number> = { open: 0, upcoming: 1, closed: 2, listed: 3 };

/** New-share offerings (api.md §4.8 newShare/list). Subscribing comes with the new-shares slice. */
export function registerNewShareRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { market: sim } = deps;

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
    const start = (body.page - 1) * body.size;
    return { items: found.slice(start, start + body.size), total: found.length, page: body.page, size: body.size };
  });
}
