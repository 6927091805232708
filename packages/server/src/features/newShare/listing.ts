import type { TradableMarket } from '@broker/domain';
import {
  derivedPriceAt,
  hashUnit,
  instrumentsOf,
  Lru,
  type DerivedInstrument,
  type Instrument,
  type InstrumentSource,
  type MarketSimulation,
} from '../market/index.ts';
import { findOffering, offeringsAround, type Offering } from './offerings.ts';

/**
 * A new share on the market (the market's one list of instruments: market/instruments.ts): from
 * its announcement its detail says when it lists and at what issue price; once paid it is a
 * position of the trading slice (source `newShare`, stockId = the offering's id); from its listing
 * it has quotes and candles. It has no walk of its own: it moves with a catalogue stock of its
 * market chosen by the offering, its proxy, scaled so that its first trade is its listing price.
 */
export interface ListedNewShare extends DerivedInstrument {
  offering: Offering;
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

/** The instrument of an offering. */
export function newShareInstrument(seed: string, offering: Offering): ListedNewShare {
  const proxy = proxyOf(seed, offering);
  const instrument: Instrument & { market: TradableMarket } = {
    ...proxy,
    id: offering.id,
    code: offering.code,
    name: offering.name,
    isin: null,
    market: offering.market,
    currency: offering.currency,
    board: 'listed',
    isIndex: false,
    tradable: true,
    isFactor: false,
    lotSize: offering.lotSize,
    decimals: 2,
    basePrice: offering.listingPrice,
    members: [],
    fundamentals: null,
    dividend: null,
    splits: [],
    bonus: null,
  };
  return {
    offering,
    instrument,
    proxy,
    listingMs: offering.listingMs,
    issuePrice: offering.issuePrice,
    listingPrice: offering.listingPrice,
  };
}

/** Offerings' instruments are pure functions of the seed and the id: kept, as every position's read asks for them. */
const known = new Lru<ListedNewShare | null>(1024);

/** The instrument of a new share's stockId, or undefined for an id no offering has. */
export function listedNewShare(seed: string, stockId: string): ListedNewShare | undefined {
  if (!isNewShareStock(stockId)) return undefined;
  const found = known.get(`${seed}|${stockId}`, () => {
    const offering = findOffering(seed, stockId);
    return offering ? newShareInstrument(seed, offering) : null;
  });
  return found ?? undefined;
}

/** A new share's price at `ms`: its issue price before the listing, then the listing price moved as its proxy moves. */
export const newSharePriceAt = (sim: MarketSimulation, listed: ListedNewShare, ms: number): string =>
  derivedPriceAt(sim, listed, ms);

/** The close of a new share's first trading day (its scorecard's history), once that session has closed; null before. */
export function firstCloseOf(sim: MarketSimulation, offering: Offering, nowMs: number): string | null {
  const calendar = sim.calendar(offering.market);
  const closeMs = calendar.closeMs(calendar.sessionAt(offering.listingMs).k);
  if (nowMs < closeMs) return null;
  return newSharePriceAt(sim, newShareInstrument(sim.seed, offering), closeMs);
}

/**
 * The new shares as a source of the market's instruments: every offering by its id, and for
 * search the offerings of the weeks around now whose subscription has opened.
 */
export function newShareInstruments(sim: MarketSimulation): InstrumentSource {
  return {
    find: (stockId) => listedNewShare(sim.seed, stockId),
    known: (nowMs) =>
      offeringsAround(sim.seed, nowMs)
        .filter((offering) => offering.subscribeStartMs <= nowMs)
        .map((offering) => newShareInstrument(sim.seed, offering)),
  };
}
