import { dailyLimits, div, mul } from '@broker/domain';
import type { Candle, Quote } from '@broker/contract';
import { toApiTime } from '../../lib/time.ts';
import type { Instrument } from './catalogue/index.ts';
import { marketSettings } from './settings.ts';
import type { ScaledCandle } from './sim/candles.ts';
import { Lru } from './sim/lru.ts';
import { formatScaled, turnoverMoney } from './sim/prices.ts';
import type { Snapshot } from './sim/simulation.ts';

/** The domain's daily limits, remembered: a reference price holds for a whole session. */
const limitCache = new Lru<ReturnType<typeof dailyLimits>>(4096);
const limitsOf = (prevClose: string, pct: string) =>
  limitCache.get(`${prevClose}|${pct}`, () => dailyLimits(prevClose, pct));

/**
 * A snapshot as the API's Quote. change and changePct count from the session's reference price
 * (the previous close, adjusted on an ex-date); the daily limits are the domain's, published for
 * tradable instruments only (indexes, crypto and fx have none on the wire).
 */
export function quoteView(snapshot: Snapshot): Quote {
  const { instrument } = snapshot;
  const decimals = instrument.decimals;
  const price = formatScaled(snapshot.price, decimals);
  const prevClose = formatScaled(snapshot.reference, decimals);
  const change = formatScaled(snapshot.price - snapshot.reference, decimals);
  const limits = instrument.tradable ? limitsOf(prevClose, marketSettings.dailyLimitPct[instrument.market]) : null;
  return {
    stockId: instrument.id,
    code: instrument.code,
    name: instrument.name,
    market: instrument.market,
    board: instrument.board,
    currency: instrument.currency,
    tradable: instrument.tradable,
    isIndex: instrument.isIndex,
    price,
    change,
    changePct: div(mul(change, 100), prevClose, 2),
    open: formatScaled(snapshot.open, decimals),
    prevClose,
    high: formatScaled(snapshot.high, decimals),
    low: formatScaled(snapshot.low, decimals),
    volume: snapshot.volume,
    turnover: turnoverMoney(snapshot.turnover, instrument.currency),
    limitUp: limits?.limitUp ?? null,
    limitDown: limits?.limitDown ?? null,
    tradingStatus: snapshot.trading ? 'trading' : 'closed',
    updatedAt: toApiTime(new Date(snapshot.updatedAtMs)),
  };
}

export function candleView(candle: ScaledCandle, instrument: Instrument): Candle {
  return {
    time: toApiTime(new Date(candle.startMs)),
    open: formatScaled(candle.open, candle.scale),
    high: formatScaled(candle.high, candle.scale),
    low: formatScaled(candle.low, candle.scale),
    close: formatScaled(candle.close, candle.scale),
    volume: candle.volume,
    turnover: turnoverMoney(candle.turnover, instrument.currency),
    avgPrice: candle.average === null ? null : formatScaled(candle.average, 4),
  };
}
