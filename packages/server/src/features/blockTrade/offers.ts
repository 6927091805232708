import {
  blockOfferDay,
  dateOfDay,
  tradableMarkets,
  weekStartOf,
  type Currency,
  type TradableMarket,
} from '@broker/domain';
import { catalogue, DAY_MS, hashUnit, type Instrument } from '../market/index.ts';
import { tradingCalendar } from '../trading/index.ts';
import { blockTradeSettings as settings } from './settings.ts';

/**
 * A block series: one stock's block, sold every trading day of one week. A pure function of the
 * market seed, its market, its week and its slot, so every server with the same seed shows the
 * same blocks and restarts change nothing; the day's price follows the simulated market.
 */
export interface BlockSeries {
  /** `B-<market>-<monday>-<slot>`, e.g. `B-nl-2026-11-23-1`. */
  id: string;
  market: TradableMarket;
  currency: Currency;
  instrument: Instrument & { market: TradableMarket };
  /** The Monday of its week (a day number). */
  weekStart: number;
  discountPct: string;
  lockDays: number;
  minLots: number;
  dailyLimitLots: number;
  sizeLots: number;
  /** The crowd's share of a day's size, a decimal string in [0, 1]. */
  crowdShare: string;
}

const pick = <T>(values: readonly T[], unit: number): T =>
  values[Math.min(values.length - 1, Math.floor(unit * values.length))]!;

/** The listed stocks of a market that blocks are made of. */
function candidates(market: TradableMarket): (Instrument & { market: TradableMarket })[] {
  return catalogue.filter(
    (item): item is Instrument & { market: TradableMarket } =>
      item.market === market && item.tradable && item.board === 'listed',
  );
}

/** A week's series of a market, in slot order (distinct stocks). */
export function seriesOfWeek(seed: string, market: TradableMarket, weekStart: number): BlockSeries[] {
  const pool = candidates(market);
  const taken = new Set<string>();
  const series: BlockSeries[] = [];
  for (let slot = 1; slot <= Math.min(settings.perWeek, pool.length); slot += 1) {
    const unit = (part: string) => hashUnit(seed, 'block', market, weekStart, slot, part);
    let index = Math.floor(unit('stock') * pool.length);
    while (taken.has(pool[index]!.id)) index = (index + 1) % pool.length;
    const instrument = pool[index]!;
    taken.add(instrument.id);
    const [low, high] = settings.discountPct;
    const halves = Math.floor(unit('discount') * ((high - low) * 2 + 1));
    const [minSize, maxSize] = settings.sizeLots;
    const [minShare, maxShare] = settings.crowdShare;
    series.push({
      id: `B-${market}-${dateOfDay(weekStart)}-${slot}`,
      market,
      currency: instrument.currency,
      instrument,
      weekStart,
      discountPct: (low + halves / 2).toFixed(1),
      lockDays: pick(settings.lockDays, unit('lock')),
      minLots: pick(settings.minLots, unit('min')),
      dailyLimitLots: pick(settings.dailyLimitLots, unit('limit')),
      sizeLots: Math.round((minSize + unit('size') * (maxSize - minSize)) / 10) * 10,
      crowdShare: (minShare + unit('crowd') * (maxShare - minShare)).toFixed(2),
    });
  }
  return series;
}

/** The trading day whose blocks a market shows at `nowMs` (domain `blockOfferDay`). */
export const offerDayOf = (market: TradableMarket, nowMs: number): number =>
  blockOfferDay(nowMs, tradingCalendar(market));

/** The blocks on offer at `nowMs` in the given markets (all when none), with their trading day. */
export function offersAt(seed: string, nowMs: number, market?: TradableMarket): { series: BlockSeries; day: number }[] {
  return (market ? [market] : tradableMarkets).flatMap((each) => {
    const day = offerDayOf(each, nowMs);
    return seriesOfWeek(seed, each, weekStartOf(day)).map((series) => ({ series, day }));
  });
}

const ID = /^B-(nl|de|usd)-(\d{4}-\d{2}-\d{2})-(\d+)$/;

/** The series of an id, or undefined for an id no series has. */
export function findSeries(seed: string, id: string): BlockSeries | undefined {
  const match = ID.exec(id);
  if (!match) return undefined;
  const market = match[1] as TradableMarket;
  const weekStart = Date.parse(`${match[2]}T00:00:00Z`) / DAY_MS;
  if (weekStartOf(weekStart) !== weekStart) return undefined;
  return seriesOfWeek(seed, market, weekStart).find((series) => series.id === id);
}

/** The series' trading day at `nowMs`, or null when the series is not on offer then (another week). */
export function dayOnOffer(series: BlockSeries, nowMs: number): number | null {
  const day = offerDayOf(series.market, nowMs);
  return weekStartOf(day) === series.weekStart ? day : null;
}
