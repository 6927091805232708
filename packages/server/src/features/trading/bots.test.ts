import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, positions } from '../../db/schema.ts';
import { tick } from '../../testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { activateMargin, cancelOf, closeOf, order, trader } from '../../testing/trading.ts';
import { findInstrument, formatScaled, MarketSimulation } from '../market/index.ts';

/**
 * A week of simulated trading by 20 bot accounts on one server: market and limit orders, longs and
 * shorts, leverage 5 for half of them, closes, cancels, limit fills and expiries, the sell lock
 * (1 minute here: the market setting), management fees, stop-outs and dividends, everything over
 * HTTP at hourly steps of the moved clock. Then the ledger proves itself and every balance is
 * the sum of its entries.
 */
const START = Date.parse('2026-11-23T08:30:00Z'); // Monday 09:30 in Amsterdam and Frankfurt
const HOUR_MS = 3_600_000;
const sim = new MarketSimulation();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    now: new Date(START).toISOString(),
    trading: {
      sellLocks: {
        nl: { unit: 'minute', value: 1 },
        de: { unit: 'minute', value: 1 },
        usd: { unit: 'minute', value: 1 },
      },
      dividendPayDays: 1,
    },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A small seeded random (mulberry32): the same week every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const stocks = ['nl-INGA', 'nl-ABN', 'nl-PHIA', 'nl-AD', 'de-BAYN', 'de-DBK', 'de-EVK', 'usd-AMZN', 'usd-JNJ'];

