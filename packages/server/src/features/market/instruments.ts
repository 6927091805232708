import { div, isDailyPeriod, isTradableMarket, mul, roundHalfUp, type TradableMarket } from '@broker/domain';
import { findInstrument, type Instrument } from './catalogue/index.ts';
import { candlesOf, groupOf, type CandleQuery, type ScaledCandle } from './sim/candles.ts';
import { formatScaled, parseTicks, unitsOf } from './sim/prices.ts';
import type { MarketSimulation, Snapshot, TickCandle } from './sim/simulation.ts';

/**
 * One list of instruments: whatever a user can hold is an instrument the market answers for —
 * its quote, its detail, its candles, found by search. The catalogue's stocks, indexes, FX and
 * crypto come first; after them the instruments that products create (a listed new share), which
 * slices add as sources when they register.
 *
 * A product's instrument has no walk of its own (the simulated market's catalogue and history
 * are fixed): from its listing it moves with a catalogue instrument of its market, its proxy —
 * price = listing price × proxy now ÷ proxy at the listing session's opening — so at its first
 * trade it is exactly its listing price, and from then on it has the proxy's sessions, ticks,
 * daily limits and volatility, as a pure function of the seed and the clock. Before its listing it
 * is worth its issue price and has no candles.
 */
export interface DerivedInstrument {
  /** Its own id, code, name, market and currency; prices in 2 decimals. */
  instrument: Instrument & { market: TradableMarket };
  /** The catalogue instrument whose walk it follows. */
  proxy: Instrument;
  /** The opening of its listing session: its first trade. */
  listingMs: number;
  /** Its price before the listing. */
  issuePrice: string;
  /** Its first trade's price. */
  listingPrice: string;
}

/** A slice's instruments (new shares: `ns-…` ids). */
export interface InstrumentSource {
  /** The instrument of an id this source knows, or undefined. */
  find(stockId: string): DerivedInstrument | undefined;
  /** The instruments it has at `nowMs`, announced or listed: what a search may find. */
  known(nowMs: number): readonly DerivedInstrument[];
}

/** Prices of a product's instrument: 2 decimals. */
const DERIVED_DECIMALS = 2;

export class Instruments {
  readonly sim: MarketSimulation;
  readonly #sources: InstrumentSource[] = [];

  constructor(sim: MarketSimulation) {
    this.sim = sim;
  }

  add(source: InstrumentSource): void {
    this.#sources.push(source);
  }

  /** The instrument of a stockId: the catalogue's, else a product's; undefined when none knows it. */
  find(stockId: string): Instrument | undefined {
    return findInstrument(stockId) ?? this.derived(stockId)?.instrument;
  }

  /** A tradable instrument a position may hold: a catalogue stock of a tradable market, or a product's. */
  held(stockId: string): (Instrument & { market: TradableMarket }) | undefined {
    const instrument = this.find(stockId);
    if (!instrument || !instrument.tradable || !isTradableMarket(instrument.market)) return undefined;
    return instrument as Instrument & { market: TradableMarket };
  }

  /** The product instrument of an id (undefined for the catalogue's and unknown ids). */
  derived(stockId: string): DerivedInstrument | undefined {
    if (findInstrument(stockId)) return undefined;
    for (const source of this.#sources) {
      const found = source.find(stockId);
      if (found) return found;
    }
    return undefined;
  }

  /** The products' instruments known at `nowMs` (for search), each source's in its order. */
  known(nowMs: number): DerivedInstrument[] {
    return this.#sources.flatMap((source) => source.known(nowMs));
  }

  /** An instrument's state at `ms`, in its own ticks (sim/simulation.ts `Snapshot`). */
  snapshot(instrument: Instrument, ms: number): Snapshot {
    const derived = this.derived(instrument.id);
    if (!derived) return this.sim.snapshot(instrument, ms);
    if (ms < derived.listingMs) return unlistedSnapshot(derived, ms);
    const proxy = this.sim.snapshot(derived.proxy, ms);
    const scale = scalerOf(this.sim, derived);
    const listingK = this.sim.calendar(derived.proxy.market).sessionAt(derived.listingMs).k;
    return {
      instrument: derived.instrument,
      k: proxy.k,
      trading: proxy.trading,
      price: scale.ticks(proxy.price),
      open: scale.ticks(proxy.open),
      high: scale.ticks(proxy.high),
      low: scale.ticks(proxy.low),
      // On its first day a listing is measured against its issue price, as exchanges show it.
      reference: proxy.k === listingK ? ticksOf(derived.issuePrice) : scale.ticks(proxy.reference),
      volume: proxy.volume,
      turnover: scale.turnover(proxy.turnover),
      updatedAtMs: proxy.updatedAtMs,
    };
  }

  /** An instrument's price at `ms` (the current or last session's), as decimal text. */
  priceAt(instrument: Instrument, ms: number): string {
    const derived = this.derived(instrument.id);
    if (!derived) return formatScaled(this.sim.snapshot(instrument, ms).price, instrument.decimals);
    return derivedPriceAt(this.sim, derived, ms);
  }

  /** The first price of the session opening at `openMs` (where a close asked outside hours fills). */
  openingPrice(instrument: Instrument, openMs: number): string {
    const derived = this.derived(instrument.id);
    if (!derived) {
      const at = this.sim.calendar(instrument.market).sessionAt(openMs);
      return formatScaled(this.sim.path(instrument, at.k).open[0]!, instrument.decimals);
    }
    return derivedOpeningPrice(this.sim, derived, openMs);
  }

