import type { KlineCandle } from '../../chart/candles.ts';

/** Stories and tests only: seeded random-walk candles (the same seed gives the same candles). */

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Mulberry32: a tiny seeded generator, so stories and screenshots are stable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

export interface SampleOptions {
  count: number;
  seed?: number;
  /** First candle's start (epoch ms). Default 2 Jan 2020 09:00 Amsterdam. */
  start?: number;
  /** Default one day (weekends skipped). */
  intervalMs?: number;
  price?: number;
}

/** A random walk of OHLC candles with volumes, prices in cents. */
export function sampleCandles({
  count,
  seed = 7,
  start = Date.UTC(2020, 0, 2, 8, 0),
  intervalMs = DAY,
  price = 100,
}: SampleOptions): KlineCandle[] {
  const random = seededRandom(seed);
  const candles: KlineCandle[] = [];
  let time = start;
  let close = price;
  for (let i = 0; i < count; i++) {
    const open = cents(close * (1 + (random() - 0.5) * 0.01));
    close = cents(Math.max(1, open * (1 + (random() - 0.49) * 0.04)));
    const high = cents(Math.max(open, close) * (1 + random() * 0.012));
    const low = cents(Math.min(open, close) * (1 - random() * 0.012));
    candles.push({ time, open, high, low, close, volume: Math.round(20_000 + random() * 80_000) });
    time += intervalMs;
    // Daily candles skip the weekend.
    if (intervalMs >= DAY) while ([0, 6].includes(new Date(time).getUTCDay())) time += DAY;
  }
  return candles;
}

/** One session of one-minute points with the running volume-weighted average price. */
export function sampleIntraday({
  count = 240,
  seed = 3,
  start = Date.UTC(2024, 2, 15, 8, 0),
  price = 50,
}: Partial<SampleOptions> = {}): KlineCandle[] {
  const random = seededRandom(seed);
  const candles: KlineCandle[] = [];
  let close = price;
  let turnover = 0;
  let volume = 0;
  for (let i = 0; i < count; i++) {
    const open = close;
    close = cents(Math.max(1, close * (1 + (random() - 0.5) * 0.004)));
    const high = cents(Math.max(open, close) * (1 + random() * 0.001));
    const low = cents(Math.min(open, close) * (1 - random() * 0.001));
    const v = Math.round(500 + random() * 4_000);
    turnover += v * close;
    volume += v;
    candles.push({ time: start + i * MINUTE, open, high, low, close, volume: v, avgPrice: cents(turnover / volume) });
  }
  return candles;
}
