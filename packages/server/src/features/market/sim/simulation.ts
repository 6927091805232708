import { markets, type Market } from '@broker/domain';
import { findInstrument, instruments, type Instrument } from '../catalogue/index.ts';
import { marketSettings } from '../settings.ts';
import { dayNumberOf, MarketCalendar } from './calendar.ts';
import { DailySeries, MarketFactor } from './daily.ts';
import { Lru } from './lru.ts';
import {
  factorBridge,
  indexFlow,
  instrumentFlow,
  minutePath,
  secondPath,
  SECONDS_PER_MINUTE,
  sessionTrades,
  turnoverOf,
  type MinuteFlow,
  type MinutePath,
} from './minutes.ts';

/** An instrument's state at an instant, in ticks: what a quote is made of. */
export interface Snapshot {
  instrument: Instrument;
  /** The current or last session; -1 before the first. */
  k: number;
  trading: boolean;
  price: number;
  open: number;
  high: number;
  low: number;
  /** The session's reference price (the adjusted previous close). */
  reference: number;
  volume: number;
  /** Units of 10^-4 × quantity. */
  turnover: bigint;
  /** The instant of the latest tick: prices and volume move every second while trading. */
  updatedAtMs: number;
}

/** One candle in ticks (prices) and exact quantities. */
export interface TickCandle {
  startMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover: bigint;
}

/** Where a session stands at an instant: complete, or up to second s of minute j. */
export interface Progress {
  k: number;
  complete: boolean;
  j: number;
  s: number;
}

/**
 * The simulated market: one calendar and factor per market, one daily walk per instrument
 * (generated on first use, then kept), and minute and second paths derived on demand from the
 * daily closes and cached. Everything is a pure function of the seed and the instant, so two
 * servers with the same seed show the same prices, and the past never changes.
 */
export class MarketSimulation {
  readonly seed: string;
  readonly #calendars = new Map<Market, MarketCalendar>();
  readonly #factors = new Map<Market, MarketFactor>();
  readonly #series = new Map<string, DailySeries>();
  readonly #factorNoise = new Lru<Float64Array>(64);
  readonly #paths = new Lru<MinutePath>(marketSettings.pathCacheSize);
  readonly #flows = new Lru<MinuteFlow>(marketSettings.pathCacheSize);
  readonly #seconds = new Lru<Int32Array>(marketSettings.secondCacheSize);
  /** Completed sessions' daily candles, per instrument and session. */
  readonly #days = new Map<string, TickCandle[]>();
  readonly #trades = new Map<string, { volume: number; turnover: bigint }[]>();

  constructor(seed: string = marketSettings.defaultSeed) {
    this.seed = seed;
    const firstDay = dayNumberOf(marketSettings.historyStart);
    for (const market of markets) {
      const calendar = new MarketCalendar(market, firstDay);
      this.#calendars.set(market, calendar);
      this.#factors.set(market, new MarketFactor(seed, calendar));
    }
  }

  calendar(market: Market): MarketCalendar {
    return this.#calendars.get(market)!;
  }

