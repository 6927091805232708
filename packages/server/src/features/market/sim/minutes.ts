import { marketSettings } from '../settings.ts';
import type { DailySeries, MarketFactor } from './daily.ts';
import { clamp } from './prices.ts';
import { Random } from './random.ts';

export const SECONDS_PER_MINUTE = 60;

/** How activity spreads over a session: volatility and volume weights per minute. */
interface SessionShape {
  volatility: Float64Array;
  volume: Float64Array;
}

const shapes = new Map<number, SessionShape>();

/**
 * Scratch space of the path builders (a path is built start to end without yielding, so one set
 * is enough): thousands of paths a second must not each allocate their working arrays.
 */
const scratch = {
  own: new Float64Array(1441),
  levels: new Float64Array(1441),
  weights: new Float64Array(1441),
};

/**
 * Exchange sessions are busy at the opening and the close and quiet at lunch (a U); markets
 * that never close have no U, only a gentle daily rhythm peaking in the European afternoon.
 * Volatility weights have a mean square of 1 so that the session's variance is as asked.
 */
function sessionShape(minutes: number): SessionShape {
  let shape = shapes.get(minutes);
  if (shape === undefined) {
    const volatility = new Float64Array(minutes);
    const volume = new Float64Array(minutes);
    const allDay = minutes === 1440;
    let squares = 0;
    for (let j = 0; j < minutes; j++) {
      const x = (j + 0.5) / minutes;
      const edge = (2 * x - 1) ** 2;
      volatility[j] = allDay ? 1 : 0.75 + edge;
      volume[j] = allDay ? 1 + 0.35 * Math.sin(2 * Math.PI * (x - 0.375)) : 0.55 + 1.5 * edge;
      squares += volatility[j]! ** 2;
    }
    const norm = Math.sqrt(squares / minutes);
    for (let j = 0; j < minutes; j++) volatility[j]! /= norm;
    shape = { volatility, volume };
    shapes.set(minutes, shape);
  }
  return shape;
}

/**
 * A random walk over the session's minutes turned into a bridge (zero at the opening and at the
 * close), in log units: the part of a path that is noise on top of the straight line from the
 * opening to the close.
 */
function bridge(
  random: Random,
  minutes: number,
  sigmaPerMinute: number,
  walk = new Float64Array(minutes + 1),
): Float64Array {
  const { volatility } = sessionShape(minutes);
  walk[0] = 0;
  for (let j = 0; j < minutes; j++) {
    walk[j + 1] =
      walk[j]! + sigmaPerMinute * volatility[j]! * random.shock(marketSettings.shockChance, marketSettings.shockScale);
  }
  const end = walk[minutes]!;
  for (let j = 0; j <= minutes; j++) walk[j]! -= (j / minutes) * end;
  return walk;
}

/** The market factor's intraday noise for session k; every instrument of the market loads on it. */
export function factorBridge(seed: string, factor: MarketFactor, k: number): Float64Array {
  const { minutes } = factor.calendar;
  const random = new Random(seed, 'factor-minutes', factor.calendar.market, factor.calendar.dayOf(k));
  return bridge(random, minutes, factor.sigma * Math.sqrt(marketSettings.intradayVarianceShare / minutes));
}

/** One session's minute candles in ticks; minute j runs from opening + j to opening + j + 1 minutes. */
export interface MinutePath {
  k: number;
  minutes: number;
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  /** The highest and lowest price of minutes [0, j), starting from the session's opening price. */
  highBefore: Int32Array;
  lowBefore: Int32Array;
}

/**
 * The prices at the session's minute boundaries (point j is minute j's open, point j + 1 its
 * close): the opening (the previous close moved by an overnight gap on exchanges), then a bridge
 * in log space to the day's close, made of the market factor's noise × beta plus noise of its
 * own, rounded to ticks and clamped into the day's band. Its own random stream, so that what an
 * index needs of its members (prices and volumes, not the minutes' highs and lows) costs little.
 */
