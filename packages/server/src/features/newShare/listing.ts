import { div, mul, roundHalfUp, type TradableMarket } from '@broker/domain';
import { instrumentsOf, type Instrument } from '../market/catalogue/index.ts';
import { hashUnit } from '../market/sim/random.ts';
import type { MarketSimulation } from '../market/sim/simulation.ts';
import { findOffering, type Offering } from './offerings.ts';

/**
 * A paid new share held as a position of the trading slice (source `newShare`, stockId = the
 * offering's id). The simulated market has no walk of its own for it (its catalogue and five
 * years of history are fixed), so after the listing it moves with a catalogue stock of its market
 * chosen by the offering (its "proxy"): price = listing price × proxy now ÷ proxy at the listing
 * session's opening. At the listing's first trade it is exactly the listing price; from then on
 * it has the proxy's sessions, ticks, daily limits and volatility, as a pure function of the seed
 * and the clock. Before the listing it is worth its issue price (no market yet).
 */
export interface ListedNewShare {
  offering: Offering;
  instrument: Instrument & { market: TradableMarket };
  proxy: Instrument;
}

const NEW_SHARE_ID = /^ns-/;

/** True for a stockId that is a new-share offering's. */
export const isNewShareStock = (stockId: string): boolean => NEW_SHARE_ID.test(stockId);

function proxyOf(seed: string, offering: Offering): Instrument {
  const stocks = instrumentsOf(offering.market).filter(
    (item) => item.tradable && !item.isIndex && item.board === 'listed' && item.dividend === null,
  );
  const pool = stocks.length > 0 ? stocks : instrumentsOf(offering.market).filter((item) => item.tradable);
  return pool[Math.floor(hashUnit(seed, 'newShare', 'proxy', offering.id) * pool.length)]!;
}

/** The held instrument of a new share's stockId, or undefined for an id no offering has. */
export function listedNewShare(seed: string, stockId: string): ListedNewShare | undefined {
  const offering = isNewShareStock(stockId) ? findOffering(seed, stockId) : undefined;
  if (!offering) return undefined;
  const proxy = proxyOf(seed, offering);
  const instrument = {
    ...proxy,
    id: offering.id,
    code: offering.code,
    name: offering.name,
    isin: null,
    market: offering.market,
    board: 'listed' as const,
    decimals: 2 as const,
    basePrice: offering.listingPrice,
    members: [],
    fundamentals: null,
    dividend: null,
    splits: [],
  };
  return { offering, instrument, proxy };
}

/** The proxy's first price of the session opening at or after `ms` (its opening price), in ticks. */
function openingTicks(sim: MarketSimulation, proxy: Instrument, ms: number): number {
  const k = sim.calendar(proxy.market).sessionAt(ms).k;
  sim.series(proxy).ensure(k);
  return sim.path(proxy, k).open[0]!;
}

const scaled = (listed: ListedNewShare, ticks: number, baseTicks: number): string =>
  roundHalfUp(mul(listed.offering.listingPrice, div(ticks, baseTicks, 12)), 2);

/** A new share's price at `ms`: its issue price before the listing, then the listing price moved as its proxy moves. */
export function newSharePriceAt(sim: MarketSimulation, listed: ListedNewShare, ms: number): string {
  const { offering, proxy } = listed;
  if (ms < offering.listingMs) return roundHalfUp(offering.issuePrice, 2);
  return scaled(listed, sim.snapshot(proxy, ms).price, openingTicks(sim, proxy, offering.listingMs));
}

/** A new share's first price of the session opening at `openMs` (where a close asked outside hours fills). */
export function newShareOpeningPrice(sim: MarketSimulation, listed: ListedNewShare, openMs: number): string {
  const { offering, proxy } = listed;
  if (openMs < offering.listingMs) return roundHalfUp(offering.issuePrice, 2);
  return scaled(listed, openingTicks(sim, proxy, openMs), openingTicks(sim, proxy, offering.listingMs));
}

/** The close of a new share's first trading day (its scorecard's history), once that session has closed; null before. */
export function firstCloseOf(sim: MarketSimulation, offering: Offering, nowMs: number): string | null {
  const calendar = sim.calendar(offering.market);
  const closeMs = calendar.closeMs(calendar.sessionAt(offering.listingMs).k);
  if (nowMs < closeMs) return null;
  return newSharePriceAt(sim, listedNewShare(sim.seed, offering.id)!, closeMs);
}