  /**
   * Candles of an instrument (sim/candles.ts `candlesOf`). A product's: its proxy's, scaled as its
   * price is, none before its listing; never adjusted (it has had no dividend or split of its own).
   */
  candles(instrument: Instrument, query: CandleQuery): ScaledCandle[] {
    const derived = this.derived(instrument.id);
    if (!derived) return candlesOf(this.sim, instrument, query);
    const scale = scalerOf(this.sim, derived);
    const listed = (candle: TickCandle) => candle.startMs >= derived.listingMs;
    const scaled = (candle: ScaledCandle): ScaledCandle => ({
      ...candle,
      open: scale.ticks(candle.open),
      high: scale.ticks(candle.high),
      low: scale.ticks(candle.low),
      close: scale.ticks(candle.close),
      turnover: scale.turnover(candle.turnover),
      average: candle.average === null ? null : scale.units(candle.average),
      scale: DERIVED_DECIMALS,
    });
    const plain = { ...query, adjust: 'none' as const };
    if (!isDailyPeriod(query.period)) {
      return candlesOf(this.sim, derived.proxy, plain).filter(listed).map(scaled);
    }
    // Days since the listing, then grouped as asked: a week or month that began before the
    // listing starts at the listing's first day.
    const calendar = this.sim.calendar(derived.proxy.market);
    const sessions = calendar.sessionAt(query.nowMs).k - calendar.sessionAt(derived.listingMs).k + 1;
    const days = candlesOf(this.sim, derived.proxy, { ...plain, period: 'day', limit: Math.max(1, sessions) })
      .filter(listed)
      .map(scaled);
    if (query.period === 'day') return days.slice(-query.limit);
    if (query.period !== 'week' && query.period !== 'month') return days;
    return groupDays(days, query.period, query.limit, (day) => calendar.dayOf(calendar.sessionAt(day.startMs).k));
  }
}

/** The proxy's first price of the session opening at or after `ms`, in its ticks. */
function openingTicks(sim: MarketSimulation, proxy: Instrument, ms: number): number {
  const k = sim.calendar(proxy.market).sessionAt(ms).k;
  sim.series(proxy).ensure(k);
  return sim.path(proxy, k).open[0]!;
}

/** Proxy ticks → the product's prices: × listing price ÷ the proxy's opening at the listing. */
function scalerOf(sim: MarketSimulation, derived: DerivedInstrument) {
  const base = openingTicks(sim, derived.proxy, derived.listingMs);
  const price = (ticks: number) => roundHalfUp(mul(derived.listingPrice, div(ticks, base, 12)), DERIVED_DECIMALS);
  const listingUnits = BigInt(unitsOf(ticksOf(derived.listingPrice), DERIVED_DECIMALS));
  const baseUnits = BigInt(unitsOf(base, derived.proxy.decimals));
  return {
    price,
    ticks: (proxyTicks: number) => ticksOf(price(proxyTicks)),
    /** A price in units of 10^-4 (an average), scaled. */
    units: (proxyUnits: number) => Number((BigInt(proxyUnits) * listingUnits + baseUnits / 2n) / baseUnits),
    turnover: (proxyTurnover: bigint) => (proxyTurnover * listingUnits + baseUnits / 2n) / baseUnits,
  };
}

/** A product's price at `ms`: its issue price before the listing, then the listing price moved as its proxy moves. */
export function derivedPriceAt(sim: MarketSimulation, derived: DerivedInstrument, ms: number): string {
  if (ms < derived.listingMs) return roundHalfUp(derived.issuePrice, DERIVED_DECIMALS);
  return scalerOf(sim, derived).price(sim.snapshot(derived.proxy, ms).price);
}

/** A product's first price of the session opening at `openMs` (where a close asked outside hours fills). */
export function derivedOpeningPrice(sim: MarketSimulation, derived: DerivedInstrument, openMs: number): string {
  if (openMs < derived.listingMs) return roundHalfUp(derived.issuePrice, DERIVED_DECIMALS);
  return scalerOf(sim, derived).price(openingTicks(sim, derived.proxy, openMs));
}

/** A product's instrument before its listing: its issue price, nothing traded, no session. */
function unlistedSnapshot(derived: DerivedInstrument, ms: number): Snapshot {
  const issue = ticksOf(derived.issuePrice);
  return {
    instrument: derived.instrument,
    k: -1,
    trading: false,
    price: issue,
    open: issue,
    high: issue,
    low: issue,
    reference: issue,
    volume: 0,
    turnover: 0n,
    updatedAtMs: ms,
  };
}

const ticksOf = (price: string): number => parseTicks(roundHalfUp(price, DERIVED_DECIMALS), DERIVED_DECIMALS);

/** Daily candles (oldest first) merged into weeks or months, the newest `limit` groups. */
function groupDays(
  days: readonly ScaledCandle[],
  period: 'week' | 'month',
  limit: number,
  dayOf: (candle: ScaledCandle) => number,
): ScaledCandle[] {
  const groups: ScaledCandle[] = [];
  let current: number | null = null;
  for (const day of days) {
    const group = groupOf(period, dayOf(day));
    const last = groups[groups.length - 1];
    if (group !== current || !last) {
      current = group;
      groups.push({ ...day });
      continue;
    }
    groups[groups.length - 1] = {
      ...last,
      high: Math.max(last.high, day.high),
      low: Math.min(last.low, day.low),
      close: day.close,
      volume: last.volume + day.volume,
      turnover: last.turnover + day.turnover,
    };
  }
  return groups.slice(-limit);
}
