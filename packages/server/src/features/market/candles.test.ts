import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLiveQuote, compare, div, mul, roundHalfUp, sub, sum, zonedParts } from '@broker/domain';
import { stockKlineResponseSchema, type Candle } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { findInstrument } from './catalogue/index.ts';
import { candlesOf } from './sim/candles.ts';
import { MarketSimulation } from './sim/simulation.ts';
import { candleView, quoteView } from './views.ts';

let server: TestServer;
let user: TestUser;
// Monday 23 November 2026, 14:17:42 in Amsterdam: the session is running, minute 317 is partial.
const NOW = '2026-11-23T13:17:42Z';
const TODAY_OPEN = '2026-11-23T08:00:00Z';

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

async function kline(body: Record<string, unknown>): Promise<Candle[]> {
  const reply = await server.post('stock/kline', body, user.headers);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return stockKlineResponseSchema.parse(reply.body.data).items;
}

/** The newest `count` 1-minute candles, paging backwards with `before`. */
async function recentMinutes(stockId: string, count: number): Promise<Candle[]> {
  const minutes: Candle[] = [];
  let before: string | undefined;
  while (minutes.length < count) {
    const page = await kline({ stockId, period: '1m', limit: 500, ...(before ? { before } : {}) });
    if (page.length === 0) break;
    minutes.unshift(...page);
    before = page[0]!.time;
  }
  return minutes;
}

/** The candle that a run of candles makes, computed on the wire's decimal strings. */
function aggregate(candles: readonly Candle[]) {
  const prices = (pick: (c: Candle) => string) => candles.map(pick);
  const highest = prices((c) => c.high).reduce((a, b) => (compare(a, b) >= 0 ? a : b));
  const lowest = prices((c) => c.low).reduce((a, b) => (compare(a, b) <= 0 ? a : b));
  return {
    time: candles[0]!.time,
    open: candles[0]!.open,
    high: highest,
    low: lowest,
    close: candles.at(-1)!.close,
    volume: candles.reduce((total, c) => total + c.volume, 0),
    turnover: sum(candles.map((c) => c.turnover!)),
  };
}

const shape = (c: Candle) => ({
  time: c.time,
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
  volume: c.volume,
  turnover: sum([c.turnover!]),
});

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

