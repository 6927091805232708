/**
 * The one background sweep (timed/sweeper.ts) under load, beside the quote read path measured on
 * the same server in the same run: 1,000 accounts (`--sweep-accounts`), each holding a 2× long,
 * a short and a new-share subscription (packages/server/src/testing/sweepLoad.ts). Printed:
 * accounts brought up to date per second and each source's share of the time, for
 *
 * - the first sweep after the draw fell due: the offering's draw of every subscription, a
 *   management fee at the close for every position, half the allotments paid automatically (each
 *   a position opened), margins watched;
 * - steady sweeps every 15 s of the sweep's clock afterwards (nothing due but looking);
 *
 * and `stock/quote` (10 ids, 20 callers at once) in calls per second. A new product's source shows
 * here as its own row: what it costs is what it adds. Figures, never a test.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { seedSweepLoad, startTestServer, type TestUser } from '@broker/server/testing';
import { fmt, percentile } from '../harness.ts';

export interface SweepBenchOptions {
  accounts: number;
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

async function quoteReads(
  post: (path: string, body: unknown, headers: Record<string, string>) => Promise<{ body: { status: number } }>,
  users: TestUser[],
  rounds: number,
) {
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      users.map(async (user) => {
        const at = performance.now();
        const reply = await post('stock/quote', { stockIds: QUOTE_IDS }, user.headers);
        if (reply.body.status !== 1) throw new Error('quote failed');
        latencies.push(performance.now() - at);
      }),
    );
  }
  const ms = performance.now() - started;
  return {
    perSecond: (latencies.length / ms) * 1000,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

export async function runSweepBench(options: SweepBenchOptions): Promise<void> {
  const server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
  const database = server.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL';
  console.log(`\nServer: the one sweep over ${options.accounts} accounts beside the quote read path (${database})`);
  try {
    const seedStarted = performance.now();
    const { offering } = await seedSweepLoad(server, options.accounts);
    console.log(`seeded in ${Math.round(performance.now() - seedStarted)} ms (offering ${offering.id})`);
    const readers: TestUser[] = [];
    for (let index = 0; index < 20; index += 1) readers.push(await server.register('reader'));
    await quoteReads(server.post, readers, 3); // warm-up
    const reads = await quoteReads(server.post, readers, 25);

    const first = offering.drawnMs! + 1000;
    const sweeps: {
      label: string;
      ms: number;
      accounts: number;
      units: number;
      failures: number;
      bySource: Record<string, number>;
    }[] = [];
    const measure = async (label: string, nowMs: number) => {
      const started = performance.now();
      const result = await server.sweep(nowMs);
      const ms = performance.now() - started;
      sweeps.push({
        label,
        ms,
        accounts: result.accounts,
        units: result.units,
        failures: result.failures,
        bySource: result.msBySource,
      });
    };
    await measure('first after the draw (draw, fees, auto-pay, margins)', first);
    for (let index = 1; index <= 5; index += 1) await measure(`steady #${index}`, first + index * 15_000);

    console.log('| sweep | accounts | account × source | failures | ms | accounts/s | by source (ms) |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const sweep of sweeps) {
      const bySource = Object.entries(sweep.bySource)
        .map(([slice, ms]) => `${slice} ${Math.round(ms)}`)
        .join(', ');
      console.log(
        `| ${sweep.label} | ${sweep.accounts} | ${sweep.units} | ${sweep.failures} | ${Math.round(sweep.ms)} | ${((sweep.accounts / sweep.ms) * 1000).toFixed(0)} | ${bySource} |`,
      );
    }
    const steady = sweeps.slice(1).map((sweep) => (sweep.accounts / sweep.ms) * 1000);
    console.log(
      `steady median: ${percentile(steady, 0.5).toFixed(0)} accounts/s; beside it stock/quote (10 ids, 20 at once): ${reads.perSecond.toFixed(0)} calls/s, p50 ${fmt(reads.p50)} ms, p99 ${fmt(reads.p99)} ms`,
    );
    await fs.mkdir(options.outDir, { recursive: true });
    await fs.writeFile(path.join(options.outDir, 'sweep.json'), JSON.stringify({ sweeps, reads }, null, 2));
  } finally {
    await server.close();
  }
}
