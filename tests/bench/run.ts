/**
 * `npm run bench`: the benchmarks of performance.md §3/§4. It builds tests/bench with Vite, serves
 * it with `vite preview`, drives Debian's Chromium with Playwright and PRINTS the figures (median
 * over rounds): the 10,000-record list (RecordsList against plain rows), then the kline chart
 * (KlineChart against lightweight-charts) with the size of its chunk, then the server's order
 * path beside its quote read path (no browser), then the read path under load with autocannon
 * beside a bare Fastify route (server/reads.ts). It is not a test: goals that are missed are
 * reported, never fail the run.
 *
 *   node tests/bench/run.ts [--only list|kline|server|reads] [--cpu 4] [--rounds 3] [--kline-rounds 5]
 *     [--ns 2000,20000] [--steps 60] [--server-rounds 25] [--traders 20] [--read-seconds 10]
 *     [--connections 50] [--profile] [--no-build]
 *     [--config other.vite.config.ts]
 *
 * `--profile` CPU-profiles the server during the read bench's measurements (server/profile.ts).
 * Raw results go to tests/bench/out/ (git-ignored): list.json, kline.json, kline.md, server.json,
 * reads.json (and reads-*.cpuprofile with --profile).
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
    profile: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    config: { type: 'string', default: path.join(here, 'vite.config.ts') },
  },
});
const only = args.only;
if (only !== undefined && only !== 'list' && only !== 'kline' && only !== 'server' && only !== 'reads')
  throw new Error('--only takes list, kline, server or reads');
const readOptions = () => ({
  seconds: Number(args['read-seconds']),
  connections: Number(args.connections),
  outDir,
  profile: args.profile,
});
const config = path.resolve(args.config);
const cpu = Number(args.cpu);

async function main() {
  const started = Date.now();
  if (only === 'reads') {
    await runReadBench(readOptions());
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
    }
    console.log(`\nBenchmarks took ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    await browser.close();
    preview.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
