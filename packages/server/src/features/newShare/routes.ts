import type { FastifyInstance } from 'fastify';
import { compareNewShares } from '@broker/domain';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import { newShareView, offeringsAround } from './offerings.ts';

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
      // its deadline follows, the latest first (the domain's order).
      .sort(compareNewShares);
    const start = (body.page - 1) * body.size;
    return { items: found.slice(start, start + body.size), total: found.length, page: body.page, size: body.size };
  });
}
