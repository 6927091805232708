/** The same seeded OHLC walk for both charts (performance.md §3): daily candles, prices in cents. */

export interface BenchCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const DAY = 86_400_000;

function random(seed: number): () => number {
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

function next(rand: () => number, time: number, previousClose: number): BenchCandle {
  const open = cents(previousClose * (1 + (rand() - 0.5) * 0.01));
  const close = cents(Math.max(1, open * (1 + (rand() - 0.5) * 0.04)));
  return {
    time,
    open,
    high: cents(Math.max(open, close) * (1 + rand() * 0.01)),
    low: cents(Math.min(open, close) * (1 - rand() * 0.01)),
    close,
    volume: Math.round(10_000 + rand() * 90_000),
  };
}

export function candles(count: number, seed = 42): BenchCandle[] {
  const rand = random(seed);
  const out: BenchCandle[] = [];
  let close = 100;
  let time = Date.UTC(1970, 0, 1);
  for (let i = 0; i < count; i++) {
    const candle = next(rand, time, close);
    out.push(candle);
    close = candle.close;
    time += DAY;
  }
  return out;
}

/**
 * The live ticks: nine changes of the last candle's close, then a new candle, repeated — each
 * either replaces the last candle (same time) or appends one (next day).
 */
export function ticks(last: BenchCandle, count: number, seed = 7): BenchCandle[] {
  const rand = random(seed);
  const out: BenchCandle[] = [];
  let current = last;
  for (let i = 0; i < count; i++) {
    if (i % 10 === 9) {
      current = next(rand, current.time + DAY, current.close);
    } else {
      const close = cents(current.close * (1 + (rand() - 0.5) * 0.004));
      current = { ...current, close, high: Math.max(current.high, close), low: Math.min(current.low, close) };
    }
    out.push(current);
  }
  return out;
}
