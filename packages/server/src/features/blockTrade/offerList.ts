import type { BlockTrade } from '@broker/contract';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { dayOnOffer, findSeries, offersAt } from './offers.ts';
import { blockTradesOpen, offerView } from './state.ts';
import type { BlockTradeServices } from './services.ts';

/** blockTrade/list: the day's offers of every market (or one), in market and slot order, paged. */
export async function listOffers(
  services: BlockTradeServices,
  accountId: string,
  body: RouteBody<'blockTrade/list'>,
  now: Date,
) {
  const nowMs = now.getTime();
  const open = await blockTradesOpen(services.db);
  return paginate(body, offersAt(services.sim.seed, nowMs, body.market), (page) =>
    Promise.all(page.map(({ series, day }) => offerView(services, accountId, series, day, nowMs, open))),
  );
}

/** blockTrade/detail: one offer of the day (`product.unavailable` for a series not on offer now). */
export async function showOffer(
  services: BlockTradeServices,
  accountId: string,
  body: RouteBody<'blockTrade/detail'>,
  now: Date,
): Promise<BlockTrade> {
  const nowMs = now.getTime();
  const series = findSeries(services.sim.seed, body.blockTradeId);
  const day = series ? dayOnOffer(series, nowMs) : null;
  if (!series || day === null) throw new ApiError('error.product.unavailable');
  return offerView(services, accountId, series, day, nowMs, await blockTradesOpen(services.db));
}
