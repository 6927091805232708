import { gt, isDailyPeriod, lt, type KlinePeriod } from '@broker/domain';
import type { Candle, Quote } from '@broker/contract';
import type { KlineCandle } from '@broker/ui';

/**
 * The stock detail's chart rules: wire candles into the kit's candles, and a live quote into the
 * last candle. Pure functions, no React.
 */

/**
 * The kit draws numbers (pixel positions only); what users read is formatted from the wire's
 * exact decimals by the formatters the screen passes, never from these numbers.
 */
export function toKlineCandles(items: readonly Candle[]): KlineCandle[] {
  return items.map(toKlineCandle);
}

/**
 * One kit candle per wire candle object: a live tick replaces only the last wire candle, so every
 * other one maps to the very same object and the chart's change check stops at a reference.
 */
const converted = new WeakMap<Candle, KlineCandle>();

function toKlineCandle(candle: Candle): KlineCandle {
  const known = converted.get(candle);
  if (known) return known;
  const next: KlineCandle = {
    time: Date.parse(candle.time),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: candle.volume,
    ...(candle.avgPrice === null ? {} : { avgPrice: Number(candle.avgPrice) }),
  };
  converted.set(candle, next);
  return next;
}

/** How long one candle of a period lasts (ms); daily and longer periods follow the market's days. */
const minutePeriods: Partial<Record<KlinePeriod, number>> = {
  intraday: 60_000,
  '1m': 60_000,
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '30m': 30 * 60_000,
};

export const periodMs = (period: KlinePeriod): number | null => minutePeriods[period] ?? null;

/**
 * Lets the last candle follow a live quote: close becomes the price, high and low widen to it
 * (exact decimal comparisons). Only when the quote falls inside that candle: for minute periods
 * its interval, for daily and longer ones any quote of the same session or later. A quote of a
 * newer minute is left to the next kline read (new candles come from the server, so they agree
 * with its ticks). Returns the same array when nothing changes.
 */
export function applyLiveQuote(items: readonly Candle[], quote: Quote, period: KlinePeriod): readonly Candle[] {
  const last = items.at(-1);
  if (!last) return items;
  const quoteAt = Date.parse(quote.updatedAt);
  const start = Date.parse(last.time);
  if (quoteAt < start) return items;
  const span = periodMs(period);
  if (span !== null && quoteAt >= start + span) return items;
  if (span === null && !isDailyPeriod(period)) return items;
  const price = quote.price;
  if (price === last.close && !gt(price, last.high) && !lt(price, last.low)) return items;
  // The wire's own strings are kept (their scale too): only which one is larger is computed.
  const next: Candle = {
    ...last,
    close: price,
    high: gt(price, last.high) ? price : last.high,
    low: lt(price, last.low) ? price : last.low,
  };
  return [...items.slice(0, -1), next];
}

/** The time of the oldest candle, to ask for the page before it. */
export const olderPageBefore = (items: readonly Candle[]): string | undefined => items[0]?.time;

/** An older page put before the candles already shown (pages may overlap by a candle). */
export function prependPage(older: readonly Candle[], current: readonly Candle[]): Candle[] {
  const first = current[0];
  const kept = first ? older.filter((candle) => candle.time < first.time) : older;
  return [...kept, ...current];
}