function boundaryPrices(seed: string, series: DailySeries, k: number, factorNoise: Float64Array) {
  series.ensure(k);
  const { instrument, calendar } = series;
  const minutes = calendar.minutes;
  const band = series.band(k);
  const reference = series.reference[k]!;
  const target = series.close[k]!;
  const random = new Random(seed, 'minutes', instrument.id, calendar.dayOf(k));
  const share = marketSettings.intradayVarianceShare;

  let opening = reference;
  if (minutes < 1440) {
    const drift = (0.25 + 0.2 * random.uniform()) * Math.log(target / reference);
    const gap = drift + series.sigma * Math.sqrt(1 - share) * 0.6 * random.normal();
    opening = clamp(Math.round(reference * Math.exp(gap)), band);
  }
  const beta = instrument.isFactor ? 1 : instrument.beta;
  const own = bridge(random, minutes, series.ownSigma * Math.sqrt(share / minutes), scratch.own);
  const start = Math.log(opening);
  const end = Math.log(target);
  const points = new Int32Array(minutes + 1);
  const levels = scratch.levels;
  for (let j = 0; j <= minutes; j++) {
    levels[j] = start + (j / minutes) * (end - start) + beta * factorNoise[j]! + own[j]!;
    points[j] = clamp(Math.round(Math.exp(levels[j]!)), band);
  }
  points[0] = opening;
  points[minutes] = target;
  return { points, levels, band };
}

/** Each minute's high and low reach past its open and close by a random excursion, inside the band. */
export function minutePath(seed: string, series: DailySeries, k: number, factorNoise: Float64Array): MinutePath {
  const { points, levels, band } = boundaryPrices(seed, series, k, factorNoise);
  const minutes = series.calendar.minutes;
  const random = new Random(seed, 'extremes', series.instrument.id, series.calendar.dayOf(k));
  const { volatility } = sessionShape(minutes);
  const minuteSigma = series.sigma * Math.sqrt(marketSettings.intradayVarianceShare / minutes);
  const open = points.subarray(0, minutes);
  const close = points.subarray(1);
  const high = new Int32Array(minutes);
  const low = new Int32Array(minutes);
  const highBefore = new Int32Array(minutes + 1);
  const lowBefore = new Int32Array(minutes + 1);
  highBefore[0] = points[0]!;
  lowBefore[0] = points[0]!;
  for (let j = 0; j < minutes; j++) {
    const a = points[j]!;
    const b = points[j + 1]!;
    const span = Math.exp(levels[j]!) * minuteSigma * volatility[j]! * 0.8;
    high[j] = Math.min(band.high, Math.max(a, b) + Math.round(Math.abs(random.normal()) * span));
    low[j] = Math.max(band.low, Math.min(a, b) - Math.round(Math.abs(random.normal()) * span));
    highBefore[j + 1] = Math.max(highBefore[j]!, high[j]!);
    lowBefore[j + 1] = Math.min(lowBefore[j]!, low[j]!);
  }
  return { k, minutes, open, high, low, close, highBefore, lowBefore };
}

/**
 * The quantity traded in each minute: the day's quantity spread over the minutes (the U shape
 * with noise), cumulatively rounded so that the minutes add up to the day exactly.
 */
function minuteVolumes(seed: string, series: DailySeries, k: number): Float64Array {
  const { instrument, calendar } = series;
  const minutes = calendar.minutes;
  const total = series.volume[k]!;
  const random = new Random(seed, 'volume', instrument.id, calendar.dayOf(k));
  const { volume: weights } = sessionShape(minutes);
  const cumulativeWeight = scratch.weights;
  cumulativeWeight[0] = 0;
  for (let j = 0; j < minutes; j++) {
    cumulativeWeight[j + 1] = cumulativeWeight[j]! + weights[j]! * Math.exp(0.5 * random.normal() - 0.125);
  }
  const volume = new Float64Array(minutes);
  let before = 0;
  for (let j = 0; j < minutes; j++) {
    const upTo = Math.round((total * cumulativeWeight[j + 1]!) / cumulativeWeight[minutes]!);
    volume[j] = upTo - before;
    before = upTo;
  }
  return volume;
}

/**
 * A session's volume and turnover without its highs and lows: what an index needs of each member
 * for a daily candle. Equal to the sums of the member's full minute flow (same streams).
 */
export function sessionTrades(seed: string, series: DailySeries, k: number, factorNoise: Float64Array) {
  const { points } = boundaryPrices(seed, series, k, factorNoise);
  const volume = minuteVolumes(seed, series, k);
  const unit = 10 ** (4 - series.instrument.decimals);
  const flow = { volume, turnover: new Float64Array(volume.length) };
  for (let j = 0; j < volume.length; j++) flow.turnover[j] = points[j]! * unit * volume[j]!;
  return { volume: series.volume[k]!, turnover: turnoverOf(flow, 0, volume.length) };
}

/**
 * What traded in a session, minute by minute. A minute's turnover (units of 10^-4 × quantity)
 * is an exact integer far below 2^53; sums over many minutes can pass it, so they are made by
 * `turnoverOf`, which carries into a bigint.
 */
export interface MinuteFlow {
  volume: Float64Array;
  turnover: Float64Array;
  /** Quantity of minutes [0, j). */
  cumVolume: Float64Array;
  /** Quantity and turnover of minute j up to and including its second s. */
  partial(j: number, s: number): { volume: number; turnover: number };
}

