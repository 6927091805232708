import { gt, lt } from '../money/decimal.ts';
import type { KlinePeriod } from './vocabulary.ts';

/**
 * Chart periods (api.md §4.5 `stock/kline`): how long a candle lasts, where it starts, and how a
 * live quote moves the running one. The server builds its candles with these, the app follows
 * live quotes with them, so a live candle never disagrees with the next kline read.
 */

const MINUTE_MS = 60_000;

/** Minutes per candle; null for daily and longer periods, which follow the market's sessions. */
const minutesPerCandle: Record<KlinePeriod, number | null> = {
  intraday: 1,
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  day: null,
  week: null,
  month: null,
  '6m': null,
  '1y': null,
};

/** Minutes per candle of a minute period (intraday points are 1 minute); null for daily and longer. */
export const candleMinutes = (period: KlinePeriod): number | null => minutesPerCandle[period];

/** How long one candle of a period lasts (ms); null for daily and longer periods. */
export function periodMs(period: KlinePeriod): number | null {
  const minutes = candleMinutes(period);
  return minutes === null ? null : minutes * MINUTE_MS;
}

/**
 * The minute (counted from the session's opening, 0-based) at which the candle holding
 * `minuteOfSession` starts: minute candles are aligned to the session's opening, not to the
 * clock, and the last one of a session may be shorter.
 */
export const candleStartMinute = (minuteOfSession: number, minutes: number): number =>
  Math.floor(minuteOfSession / minutes) * minutes;

/**
 * Whether an instant falls inside the candle starting at `candleStartMs`: for minute periods its
 * interval, for daily and longer ones any instant of the same session or later.
 */
export function candleHolds(candleStartMs: number, atMs: number, period: KlinePeriod): boolean {
  if (atMs < candleStartMs) return false;
  const span = periodMs(period);
  return span === null || atMs < candleStartMs + span;
}

/** What following a live quote needs of a candle (wire strings, `time` its start as ISO time). */
export interface LiveCandle {
  time: string;
  high: string;
  low: string;
  close: string;
}

/**
 * Lets the last candle follow a live quote: close becomes the price, high and low widen to it
 * (exact decimal comparisons). Only when the quote falls inside that candle (`candleHolds`). A
 * quote of a newer interval is left to the next kline read (new candles come from the server, so
 * they agree with its ticks). Returns the same array when nothing changes.
 */
export function applyLiveQuote<C extends LiveCandle>(
  items: readonly C[],
  quote: { price: string; updatedAt: string },
  period: KlinePeriod,
): readonly C[] {
  const last = items.at(-1);
  if (!last) return items;
  if (!candleHolds(Date.parse(last.time), Date.parse(quote.updatedAt), period)) return items;
  const price = quote.price;
  if (price === last.close && !gt(price, last.high) && !lt(price, last.low)) return items;
  // The wire's own strings are kept (their scale too): only which one is larger is computed.
  const next: C = {
    ...last,
    close: price,
    high: gt(price, last.high) ? price : last.high,
    low: lt(price, last.low) ? price : last.low,
  };
  return [...items.slice(0, -1), next];
}

/** The time of the oldest candle: `before` of the page before it (`stock/kline` answers candles starting earlier). */
export const olderPageBefore = (items: readonly { time: string }[]): string | undefined => items[0]?.time;

/** An older page put before the candles already shown (pages may overlap by a candle). */
export function prependPage<C extends { time: string }>(older: readonly C[], current: readonly C[]): C[] {
  const first = current[0];
  const kept = first ? older.filter((candle) => candle.time < first.time) : older;
  return [...kept, ...current];
}
