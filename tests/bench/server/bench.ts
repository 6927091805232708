/**
 * The server's order path beside its quote read path (performance.md §5), on the embedded
 * database in memory (or on PostgreSQL under `node scripts/with-postgres.ts --`), measured in the same run: `trade/order` (market orders, each a fill with its
 * ledger entries under the account lock) and `stock/quote` (ten quotes), with no quote stream open
 * and with 200 open (`stock/stream`, 50 accounts × 4, each ticking every second). Each round sends
 * one call per trader at once, then moves the test clock 2.1 s (the 2-s rule, and the quotes
 * change). Printed: calls/s, p50 and p99 latency.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { QUOTE_STREAM_PATH } from '@broker/contract';
import {
  openEventStream,
  startTestServer,
  type OpenStream,
  type TestServer,
  type TestUser,
} from '@broker/server/testing';
import { fmt, percentile } from '../harness.ts';

/** Every order asks the account's fund password (checked through its brake, as in production). */
const FUND_PASSWORD = '135790';

export interface ServerBenchOptions {
  rounds: number;
  traders: number;
  outDir: string;
}

const QUOTE_IDS = [
  'nl-ASML',
  'nl-INGA',
  'nl-SHELL',
  'nl-UNA',
  'nl-PRX',
  'de-SAP',
  'de-ALV',
  'de-VOW3',
  'usd-AAPL',
  'usd-MSFT',
];

interface PathFigures {
  calls: number;
  ok: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function timed(calls: (() => Promise<{ body: { status: number } }>)[]) {
  const latencies: number[] = [];
  let ok = 0;
  await Promise.all(
    calls.map(async (call) => {
      const started = performance.now();
      const reply = await call();
      latencies.push(performance.now() - started);
      if (reply.body.status === 1) ok += 1;
    }),
  );
  return { latencies, ok };
}

async function measure(server: TestServer, traders: TestUser[], rounds: number) {
  const quote = { latencies: [] as number[], ok: 0, ms: 0 };
  const order = { latencies: [] as number[], ok: 0, ms: 0 };
  for (let round = 0; round < rounds; round += 1) {
    server.clock.advance(2100);
    let started = performance.now();
    const quotes = await timed(
      traders.map((user) => () => server.post('stock/quote', { stockIds: QUOTE_IDS }, user.headers)),
    );
    quote.ms += performance.now() - started;
    quote.latencies.push(...quotes.latencies);
    quote.ok += quotes.ok;
    started = performance.now();
    const orders = await timed(
      traders.map(
        (user) => () =>
          server.post(
            'trade/order',
            {
              requestId: randomUUID(),
              stockId: 'nl-INGA',
              direction: 'long',
              priceType: 'market',
              lots: 10,
              fundPassword: FUND_PASSWORD,
            },
            user.headers,
          ),
      ),
    );
    order.ms += performance.now() - started;
    order.latencies.push(...orders.latencies);
    order.ok += orders.ok;
  }
  const figures = (path: typeof quote): PathFigures => ({
    calls: path.latencies.length,
    ok: path.ok,
    perSecond: (path.latencies.length / path.ms) * 1000,
    p50: percentile(path.latencies, 0.5),
    p99: percentile(path.latencies, 0.99),
  });
  return { quote: figures(quote), order: figures(order) };
}

export async function runServerBench(options: ServerBenchOptions): Promise<void> {
  const server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
  const database = server.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL';
  console.log(`\nServer: order path beside the quote read path (${database}, ${options.traders} traders at once)`);
  const streams: OpenStream[] = [];
  try {
    const traders: TestUser[] = [];
    for (let index = 0; index < options.traders; index += 1) {
      const user = await server.register('bench');
      const funded = await server.admin('account/adjustBalance', {
        requestId: randomUUID(),
        account: user.account,
        currency: 'EUR',
        amount: '10000000',
        remark: 'bench',
      });
      if (funded.body.status !== 1) throw new Error(JSON.stringify(funded.body));
      const secured = await server.post(
        'user/fundPassword',
        { newFundPassword: FUND_PASSWORD, confirmPassword: FUND_PASSWORD },
        user.headers,
      );
      if (secured.body.status !== 1) throw new Error(JSON.stringify(secured.body));
      traders.push(user);
    }
    // Warm-up: the market's paths, the database's plans.
    await measure(server, traders, 3);
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    results['no streams'] = await measure(server, traders, options.rounds);
    for (let index = 0; index < 50; index += 1) {
      const user = await server.register('streamer');
      for (let stream = 0; stream < 4; stream += 1) {
        streams.push(
          await openEventStream(`${server.url}/api/vue/${QUOTE_STREAM_PATH}`, { stockIds: QUOTE_IDS }, user.headers),
        );
      }
    }
    results['200 streams'] = await measure(server, traders, options.rounds);
    console.log('| streams | path | calls | ok | calls/s | p50 ms | p99 ms |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [label, result] of Object.entries(results)) {
      for (const [name, figures] of [
        ['stock/quote (10 ids)', result.quote],
        ['trade/order (market)', result.order],
      ] as const) {
        console.log(
          `| ${label} | ${name} | ${figures.calls} | ${figures.ok} | ${figures.perSecond.toFixed(0)} | ${fmt(figures.p50)} | ${fmt(figures.p99)} |`,
        );
      }
    }
    await fs.mkdir(options.outDir, { recursive: true });
    await fs.writeFile(path.join(options.outDir, 'server.json'), JSON.stringify(results, null, 2));
  } finally {
    for (const stream of streams) stream.close();
    await server.close();
  }
}