const amsterdamDate = (time: string) => {
  const p = zonedParts(Date.parse(time), 'Europe/Amsterdam');
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

describe('candles agree with the ticks', () => {
  const stockId = 'nl-INGA';

  it('intraday: one point per minute of the running session, each traded at its open, with the VWAP so far', async () => {
    const points = await kline({ stockId, period: 'intraday' });
    // 09:00 to 14:17 is 317 whole minutes plus the running one.
    expect(points).toHaveLength(318);
    expect(points[0]!.time).toBe(TODAY_OPEN);
    expect(points.at(-1)!.time).toBe('2026-11-23T13:17:00Z');
    let volume = 0;
    const turnovers: string[] = [];
    let low = points[0]!.low;
    let high = points[0]!.high;
    for (const point of points) {
      // A minute's trades are valued at its open: exact to the cent for a 2-decimal price.
      expect(point.turnover).toBe(roundHalfUp(mul(point.open, point.volume), 2));
      volume += point.volume;
      turnovers.push(point.turnover!);
      const vwap = div(sum(turnovers), volume, 4);
      expect(Math.abs(Number(sub(point.avgPrice!, vwap)))).toBeLessThanOrEqual(0.0001);
      if (compare(point.low, low) < 0) low = point.low;
      if (compare(point.high, high) > 0) high = point.high;
      expect(compare(low, point.avgPrice!) <= 0 && compare(point.avgPrice!, high) <= 0).toBe(true);
    }
    // The running minute ends at the live price.
    const quote = (await server.post('stock/quote', { stockIds: [stockId] }, user.headers)).body.data[0];
    expect(points.at(-1)!.close).toBe(quote.price);
    expect(points.reduce((total, p) => total + p.volume, 0)).toBe(quote.volume);
    expect(sum(turnovers)).toBe(quote.turnover);
  });

  it('1m candles page backwards without gaps or overlaps, and the intraday points are its latest session', async () => {
    const latest = await kline({ stockId, period: '1m', limit: 500 });
    expect(latest).toHaveLength(500);
    expect((await kline({ stockId, period: '1m' })).length).toBe(300);
    const older = await kline({ stockId, period: '1m', limit: 500, before: latest[0]!.time });
    expect(Date.parse(older.at(-1)!.time)).toBeLessThan(Date.parse(latest[0]!.time));
    const intraday = await kline({ stockId, period: 'intraday' });
    const today = latest.filter((c) => c.time >= TODAY_OPEN);
    expect(today.map(shape)).toEqual(intraday.map(shape));
    // Friday's minutes end at 17:29 Amsterdam (16:29 UTC), Monday's start at 09:00.
    const friday = [...older, ...latest].filter((c) => amsterdamDate(c.time) === '2026-11-20');
    expect(friday).toHaveLength(510);
    expect(friday.at(-1)!.time).toBe('2026-11-20T16:29:00Z');
    const times = [...older, ...latest].map((c) => Date.parse(c.time));
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it.each([5, 15, 30])('%im candles are the 1m candles of their bucket', async (interval) => {
    const minutes = await recentMinutes(stockId, 40 * interval + 60);
    const buckets = await kline({ stockId, period: `${interval}m`, limit: 40 });
    const sessionOpen = (time: string) => Date.parse(`${amsterdamDate(time)}T08:00:00Z`);
    const byBucket = groupBy(minutes, (c) => {
      const open = sessionOpen(c.time);
      const index = Math.floor((Date.parse(c.time) - open) / 60_000 / interval);
      return new Date(open + index * interval * 60_000).toISOString().replace('.000Z', 'Z');
    });
    expect(Date.parse(minutes[0]!.time)).toBeLessThan(Date.parse(buckets[0]!.time));
    for (const bucket of buckets) expect(shape(bucket)).toEqual(aggregate(byBucket.get(bucket.time)!));
    // Buckets start at the session's opening: Friday's last 30-minute bucket is 17:00–17:30.
    if (interval === 30) expect(buckets.map((b) => b.time)).toContain('2026-11-20T16:00:00Z');
    // The newest bucket is the running one and ends at the live price.
    const quote = (await server.post('stock/quote', { stockIds: [stockId] }, user.headers)).body.data[0];
    expect(buckets.at(-1)!.close).toBe(quote.price);
  });

  it('day candles are their session’s minutes; today’s is the quote so far', async () => {
    const days = await kline({ stockId, period: 'day', limit: 3 });
    expect(days.map((d) => d.time)).toEqual(['2026-11-19T08:00:00Z', '2026-11-20T08:00:00Z', TODAY_OPEN]);
    const allFriday = (await recentMinutes(stockId, 1000)).filter((c) => amsterdamDate(c.time) === '2026-11-20');
    expect(allFriday).toHaveLength(510);
    expect(shape(days[1]!)).toEqual(aggregate(allFriday));
    const todayMinutes = await kline({ stockId, period: 'intraday' });
    expect(shape(days[2]!)).toEqual(aggregate(todayMinutes));
    const quote = (await server.post('stock/quote', { stockIds: [stockId] }, user.headers)).body.data[0];
    expect([days[2]!.open, days[2]!.high, days[2]!.low, days[2]!.close, days[2]!.volume, days[2]!.turnover]).toEqual([
      quote.open,
      quote.high,
      quote.low,
      quote.price,
      quote.volume,
      quote.turnover,
    ]);
    // Unless Monday is an ex-dividend date, the reference price is Friday's close.
    expect(compare(quote.prevClose, days[1]!.close)).toBeLessThanOrEqual(0);
  });

  it('week and month candles are their days, 6m and 1y are the days of that range', async () => {
    const days = await kline({ stockId, period: 'day', limit: 300 });
    const weeks = await kline({ stockId, period: 'week', limit: 20 });
    const months = await kline({ stockId, period: 'month', limit: 6 });
    const isoWeek = (time: string) => {
      const date = Date.parse(`${amsterdamDate(time)}T00:00:00Z`) / 86_400_000;
      return String(Math.floor((date + 3) / 7));
    };
    const daysByWeek = groupBy(days, (d) => isoWeek(d.time));
    for (const week of weeks.slice(1)) expect(shape(week)).toEqual(aggregate(daysByWeek.get(isoWeek(week.time))!));
    const daysByMonth = groupBy(days, (d) => amsterdamDate(d.time).slice(0, 7));
    for (const month of months.slice(1)) {
      expect(shape(month)).toEqual(aggregate(daysByMonth.get(amsterdamDate(month.time).slice(0, 7))!));
    }
    expect(weeks.at(-1)!.time).toBe(TODAY_OPEN);
    expect(months.at(-1)!.time).toBe('2026-11-02T08:00:00Z');

    const sixMonths = await kline({ stockId, period: '6m' });
    expect(sixMonths[0]!.time).toBe('2026-05-25T07:00:00Z');
    expect(sixMonths.map(shape)).toEqual(days.filter((d) => d.time >= sixMonths[0]!.time).map(shape));
    const year = await kline({ stockId, period: '1y' });
    expect(amsterdamDate(year[0]!.time) > '2025-11-23').toBe(true);
    expect(year.length).toBeGreaterThan(250);
    expect(year.slice(-sixMonths.length).map(shape)).toEqual(sixMonths.map(shape));
  });

  it('an index reports what its members traded', async () => {
    const aex = findInstrument('nl-AEX')!;
    const [indexDay] = await kline({ stockId: 'nl-AEX', period: 'day', limit: 1, before: TODAY_OPEN });
    let volume = 0;
    const turnovers: string[] = [];
    for (const member of aex.members) {
      const [day] = await kline({ stockId: member, period: 'day', limit: 1, before: TODAY_OPEN });
      expect(day!.time).toBe(indexDay!.time);
      volume += day!.volume;
      turnovers.push(day!.turnover!);
    }
    expect(indexDay!.volume).toBe(volume);
    // Each member's turnover is rounded to the cent on the wire; the index sums the exact amounts.
    expect(Math.abs(Number(sub(indexDay!.turnover!, sum(turnovers))))).toBeLessThanOrEqual(0.005 * aex.members.length);
  });

  it('an index has no average price: its volume and turnover are its members’, not trades of the index', async () => {
    const points = await kline({ stockId: 'nl-AEX', period: 'intraday' });
    expect(points).toHaveLength(318);
    // Still reported, as every candle's: what the members traded.
    expect(points.every((point) => point.volume > 0 && point.turnover !== null)).toBe(true);
    // Turnover over volume is the members' average share price (~41 against a level of ~950): no VWAP of the index.
    expect(points.filter((point) => point.avgPrice !== null)).toEqual([]);
  });

  it('crypto sessions are whole UTC days', async () => {
    const points = await kline({ stockId: 'crypto-BTCUSDT', period: 'intraday' });
    expect(points[0]!.time).toBe('2026-11-23T00:00:00Z');
    expect(points).toHaveLength(13 * 60 + 18);
    const [yesterday, today] = await kline({ stockId: 'crypto-BTCUSDT', period: 'day', limit: 2 });
    expect(yesterday!.time).toBe('2026-11-22T00:00:00Z');
    // No overnight gap: a market that never closes opens where it closed.
    expect(today!.open).toBe(yesterday!.close);
  });
});

describe('the candles on the wire are the seed’s', () => {
  it('match a simulation with the same seed and differ from another seed', async () => {
    const instrument = findInstrument('usd-TSLA')!;
    const query = {
      period: 'day' as const,
      adjust: 'pre' as const,
      beforeMs: null,
      limit: 120,
      nowMs: Date.parse(NOW),
    };
    const wire = await kline({ stockId: 'usd-TSLA', period: 'day', adjust: 'pre', limit: 120 });
    const same = candlesOf(new MarketSimulation(), instrument, query).map((c) => candleView(c, instrument));
    expect(wire).toEqual(same);
    const other = candlesOf(new MarketSimulation('another-seed'), instrument, query).map((c) =>
      candleView(c, instrument),
    );
    expect(other.map((c) => c.close)).not.toEqual(wire.map((c) => c.close));
  });
});

describe('the app’s live candle agrees with the server’s candles', () => {
  const sim = new MarketSimulation();
  const instrument = findInstrument('nl-ASML')!;
  const nowMs = Date.parse(NOW);
  const read = (period: '1m' | '5m' | '15m' | '30m' | 'day', atMs: number) =>
    candlesOf(sim, instrument, { period, adjust: 'none', beforeMs: null, limit: 3, nowMs: atMs }).map((c) =>
      candleView(c, instrument),
    );
  const quoteAt = (atMs: number) => quoteView(sim.snapshot(instrument, atMs));

  it('a quote moves the running candle the way the next read builds it (the domain’s applyLiveQuote)', () => {
    for (const period of ['1m', '5m', '15m', '30m', 'day'] as const) {
      // 20 s earlier: the same running candle of every period (14:17:22 in Amsterdam).
      const live = applyLiveQuote(read(period, nowMs - 20_000), quoteAt(nowMs), period).at(-1)!;
      const next = read(period, nowMs).at(-1)!;
      expect(live.time, period).toBe(next.time);
      expect(live.close, period).toBe(next.close);
      // The quote saw only its own price; the next read saw every tick in between.
      expect(compare(live.high, next.high), period).toBeLessThanOrEqual(0);
      expect(compare(live.low, next.low), period).toBeGreaterThanOrEqual(0);
    }
  });

  it('a quote of the next candle waits for the next read, which starts that candle', () => {
    // 13:15:00Z starts a 5-minute candle (minute 315 of the session opened at 08:00Z).
    const bucketStart = Date.parse('2026-11-23T13:15:00Z');
    const before = read('5m', bucketStart - 10_000);
    expect(applyLiveQuote(before, quoteAt(bucketStart + 10_000), '5m')).toBe(before);
    expect(read('5m', bucketStart + 10_000).at(-1)!.time).toBe('2026-11-23T13:15:00Z');
  });
});