/** 2^52: below it, adding one minute's turnover (< 2^50) to a number stays exact. */
const CARRY_AT = 2 ** 52;

/** The exact turnover of minutes [from, to). */
export function turnoverOf(flow: Pick<MinuteFlow, 'turnover'>, from: number, to: number): bigint {
  let carried = 0n;
  let running = 0;
  for (let j = from; j < to; j++) {
    running += flow.turnover[j]!;
    if (running >= CARRY_AT) {
      carried += BigInt(running);
      running = 0;
    }
  }
  return carried + BigInt(running);
}

/**
 * An instrument's trades minute by minute. Inside a minute the quantity accrues evenly second by
 * second. A minute's trades are valued at its opening price: exact, and a partial minute never
 * reveals where the minute will close.
 */
export function instrumentFlow(seed: string, series: DailySeries, path: MinutePath): MinuteFlow {
  const { minutes, open } = path;
  const volume = minuteVolumes(seed, series, path.k);
  const turnover = new Float64Array(minutes);
  const cumVolume = new Float64Array(minutes + 1);
  const unit = 10 ** (4 - series.instrument.decimals);
  for (let j = 0; j < minutes; j++) {
    cumVolume[j + 1] = cumVolume[j]! + volume[j]!;
    turnover[j] = open[j]! * unit * volume[j]!;
  }
  return {
    volume,
    turnover,
    cumVolume,
    partial(j, s) {
      const traded = Math.floor((volume[j]! * (s + 1)) / SECONDS_PER_MINUTE);
      return { volume: traded, turnover: open[j]! * unit * traded };
    },
  };
}

/** An index reports what its members traded: the sums of their flows. */
export function indexFlow(members: readonly MinuteFlow[], minutes: number): MinuteFlow {
  const volume = new Float64Array(minutes);
  const turnover = new Float64Array(minutes);
  const cumVolume = new Float64Array(minutes + 1);
  for (const member of members) {
    for (let j = 0; j < minutes; j++) {
      volume[j]! += member.volume[j]!;
      turnover[j]! += member.turnover[j]!;
    }
  }
  for (let j = 0; j < minutes; j++) cumVolume[j + 1] = cumVolume[j]! + volume[j]!;
  return {
    volume,
    turnover,
    cumVolume,
    partial(j, s) {
      let tradedVolume = 0;
      let tradedTurnover = 0;
      for (const member of members) {
        const part = member.partial(j, s);
        tradedVolume += part.volume;
        tradedTurnover += part.turnover;
      }
      return { volume: tradedVolume, turnover: tradedTurnover };
    },
  };
}

/**
 * The prices of minute j second by second (the price during second s is at index s; the last is
 * the minute's close). The path starts from the minute's open, touches its high and its low at
 * random seconds in a random order, and wanders between those points, always inside them.
 */
export function secondPath(seed: string, instrumentId: string, day: number, path: MinutePath, j: number): Int32Array {
  const open = path.open[j]!;
  const close = path.close[j]!;
  const high = path.high[j]!;
  const low = path.low[j]!;
  const prices = new Int32Array(SECONDS_PER_MINUTE);
  if (high === low) return prices.fill(open);
  const random = new Random(seed, 'seconds', instrumentId, day, j);
  const extremes: number[] = [];
  if (high > Math.max(open, close)) extremes.push(high);
  if (low < Math.min(open, close)) extremes.push(low);
  if (extremes.length === 2 && random.uniform() < 0.5) extremes.reverse();
  const times: number[] = [];
  while (times.length < extremes.length) {
    const second = random.below(SECONDS_PER_MINUTE - 1);
    if (!times.includes(second)) times.push(second);
  }
  times.sort((a, b) => a - b);
  const anchors = [{ at: -1, price: open }, ...times.map((at, i) => ({ at, price: extremes[i]! }))];
  anchors.push({ at: SECONDS_PER_MINUTE - 1, price: close });
  const wobble = Math.max(0.5, (high - low) / 4);
  for (let a = 1; a < anchors.length; a++) {
    const from = anchors[a - 1]!;
    const to = anchors[a]!;
    for (let s = from.at + 1; s <= to.at; s++) {
      if (s === to.at) {
        prices[s] = to.price;
        continue;
      }
      const fraction = (s - from.at) / (to.at - from.at);
      const line = from.price + (to.price - from.price) * fraction;
      const noise = wobble * 2 * Math.sqrt(fraction * (1 - fraction)) * random.normal();
      prices[s] = Math.min(high, Math.max(low, Math.round(line + noise)));
    }
  }
  return prices;
}
