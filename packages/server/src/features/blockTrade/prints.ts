import {
  dateOfDay,
  orderAmount,
  previousSessionDay,
  sessionCloseMs,
  sessionOpenMs,
  tradableMarkets,
  weekStartOf,
  type TradableMarket,
} from '@broker/domain';
import type { BlockPrint } from '@broker/contract';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime } from '../../lib/time.ts';
import { tradingCalendar } from '../trading/index.ts';
import { offerDayOf, seriesOfWeek } from './offers.ts';
import { blockDay } from './state.ts';
import { blockTradeSettings } from './settings.ts';
import type { BlockTradeServices } from './services.ts';

/**
 * The days whose blocks are published at `nowMs`: the market's sessions that have closed, newest
 * first, `printDays` of them — a day's blocks appear the next trading day, as an exchange's do.
 */
function publishedDays(market: TradableMarket, nowMs: number): number[] {
  const calendar = tradingCalendar(market);
  const days: number[] = [];
  let day = previousSessionDay(offerDayOf(market, nowMs), calendar);
  while (days.length < blockTradeSettings.printDays) {
    days.push(day);
    day = previousSessionDay(day, calendar);
  }
  return days;
}

/**
 * blockTrade/prints: every block of the published days, newest day first (then market and slot):
 * its price, every buyer's lots (the sandbox's users and the simulated crowd, whose share of a
 * closed day is whole), the discount and the day's close.
 */
export async function listPrints(services: BlockTradeServices, body: RouteBody<'blockTrade/prints'>, now: Date) {
  const nowMs = now.getTime();
  const entries = (body.market ? [body.market] : tradableMarkets)
    .flatMap((market) =>
      publishedDays(market, nowMs).flatMap((day) =>
        seriesOfWeek(services.sim.seed, market, weekStartOf(day)).map((series) => ({ series, day })),
      ),
    )
    .sort((a, b) => b.day - a.day);
  return paginate(body, entries, (page) =>
    Promise.all(
      page.map(async ({ series, day }): Promise<BlockPrint> => {
        const calendar = tradingCalendar(series.market);
        const closeMs = sessionCloseMs(day, calendar);
        const state = await blockDay(services, services.db, series, day, closeMs);
        const lots = state.soldToUsersLots + state.crowdLots;
        const shares = lots * series.instrument.lotSize;
        return {
          id: `${series.id}|${dateOfDay(day)}`,
          day: dateOfDay(day),
          stockId: series.instrument.id,
          code: series.instrument.code,
          name: series.instrument.name,
          market: series.market,
          currency: series.currency,
          price: state.price,
          prevClose: state.prevClose,
          discountPct: state.discountPct,
          lots,
          shares,
          amount: orderAmount(state.price, shares, series.currency),
          dayClose: state.marketPrice,
          lockDays: series.lockDays,
          publishedAt: toApiTime(new Date(sessionOpenMs(nextDayOf(day, series.market), calendar))),
        };
      }),
    ),
  );
}

function nextDayOf(day: number, market: TradableMarket): number {
  return offerDayOf(market, sessionCloseMs(day, tradingCalendar(market)));
}
