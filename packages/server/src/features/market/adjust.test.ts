import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, div, mul, sub, type KlineAdjust } from '@broker/domain';
import { stockKlineResponseSchema, type Candle } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { findInstrument } from './catalogue/index.ts';
import { adjustmentFor, applyFactor } from './sim/adjust.ts';
import { dateOfDayNumber } from './sim/calendar.ts';
import type { AppliedAction } from './sim/daily.ts';
import { formatScaled } from './sim/prices.ts';
import { MarketSimulation } from './sim/simulation.ts';

describe('adjustment factors (unit)', () => {
  // Session 2 pays a dividend of 10 on a close of 100; session 4 splits 2:1 (reference 50 of 100).
  const actions: AppliedAction[] = [
    { k: 2, reference: 90, previousClose: 100, dividendTicks: 10, split: null },
    { k: 4, reference: 50, previousClose: 100, dividendTicks: 0, split: { date: '2024-01-01', to: 2, from: 1 } },
  ];
  const value = (f: { num: bigint; den: bigint }) => Number(f.num) / Number(f.den);

  it('pre: a price is restated by every later action', () => {
    const pre = adjustmentFor(actions, 'pre');
    expect([0, 1, 2, 3, 4, 5].map((k) => value(pre(k)))).toEqual([0.45, 0.45, 0.5, 0.5, 1, 1]);
  });

  it('post: a price is grossed up by every action up to its session', () => {
    const post = adjustmentFor(actions, 'post');
    const values = [0, 1, 2, 3, 4, 5].map((k) => value(post(k)));
    expect(values[0]).toBe(1);
    expect(values[2]).toBeCloseTo(100 / 90, 12);
    expect(values[4]).toBeCloseTo((100 / 90) * 2, 12);
    expect(values[5]).toBe(values[4]);
  });

  it('none changes nothing; factors are exact fractions rounded half-up once', () => {
    expect(value(adjustmentFor(actions, 'none')(0))).toBe(1);
    expect(applyFactor(1000, adjustmentFor(actions, 'pre')(0))).toBe(450);
    expect(applyFactor(1000, adjustmentFor(actions, 'post')(2))).toBe(1111);
    expect(applyFactor(5, { num: 1n, den: 2n })).toBe(3);
    expect(applyFactor(7, { num: 1n, den: 1n })).toBe(7);
  });
});

