import { candleMinutes, candleStartMinute, isDailyPeriod, type KlineAdjust, type KlinePeriod } from '@broker/domain';
import type { Instrument } from '../catalogue/index.ts';
import { adjustmentFor, applyFactor } from './adjust.ts';
import { dateOfDayNumber, dayNumberOf, MINUTE_MS } from './calendar.ts';
import { UNIT_SCALE, unitsOf } from './prices.ts';
import type { MarketSimulation, TickCandle } from './simulation.ts';

/** A candle with prices as integers of 10^-scale. */
export interface ScaledCandle extends TickCandle {
  scale: number;
  /**
   * Intraday only: the volume-weighted average price so far, in units of 10^-4. Never for an index:
   * its volume and turnover are its members' sums, so their quotient is the members' average
   * share price, not a price of the index.
   */
  average: number | null;
}

export interface CandleQuery {
  period: KlinePeriod;
  adjust: KlineAdjust;
  /** Candles start before this instant (never after now). */
  beforeMs: number | null;
  limit: number;
  nowMs: number;
}

/**
 * Candles of a period, oldest first, all aggregated from the same minute paths and second paths
 * as the quotes, so that every chart agrees with every tick:
 *
 * - intraday: the minutes of the session current at `before` (default now), with the VWAP so far
 *   (none for an index); a whole session (up to 1440 points), so `limit` does not cut it;
 * - 1m … 30m: buckets from each session's opening (the domain's `candleMinutes` and
 *   `candleStartMinute`, which the app's live candle follows too), the newest `limit` starting
 *   before `before`, across sessions;
 * - day, week (ISO, Monday first), month: the newest `limit`; 6m and 1y: every day of that range
 *   (at most 366, so `limit` does not cut it). These can be adjusted for dividends and splits.
 */
export function candlesOf(sim: MarketSimulation, instrument: Instrument, query: CandleQuery): ScaledCandle[] {
  const at = query.beforeMs === null || query.beforeMs > query.nowMs ? query.nowMs : query.beforeMs - 1;
  if (query.period === 'intraday') return intraday(sim, instrument, at);
  const interval = candleMinutes(query.period);
  if (interval !== null) return minuteBuckets(sim, instrument, interval, query, at);
  if (!isDailyPeriod(query.period)) throw new RangeError(`unknown period ${query.period}`);
  return dailyCandles(sim, instrument, query, at);
}

const scaled = (candle: TickCandle, scale: number, average: number | null = null): ScaledCandle => ({
  ...candle,
  scale,
  average,
});

/** Half-up ⌊2T + V / 2V⌋ of the turnover per unit of volume, in units of 10^-4. */
function averageUnits(turnover: bigint, volume: number): number {
  const v = BigInt(volume);
  return Number((2n * turnover + v) / (2n * v));
}

/** The VWAP of the session so far; before anything traded, the price. */
function averageSoFar(volume: number, turnover: bigint, candle: TickCandle, decimals: number): number {
  return volume > 0 ? averageUnits(turnover, volume) : unitsOf(candle.close, decimals);
}

function intraday(sim: MarketSimulation, instrument: Instrument, at: number): ScaledCandle[] {
  const progress = sim.progress(instrument, at);
  if (progress.k < 0) return [];
  const { minutes } = sim.calendar(instrument.market);
  const last = progress.complete ? minutes - 1 : progress.j;
  const candles: ScaledCandle[] = [];
  let volume = 0;
  let turnover = 0n;
  for (let j = 0; j <= last; j++) {
    const running = !progress.complete && j === progress.j;
    const candle = sim.minutesCandle(instrument, progress.k, j, j, running ? progress.s : null);
    volume += candle.volume;
    turnover += candle.turnover;
    // An index's volume and turnover are its members': their quotient is no price of the index.
    const average = instrument.isIndex ? null : averageSoFar(volume, turnover, candle, instrument.decimals);
    candles.push(scaled(candle, instrument.decimals, average));
  }
  return candles;
}

function merge(into: TickCandle, next: TickCandle): TickCandle {
  return {
    startMs: into.startMs,
    open: into.open,
    high: Math.max(into.high, next.high),
    low: Math.min(into.low, next.low),
    close: next.close,
    volume: into.volume + next.volume,
    turnover: into.turnover + next.turnover,
  };
}