  series(instrument: Instrument): DailySeries {
    let series = this.#series.get(instrument.id);
    if (series === undefined) {
      series = new DailySeries(this.seed, instrument, this.#factors.get(instrument.market)!);
      this.#series.set(instrument.id, series);
    }
    return series;
  }

  /**
   * Generates every instrument's daily walk up to `now` and today's minutes, so that the first
   * requests are quick. Returns how long it took (ms).
   */
  warmUp(now: Date): number {
    const started = performance.now();
    for (const instrument of instruments) this.snapshot(instrument, now.getTime());
    return performance.now() - started;
  }

  /** The market factor's intraday noise of session k (shared by the market's instruments). */
  #noise(instrument: Instrument, k: number): Float64Array {
    return this.#factorNoise.get(`${instrument.market}|${k}`, () =>
      factorBridge(this.seed, this.series(instrument).factor, k),
    );
  }

  path(instrument: Instrument, k: number): MinutePath {
    return this.#paths.get(`${instrument.id}|${k}`, () =>
      minutePath(this.seed, this.series(instrument), k, this.#noise(instrument, k)),
    );
  }

  flow(instrument: Instrument, k: number): MinuteFlow {
    return this.#flows.get(`${instrument.id}|${k}`, () => {
      if (instrument.isIndex) {
        const members = instrument.members.map((id) => this.flow(findInstrument(id)!, k));
        return indexFlow(members, this.calendar(instrument.market).minutes);
      }
      return instrumentFlow(this.seed, this.series(instrument), this.path(instrument, k));
    });
  }

  seconds(instrument: Instrument, k: number, j: number): Int32Array {
    return this.#seconds.get(`${instrument.id}|${k}|${j}`, () =>
      secondPath(this.seed, instrument.id, this.calendar(instrument.market).dayOf(k), this.path(instrument, k), j),
    );
  }

  /** The current or last session at an instant, and how far it has come. */
  progress(instrument: Instrument, ms: number): Progress {
    const at = this.calendar(instrument.market).sessionAt(ms);
    if (!at.trading) return { k: at.k, complete: true, j: 0, s: 0 };
    return {
      k: at.k,
      complete: false,
      j: Math.floor(at.elapsed / SECONDS_PER_MINUTE),
      s: at.elapsed % SECONDS_PER_MINUTE,
    };
  }

  snapshot(instrument: Instrument, ms: number): Snapshot {
    const series = this.series(instrument);
    const calendar = this.calendar(instrument.market);
    const progress = this.progress(instrument, ms);
    const { k } = progress;
    if (k < 0) {
      // Before the first simulated session: the walk's starting price, nothing traded yet.
      const start = series.start;
      return {
        instrument,
        k,
        trading: false,
        price: start,
        open: start,
        high: start,
        low: start,
        reference: start,
        volume: 0,
        turnover: 0n,
        updatedAtMs: ms,
      };
    }
    series.ensure(k);
    const path = this.path(instrument, k);
    const flow = this.flow(instrument, k);
    const reference = series.reference[k]!;
    if (progress.complete) {
      return {
        instrument,
        k,
        trading: false,
        price: series.close[k]!,
        open: path.open[0]!,
        high: path.highBefore[path.minutes]!,
        low: path.lowBefore[path.minutes]!,
        reference,
        volume: flow.cumVolume[path.minutes]!,
        turnover: turnoverOf(flow, 0, path.minutes),
        updatedAtMs: calendar.closeMs(k) - 1000,
      };
    }
    const { j, s } = progress;
    const partial = this.partialMinute(instrument, progress);
    return {
      instrument,
      k,
      trading: true,
      price: partial.close,
      open: path.open[0]!,
      high: Math.max(path.highBefore[j]!, partial.high),
      low: Math.min(path.lowBefore[j]!, partial.low),
      reference,
      volume: flow.cumVolume[j]! + partial.volume,
      turnover: turnoverOf(flow, 0, j) + partial.turnover,
      updatedAtMs: calendar.openMs(k) + (j * SECONDS_PER_MINUTE + s) * 1000,
    };
  }

  /**
   * One candle of minutes [from, to] of session k (inclusive), starting at minute `from`. When the
   * session is running and `to` is its current minute, that minute counts up to its second s.
   */
  minutesCandle(instrument: Instrument, k: number, from: number, to: number, runningSecond: number | null): TickCandle {
    const path = this.path(instrument, k);
    const flow = this.flow(instrument, k);
    const lastComplete = runningSecond === null ? to : to - 1;
    let high = path.open[from]!;
    let low = high;
    let close = high;
    for (let j = from; j <= lastComplete; j++) {
      high = Math.max(high, path.high[j]!);
      low = Math.min(low, path.low[j]!);
      close = path.close[j]!;
    }
    let volume = flow.cumVolume[lastComplete + 1]! - flow.cumVolume[from]!;
    let turnover = turnoverOf(flow, from, lastComplete + 1);
    if (runningSecond !== null) {
      const partial = this.partialMinute(instrument, { k, complete: false, j: to, s: runningSecond });
      high = Math.max(high, partial.high);
      low = Math.min(low, partial.low);
      close = partial.close;
      volume += partial.volume;
      turnover += partial.turnover;
    }
    return {
      startMs: this.calendar(instrument.market).openMs(k) + from * 60_000,
      open: path.open[from]!,
      high,
      low,
      close,
      volume,
      turnover,
    };
  }

  /** Minute j of a running session up to its second s: prices from the second path, trades so far. */
  partialMinute(instrument: Instrument, progress: Progress) {
    const { k, j, s } = progress;
    const seconds = this.seconds(instrument, k, j);
    const open = this.path(instrument, k).open[j]!;
    let high = open;
    let low = open;
    for (let i = 0; i <= s; i++) {
      high = Math.max(high, seconds[i]!);
      low = Math.min(low, seconds[i]!);
    }
    const traded = this.flow(instrument, k).partial(j, s);
    return { open, high, low, close: seconds[s]!, volume: traded.volume, turnover: BigInt(traded.turnover) };
  }

  /**
   * What traded in a completed session k (kept): an index's is the sum of its members'. A member's
   * comes from its full minute flow when that is at hand, else from the cheaper prices-and-volumes
   * pass (the same random streams, so the same numbers).
   */
  dayTrades(instrument: Instrument, k: number): { volume: number; turnover: bigint } {
    let trades = this.#trades.get(instrument.id);
    if (trades === undefined) {
      trades = [];
      this.#trades.set(instrument.id, trades);
    }
    let found = trades[k];
    if (found === undefined) {
      if (instrument.isIndex) {
        let volume = 0;
        let turnover = 0n;
        for (const id of instrument.members) {
          const member = this.dayTrades(findInstrument(id)!, k);
          volume += member.volume;
          turnover += member.turnover;
        }
        found = { volume, turnover };
      } else if (this.#paths.peek(`${instrument.id}|${k}`)) {
        const flow = this.flow(instrument, k);
        found = { volume: flow.cumVolume[flow.volume.length]!, turnover: turnoverOf(flow, 0, flow.volume.length) };
      } else {
        found = sessionTrades(this.seed, this.series(instrument), k, this.#noise(instrument, k));
      }
      trades[k] = found;
    }
    return found;
  }

  /** The daily candle of a completed session k (kept: history does not change). */
  dayCandle(instrument: Instrument, k: number): TickCandle {
    let days = this.#days.get(instrument.id);
    if (days === undefined) {
      days = [];
      this.#days.set(instrument.id, days);
    }
    let candle = days[k];
    if (candle === undefined) {
      const series = this.series(instrument);
      series.ensure(k);
      const path = this.path(instrument, k);
      candle = {
        startMs: this.calendar(instrument.market).openMs(k),
        open: path.open[0]!,
        high: path.highBefore[path.minutes]!,
        low: path.lowBefore[path.minutes]!,
        close: series.close[k]!,
        ...this.dayTrades(instrument, k),
      };
      days[k] = candle;
    }
    return candle;
  }

  /** The highest and lowest price of a completed session, without its trades (cheaper for indexes). */
  dayRange(instrument: Instrument, k: number): { high: number; low: number } {
    const cached = this.#days.get(instrument.id)?.[k];
    if (cached) return cached;
    const path = this.path(instrument, k);
    return { high: path.highBefore[path.minutes]!, low: path.lowBefore[path.minutes]! };
  }
}