describe('adjusted candles on the wire', () => {
  let server: TestServer;
  let user: TestUser;
  const sim = new MarketSimulation();
  const NOW = '2026-11-23T10:00:00Z';

  beforeAll(async () => {
    server = await startTestServer({ now: NOW });
    user = await server.register();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function days(stockId: string, adjust: KlineAdjust, before: string, limit: number): Promise<Candle[]> {
    const reply = await server.post('stock/kline', { stockId, period: 'day', adjust, before, limit }, user.headers);
    expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
    expect(reply.body.data.adjust).toBe(adjust);
    return stockKlineResponseSchema.parse(reply.body.data).items;
  }

  /** Independent factor maths: the exact product of (reference / previous close) of the chosen actions. */
  function expected(stockId: string, k: number, ticks: number, mode: 'pre' | 'post'): string {
    const instrument = findInstrument(stockId)!;
    const series = sim.series(instrument);
    // Every action up to the session current at NOW (Friday's, for New York on Monday morning).
    const current = sim.progress(instrument, Date.parse(NOW)).k;
    series.ensure(current);
    let num = 1n;
    let den = 1n;
    for (const action of series.actions.filter((a) => a.k <= current)) {
      if (mode === 'pre' && action.k > k) {
        num *= BigInt(action.reference);
        den *= BigInt(action.previousClose);
      }
      if (mode === 'post' && action.k <= k) {
        num *= BigInt(action.previousClose);
        den *= BigInt(action.reference);
      }
    }
    const units = BigInt(ticks) * 10n ** BigInt(4 - instrument.decimals);
    return formatScaled((2n * units * num + den) / (2n * den), 4);
  }

  it('restates history around NVIDIA’s ten-for-one split of 10 June 2024', async () => {
    const nvda = findInstrument('usd-NVDA')!;
    const series = sim.series(nvda);
    series.ensure(series.calendar.lastOnOrBefore(Date.parse('2026-11-23') / 86_400_000));
    const split = series.actions.find((action) => action.split !== null)!;
    expect(dateOfDayNumber(series.calendar.dayOf(split.k))).toBe('2024-06-10');
    // The reference price of the split session is the previous close divided by ten, to the cent.
    expect(split.reference).toBe(Math.round(split.previousClose / 10));

    const before = '2024-06-12T00:00:00Z';
    const [friday, monday, tuesday] = await days('usd-NVDA', 'none', before, 3);
    expect([friday!.time, monday!.time, tuesday!.time]).toEqual([
      '2024-06-07T13:30:00Z',
      '2024-06-10T13:30:00Z',
      '2024-06-11T13:30:00Z',
    ]);
    // Unadjusted, the split is a 90 % drop overnight.
    expect(Number(div(monday!.open, friday!.close, 4))).toBeLessThan(0.12);

    const pre = await days('usd-NVDA', 'pre', before, 3);
    const post = await days('usd-NVDA', 'post', before, 3);
    const ticks = (price: string) => Number(price.replace('.', ''));
    for (const [i, k] of [split.k - 1, split.k, split.k + 1].entries()) {
      for (const field of ['open', 'high', 'low', 'close'] as const) {
        expect(pre[i]![field]).toBe(expected('usd-NVDA', k, ticks([friday, monday, tuesday][i]![field]), 'pre'));
        expect(post[i]![field]).toBe(expected('usd-NVDA', k, ticks([friday, monday, tuesday][i]![field]), 'post'));
      }
      // Volume and turnover are what traded; adjustment restates prices only.
      expect(pre[i]!.volume).toBe([friday, monday, tuesday][i]!.volume);
      expect(post[i]!.turnover).toBe([friday, monday, tuesday][i]!.turnover);
    }
    // Adjusted, the split day's return is the real one (close over reference), not −90 %.
    const realReturn = Number(div(monday!.close, formatScaled(split.reference, 2), 6));
    expect(Number(div(pre[1]!.close, pre[0]!.close, 6))).toBeCloseTo(realReturn, 3);
    expect(Number(div(post[1]!.close, post[0]!.close, 6))).toBeCloseTo(realReturn, 3);
    // Pre leaves the present alone; post leaves the first day alone.
    const [latestNone] = await days('usd-NVDA', 'none', NOW, 1);
    const [latestPre] = await days('usd-NVDA', 'pre', NOW, 1);
    expect(compare(latestPre!.close, latestNone!.close)).toBe(0);
    const [firstNone] = await days('usd-NVDA', 'none', '2021-11-23T00:00:00Z', 1);
    const [firstPost] = await days('usd-NVDA', 'post', '2021-11-23T00:00:00Z', 1);
    expect(firstNone!.time).toBe('2021-11-22T14:30:00Z');
    expect(compare(firstPost!.close, firstNone!.close)).toBe(0);
  });

  it('takes a dividend out of the earlier prices (Shell’s latest ex-date)', async () => {
    const shell = findInstrument('nl-SHELL')!;
    const series = sim.series(shell);
    const lastK = series.calendar.lastOnOrBefore(Date.parse('2026-11-23') / 86_400_000);
    series.ensure(lastK);
    const exDate = series.actions.filter((action) => action.dividendTicks > 0).at(-1)!;
    expect(exDate.reference).toBe(exDate.previousClose - exDate.dividendTicks);
    const exOpen = new Date(series.calendar.openMs(exDate.k) + 86_400_000).toISOString().replace('.000Z', 'Z');
    const none = await days('nl-SHELL', 'none', exOpen, 2);
    const pre = await days('nl-SHELL', 'pre', exOpen, 2);
    // The day before the ex-date, restated: close × (close − dividend) / close, to 4 decimals.
    const dividend = formatScaled(exDate.dividendTicks, 2);
    const previousClose = formatScaled(exDate.previousClose, 2);
    expect(none[0]!.close).toBe(previousClose);
    expect(Number(sub(pre[0]!.close, div(mul(previousClose, sub(previousClose, dividend)), previousClose, 4)))).toBe(0);
    // The ex-date itself is on the new basis already: pre leaves it as it traded.
    expect(compare(pre[1]!.close, none[1]!.close)).toBe(0);
    // The quote of that day counts its change from the reduced reference price.
    server.clock.set(new Date(series.calendar.closeMs(exDate.k) + 60_000));
    const quote = (await server.post('stock/quote', { stockIds: ['nl-SHELL'] }, user.headers)).body.data[0];
    expect(quote.prevClose).toBe(formatScaled(exDate.reference, 2));
    expect(quote.change).toBe(sub(quote.price, quote.prevClose));
    server.clock.set(NOW);
  });

  it('aggregates adjusted days into adjusted weeks', async () => {
    const pre = await days('usd-NVDA', 'pre', '2024-06-15T00:00:00Z', 5);
    const reply = await server.post(
      'stock/kline',
      { stockId: 'usd-NVDA', period: 'week', adjust: 'pre', before: '2024-06-15T00:00:00Z', limit: 1 },
      user.headers,
    );
    const [week] = reply.body.data.items as Candle[];
    expect(week!.time).toBe('2024-06-10T13:30:00Z');
    expect(week!.open).toBe(pre[0]!.open);
    expect(week!.close).toBe(pre[4]!.close);
    expect(week!.high).toBe(pre.map((d) => d.high).reduce((a, b) => (compare(a, b) >= 0 ? a : b)));
    expect(week!.low).toBe(pre.map((d) => d.low).reduce((a, b) => (compare(a, b) <= 0 ? a : b)));
  });

  it('does not adjust minute periods and says so', async () => {
    const reply = await server.post(
      'stock/kline',
      { stockId: 'usd-NVDA', period: '5m', adjust: 'pre', limit: 2 },
      user.headers,
    );
    expect(reply.body.data.adjust).toBe('none');
    expect(reply.body.data.items[0].close).toMatch(/^\d+\.\d{2}$/);
  });
});