function minuteBuckets(
  sim: MarketSimulation,
  instrument: Instrument,
  interval: number,
  query: CandleQuery,
  at: number,
): ScaledCandle[] {
  const calendar = sim.calendar(instrument.market);
  const now = sim.progress(instrument, query.nowMs);
  const newest: ScaledCandle[] = [];
  for (let k = sim.progress(instrument, at).k; k >= 0 && newest.length < query.limit; k--) {
    const running = k === now.k && !now.complete;
    const last = running ? now.j : calendar.minutes - 1;
    for (let first = candleStartMinute(last, interval); first >= 0 && newest.length < query.limit; first -= interval) {
      if (calendar.openMs(k) + first * MINUTE_MS > at) continue;
      const end = Math.min(first + interval - 1, last);
      const candle = sim.minutesCandle(instrument, k, first, end, running && end === now.j ? now.s : null);
      newest.push(scaled(candle, instrument.decimals));
    }
  }
  return newest.reverse();
}

/** `YYYY-MM-DD` shifted by whole months (clamped to the month's end). */
function monthsBefore(day: number, months: number): number {
  const date = new Date(day * 86_400_000);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return dayNumberOf(target.toISOString().slice(0, 10));
}

/** The bucket a session's day falls in: itself, its ISO week (Monday) or its month. */
export function groupOf(period: KlinePeriod, day: number): number {
  if (period === 'week') return Math.floor((day + 3) / 7);
  if (period === 'month') return Number(dateOfDayNumber(day).slice(0, 7).replace('-', ''));
  return day;
}

function dailyCandles(sim: MarketSimulation, instrument: Instrument, query: CandleQuery, at: number): ScaledCandle[] {
  const calendar = sim.calendar(instrument.market);
  const now = sim.progress(instrument, query.nowMs);
  const newestK = sim.progress(instrument, at).k;
  if (newestK < 0) return [];
  const dayCandle = (k: number): TickCandle => {
    if (k !== now.k || now.complete) return sim.dayCandle(instrument, k);
    const snap = sim.snapshot(instrument, query.nowMs);
    return {
      startMs: calendar.openMs(k),
      open: snap.open,
      high: snap.high,
      low: snap.low,
      close: snap.price,
      volume: snap.volume,
      turnover: snap.turnover,
    };
  };

  // Which sessions: the range of 6m / 1y, else enough to fill `limit` whole groups.
  let oldestK = 0;
  const isRange = query.period === '6m' || query.period === '1y';
  if (isRange) {
    const from = monthsBefore(calendar.dayOf(newestK), query.period === '6m' ? 6 : 12);
    oldestK = calendar.lastOnOrBefore(from) + 1;
  }
  const period = isRange ? 'day' : query.period;
  const limit = isRange ? Number.POSITIVE_INFINITY : query.limit;

  // Pre-adjustment needs every action up to now (the walk is generated lazily), and none after it.
  const series = sim.series(instrument);
  if (now.k >= 0) series.ensure(now.k);
  const factorOf = adjustmentFor(
    series.actions.filter((action) => action.k <= now.k),
    query.adjust,
  );
  const scale = query.adjust === 'none' ? instrument.decimals : UNIT_SCALE;
  const price = (ticks: number, k: number) =>
    query.adjust === 'none' ? ticks : applyFactor(unitsOf(ticks, instrument.decimals), factorOf(k));

  const groups: TickCandle[] = [];
  let currentGroup: number | null = null;
  for (let k = newestK; k >= oldestK; k--) {
    const group = groupOf(period, calendar.dayOf(k));
    if (group !== currentGroup) {
      if (groups.length === limit) break;
      currentGroup = group;
      groups.push({ ...emptyCandle });
    }
    const raw = dayCandle(k);
    const day: TickCandle = {
      startMs: raw.startMs,
      open: price(raw.open, k),
      high: price(raw.high, k),
      low: price(raw.low, k),
      close: price(raw.close, k),
      volume: raw.volume,
      turnover: raw.turnover,
    };
    // Walking backwards: this day comes before what the group holds so far.
    const held = groups[groups.length - 1]!;
    groups[groups.length - 1] = held.volume < 0 ? day : merge(day, held);
  }
  return groups.reverse().map((candle) => scaled(candle, scale));
}

/** A group with nothing in it yet (volume −1 marks it). */
const emptyCandle: TickCandle = { startMs: 0, open: 0, high: 0, low: 0, close: 0, volume: -1, turnover: 0n };