describe('a week of trading by 20 bots', () => {
  it('orders, closes, cancels, fills, expiries, stop-outs and dividends; the ledger verifies', async () => {
    const started = performance.now();
    const bots: { user: TestUser; leveraged: boolean; rand: () => number }[] = [];
    for (let index = 0; index < 20; index += 1) {
      const leveraged = index % 2 === 0;
      const user = await trader(server, '20000', { verified: leveraged });
      if (leveraged) await activateMargin(server, user);
      // One random stream per bot: the bots' calls interleave differently from run to run.
      bots.push({ user, leveraged, rand: random(20261123 + index) });
    }
    // Positions the bots keep: the leveraged ones a 5× long of a share that falls ~10 % this week
    // (a stop-out on Friday), the others shares of a company whose ex-date is 7 December (a dividend).
    const kept = new Set<string>();
    let stopLevel: ((price: number) => number) | undefined;
    server.clock.set(START + 30 * 60_000);
    for (const bot of bots.filter((candidate) => candidate.leveraged)) {
      tick(server);
      const reply = await order(server, bot.user, { stockId: 'de-VOW3', lots: 20, leverage: 5 });
      expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
      kept.add(reply.body.data.id);
      // The market setting's 1-minute lock, on the position and on the stock's detail.
      expect(Date.parse(reply.body.data.lockUntil) - Date.parse(reply.body.data.openedAt)).toBe(60_000);
      const { openPrice, margin, shares } = reply.body.data;
      stopLevel = (price) => ((Number(margin) + (price - Number(openPrice)) * shares) / Number(margin)) * 100;
    }
    const detail = await server.post('stock/detail', { stockId: 'de-VOW3' }, bots[0]!.user.headers);
    expect(detail.body.data.trade.sellLock).toEqual({ unit: 'minute', value: 1 });
    server.clock.set(START + 6.5 * HOUR_MS); // 15:00 UTC: New York trades
    for (const bot of bots.filter((candidate) => !candidate.leveraged)) {
      tick(server);
      const reply = await order(server, bot.user, { stockId: 'usd-META', lots: 2 });
      expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
      kept.add(reply.body.data.id);
    }
    // The minute the 5× longs fall below the stop-out level: one of the steps.
    const vow = findInstrument('de-VOW3')!;
    const calendar = sim.calendar('de');
    sim.snapshot(vow, START + 14 * 24 * HOUR_MS);
    let stopAt = 0;
    for (let k = calendar.sessionAt(START).k; stopAt === 0 && k < calendar.sessionAt(START).k + 10; k += 1) {
      for (let j = 0; j < calendar.minutes; j += 1) {
        const ms = calendar.openMs(k) + (j * 60 + 59) * 1000;
        if (
          ms > START + HOUR_MS &&
          stopLevel!(Number(formatScaled(sim.snapshot(vow, ms).price, vow.decimals))) < 49.5
        ) {
          stopAt = ms;
          break;
        }
      }
    }
    expect(stopAt).toBeGreaterThan(0);
    const outcomes: Record<string, number> = {};
    const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);
    const steps: number[] = [];
    for (let day = 0; day < 5; day += 1)
      for (let hour = 1; hour <= 8; hour += 1) steps.push(START + day * 24 * HOUR_MS + hour * HOUR_MS);
    steps.push(stopAt);
    steps.sort((a, b) => a - b);
    for (const at of steps) {
      server.clock.set(at);
      await Promise.all(
        bots.map(async (bot) => {
          const { rand } = bot;
          const roll = rand();
          const mine = async () => {
            const list = await server.post('trade/positions', { tab: 'orders', size: 50 }, bot.user.headers);
            return list.body.data.items as { id: string; status: string; stockId: string }[];
          };
          if (roll < 0.4) {
            const stockId = stocks[Math.floor(rand() * stocks.length)]!;
            const instrument = findInstrument(stockId)!;
            const price = Number(formatScaled(sim.snapshot(instrument, at).price, instrument.decimals));
            const lots = Math.max(10, Math.round(1500 / price));
            const limit = rand() < 0.4;
            const direction = rand() < 0.3 ? 'short' : 'long';
            const body = {
              stockId,
              direction,
              lots,
              // Leverage 2 only in dollars: a euro one would share the 5× longs' margin account and
              // could hold their level up (the stop-out looks at a currency's leveraged positions together).
              leverage: bot.leveraged && stockId.startsWith('usd-') ? 2 : 1,
              ...(limit
                ? { priceType: 'limit', price: (price * (direction === 'long' ? 0.995 : 1.005)).toFixed(2) }
                : {}),
            };
            count((await order(server, bot.user, body)).body.msg);
          } else if (roll < 0.65) {
            const holding = (await mine()).filter((item) => item.status === 'holding' && !kept.has(item.id));
            const target = holding[Math.floor(rand() * holding.length)];
            if (target) count((await closeOf(server, bot.user, target.id)).body.msg);
          } else if (roll < 0.75) {
            const pending = (await mine()).filter((item) => item.status === 'pending');
            const target = pending[Math.floor(rand() * pending.length)];
            if (target) count((await cancelOf(server, bot.user, target.id)).body.msg);
          }
        }),
      );
    }
    // Two weeks on, past the dividend's pay date: everything brought up to date, then the proofs.
    server.clock.set(Date.parse('2026-12-09T12:00:00Z'));
    for (const bot of bots) {
      await server
        .post('user/login', { account: bot.user.account, password: bot.user.password })
        .then(async (login) => {
          await server.post(
            'trade/positions',
            { tab: 'holding' },
            { token: login.body.data.token, account: bot.user.account },
          );
        });
    }
    const verify = await server.admin('ledger/verify', {});
    expect(verify.body.data.problems).toEqual([]);
    expect(verify.body.data.ok).toBe(true);
    const db = server.database.db;
    const statuses = Object.fromEntries(
      (
        await db
          .select({ status: positions.status, remark: positions.remark, n: sql<number>`count(*)::int` })
          .from(positions)
          .groupBy(positions.status, positions.remark)
      ).map((row) => [`${row.status}${row.remark ? `:${row.remark}` : ''}`, row.n]),
    );
    const dividends = await db.select().from(ledgerEntries).where(eq(ledgerEntries.type, 'dividend'));
    console.info(
      `20 bots, ${steps.length} hourly steps: ${Math.round(performance.now() - started)} ms; ledger ${verify.body.data.entries} entries`,
      statuses,
      outcomes,
    );
    expect(statuses['closed:stopOut']).toBeGreaterThan(0);
    expect(statuses.closed).toBeGreaterThan(0);
    expect(statuses['cancelled:dayEnd']).toBeGreaterThan(0);
    expect(outcomes['success.trade.order']).toBeGreaterThan(50);
    expect(outcomes['success.trade.close']).toBeGreaterThan(10);
    expect(dividends.length).toBeGreaterThan(0);
    // Every wallet: balance = Σ entries (ledger/verify's first proof, restated for the bots' wallets).
    const sums = await db.execute(sql`
      select w.account_id, w.currency, w.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
      from wallets w left join ledger_entries e on e.account_id = w.account_id and e.currency = w.currency
      group by w.account_id, w.currency, w.balance`);
    const rows = (sums as unknown as { rows: { balance: string; total: string }[] }).rows;
    for (const row of rows) expect(Number(row.balance)).toBe(Number(row.total));
  }, 120_000);
});
