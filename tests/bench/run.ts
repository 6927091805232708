/**
 * `npm run bench`: the benchmarks of performance.md §3/§4. It builds tests/bench with Vite, serves
 * it with `vite preview`, drives Debian's Chromium with Playwright and PRINTS the figures (median
 * over rounds): the 10,000-record list (RecordsList against plain rows), then the kline chart
 * (KlineChart against lightweight-charts) with the size of its chunk, then the server's order
 * path beside its quote read path (no browser), then the read path under load with autocannon
 * beside a bare Fastify route (server/reads.ts), then 1,000 open quote streams on the real server
 * beside a bare SSE endpoint (server/streams.ts), then the one background sweep over 1,000 accounts
 * with positions and subscriptions beside the quote read path (server/sweep.ts), then Lighthouse mobile on the built app's login,
 * home and stock detail beside a bare React page (lighthouse/bench.ts). It is not a test: goals
 * that are missed are reported, never fail the run.
 *
 *   node tests/bench/run.ts [--only list|kline|server|reads|streams|sweep|lighthouse] [--cpu 4] [--rounds 3]
 *     [--kline-rounds 5] [--ns 2000,20000] [--steps 60] [--server-rounds 25] [--traders 20]
 *     [--read-seconds 10] [--connections 50] [--profile] [--streams 1000] [--stream-ids 10]
 *     [--stream-seconds 30] [--sweep-accounts 1000] [--lh-rounds 3] [--no-build] [--config other.vite.config.ts]
 *
 * `--profile` CPU-profiles the server during the read bench's measurements (server/profile.ts).
 * Raw results go to tests/bench/out/ (git-ignored): list.json, kline.json, kline.md, server.json,
 * reads.json (and reads-*.cpuprofile with --profile), streams.json, sweep.json, lighthouse.json (and the
 * median Lighthouse reports in lighthouse/).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium, run, startPreview } from './harness.ts';
import { runListBench } from './list/bench.ts';
import { runKlineBench } from './kline/bench.ts';
import { measureKlineChunk } from './kline/size.ts';
import { runServerBench } from './server/bench.ts';
import { runReadBench } from './server/reads.ts';
import { runStreamBench } from './server/streams.ts';
import { runSweepBench } from './server/sweep.ts';
import { runLighthouseBench } from './lighthouse/bench.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const viteBin = path.join(repo, 'node_modules/vite/bin/vite.js');
const outDir = path.join(here, 'out');
const PORT = 4179;
const BASE = `http://127.0.0.1:${PORT}`;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    cpu: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    'kline-rounds': { type: 'string', default: '5' },
    ns: { type: 'string', default: '2000,20000' },
    steps: { type: 'string', default: '60' },
    'step-px': { type: 'string', default: '120' },
    'server-rounds': { type: 'string', default: '25' },
    traders: { type: 'string', default: '20' },
    'read-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    streams: { type: 'string', default: '1000' },
    'stream-ids': { type: 'string', default: '10' },
    'stream-seconds': { type: 'string', default: '30' },
    'sweep-accounts': { type: 'string', default: '1000' },
    'lh-rounds': { type: 'string', default: '3' },
    profile: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    config: { type: 'string', default: path.join(here, 'vite.config.ts') },
  },
});
const only = args.only;
const benches = ['list', 'kline', 'server', 'reads', 'streams', 'sweep', 'lighthouse'];
if (only !== undefined && !benches.includes(only)) throw new Error(`--only takes ${benches.join(', ')}`);
const readOptions = () => ({
  seconds: Number(args['read-seconds']),
  connections: Number(args.connections),
  outDir,
  profile: args.profile,
});
const streamOptions = () => ({
  streams: Number(args.streams),
  idsPerStream: Number(args['stream-ids']),
  seconds: Number(args['stream-seconds']),
  outDir,
});
const lighthouseOptions = () => ({ rounds: Number(args['lh-rounds']), build: !args['no-build'], outDir, repo });
const config = path.resolve(args.config);
const cpu = Number(args.cpu);

async function main() {
  const started = Date.now();
  if (only === 'reads') {
    await runReadBench(readOptions());
    console.log(`\nBenchmarks took ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  if (only === 'streams') {
    await runStreamBench(streamOptions());
    console.log(`\nBenchmarks took ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  if (only === 'sweep') {
    await runSweepBench({ accounts: Number(args['sweep-accounts']), outDir });
    console.log(`\nBenchmarks took ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  if (only === 'lighthouse') {
    await runLighthouseBench(lighthouseOptions());
    console.log(`\nBenchmarks took ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  if (only === 'server') {
    await runServerBench({ rounds: Number(args['server-rounds']), traders: Number(args.traders), outDir });
    console.log(`\nBenchmarks took ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  if (!args['no-build']) {
    console.log('Building tests/bench with Vite…');
    await run(repo, process.execPath, [viteBin, 'build', '--config', config]);
  }
  const chunk = only === 'list' ? null : await measureKlineChunk(repo);
  const preview = await startPreview(repo, viteBin, config, PORT, '/list/index.html');
  const browser = await launchChromium();
  try {
    console.log(`Chromium ${browser.version()}`);
    if (only !== 'kline') {
      await runListBench({
        browser,
        base: BASE,
        cpu,
        rounds: Number(args.rounds),
        steps: Number(args.steps),
        stepPx: Number(args['step-px']),
        outDir,
        repo,
      });
    }
    if (only !== 'list') {
      await runKlineBench({
        browser,
        base: BASE,
        cpu,
        rounds: Number(args['kline-rounds']),
        ns: args.ns.split(',').map(Number),
        outDir,
        repo,
        chunk,
      });
    }
    if (only === undefined) {
      await runServerBench({ rounds: Number(args['server-rounds']), traders: Number(args.traders), outDir });
      await runReadBench(readOptions());
      await runStreamBench(streamOptions());
      await runSweepBench({ accounts: Number(args['sweep-accounts']), outDir });
    }
  } finally {
    await browser.close();
    preview.kill();
  }
  // Lighthouse runs with the other Chromium and the preview closed: nothing else busy.
  if (only === undefined) await runLighthouseBench(lighthouseOptions());
  console.log(`\nBenchmarks took ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
