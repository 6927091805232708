/**
 * `npm run bench`: the list benchmark of performance.md §3/§4. It builds tests/bench with Vite,
 * serves it with `vite preview`, drives Debian's Chromium with Playwright and PRINTS the figures
 * (median over rounds). It is not a test: goals that are missed are reported, never fail the run.
 *
 *   node tests/bench/run.ts [--cpu 4] [--rounds 3] [--steps 60] [--no-build] [--config other.vite.config.ts]
 *
 * Raw results go to tests/bench/out/list.json (git-ignored).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const viteBin = path.join(repo, 'node_modules/vite/bin/vite.js');
const outDir = path.join(here, 'out');
const PORT = 4179;
const BASE = `http://127.0.0.1:${PORT}`;
const VARIANTS = ['windowed', 'plain'] as const;
type Variant = (typeof VARIANTS)[number];

/** performance.md §4, the 10,000-record list (windowed). */
const GOALS = {
  1: { render: { budget: 40, target: 25 }, scrollP95: { budget: 10, target: 8 }, domRows: 60 },
  4: { render: { budget: 100, target: null }, scrollP95: { budget: 20, target: null }, domRows: 60 },
} as const;

const { values: args } = parseArgs({
  options: {
    cpu: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    steps: { type: 'string', default: '60' },
    'step-px': { type: 'string', default: '120' },
    'no-build': { type: 'boolean', default: false },
    config: { type: 'string', default: path.join(here, 'vite.config.ts') },
  },
});
const config = path.resolve(args.config);
const cpu = Number(args.cpu);
const rounds = Number(args.rounds);
const steps = Number(args.steps);
const stepPx = Number(args['step-px']);

interface RunResult {
  round: number;
  variant: Variant;
  renderMs: number;
  mountMs: number;
  domRows: number;
  steps: number[];
  rafMs: number[];
  p50: number;
  p95: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}
const median = (values: readonly number[]) => percentile(values, 0.5);

function run(command: string, argv: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: repo, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

async function startPreview(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [viteBin, 'preview', '--config', config, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${BASE}/list/index.html`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('vite preview did not start');
}

async function measure(browser: Browser, variant: Variant, round: number): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  try {
    if (cpu !== 1) {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(`${BASE}/list/index.html?v=${variant}`);
    await page.waitForFunction(() => window.__benchReady === true);
    const result = await page.evaluate((options) => window.__benchRun!(options), { steps, stepPx });
    return {
      round,
      variant,
      renderMs: result.renderMs,
      mountMs: result.mountMs,
      domRows: result.domRows,
      steps: result.steps,
      rafMs: result.rafMs,
      p50: percentile(result.steps, 0.5),
      p95: percentile(result.steps, 0.95),
    };
  } finally {
    await context.close();
  }
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function main() {
  if (!args['no-build']) {
    console.log('Building tests/bench with Vite…');
    await run(process.execPath, [viteBin, 'build', '--config', config]);
  }
  const preview = await startPreview();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    console.log(`Chromium ${browser.version()}, ${cpu}× CPU, ${rounds} rounds, ${steps} steps of ${stepPx} px`);
    // Warm-up pass (not recorded): caches, JIT, fonts.
    for (const variant of VARIANTS) await measure(browser, variant, 0);
    const results: RunResult[] = [];
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? VARIANTS : [...VARIANTS].reverse();
      for (const variant of order) {
        const result = await measure(browser, variant, round);
        results.push(result);
        console.log(
          `  round ${round} ${variant.padEnd(8)} render ${fmt(result.renderMs)} ms (mount ${fmt(result.mountMs)}), ` +
            `scroll p50 ${fmt(result.p50)} / p95 ${fmt(result.p95)} ms, ${result.domRows} rows in DOM`,
        );
      }
    }

    const summary = Object.fromEntries(
      VARIANTS.map((variant) => {
        const runs = results.filter((r) => r.variant === variant);
        return [
          variant,
          {
            renderMs: median(runs.map((r) => r.renderMs)),
            scrollP50: median(runs.map((r) => r.p50)),
            scrollP95: median(runs.map((r) => r.p95)),
            domRows: median(runs.map((r) => r.domRows)),
          },
        ];
      }),
    ) as Record<Variant, { renderMs: number; scrollP50: number; scrollP95: number; domRows: number }>;
    // Paired ratios per round (plain ÷ windowed), then their median: noise is shared within a round.
    const paired = (pick: (r: RunResult) => number) =>
      median(
        Array.from({ length: rounds }, (_, i) => {
          const plain = results.find((r) => r.round === i + 1 && r.variant === 'plain')!;
          const windowed = results.find((r) => r.round === i + 1 && r.variant === 'windowed')!;
          return pick(plain) / pick(windowed);
        }),
      );
    const ratios = {
      render: paired((r) => r.renderMs),
      scrollP50: paired((r) => r.p50),
      scrollP95: paired((r) => r.p95),
    };

    const { windowed, plain } = summary;
    const lines = [
      '',
      `10,000-record list, 40 px rows, 390×844 — ${cpu}× CPU, median of ${rounds} rounds (ms)`,
      '',
      '| Variant | rows in DOM | render | scroll step p50 | scroll step p95 |',
      '|---|---|---|---|---|',
      `| plain | ${plain.domRows} | ${fmt(plain.renderMs)} | ${fmt(plain.scrollP50)} | ${fmt(plain.scrollP95)} |`,
      `| windowed (RecordsList) | ${windowed.domRows} | ${fmt(windowed.renderMs)} | ${fmt(windowed.scrollP50)} | ${fmt(windowed.scrollP95)} |`,
      `| plain ÷ windowed | | ${ratios.render.toFixed(1)}× | ${ratios.scrollP50.toFixed(1)}× | ${ratios.scrollP95.toFixed(1)}× |`,
      '',
    ];
    const goals = cpu >= 4 ? GOALS[4] : GOALS[1];
    const gate = (name: string, value: number, goal: { budget: number; target: number | null }) =>
      `- ${name}: ${fmt(value)} ms — budget ≤ ${goal.budget}: ${mark(value <= goal.budget)}` +
      (goal.target === null ? '' : `; target ≤ ${goal.target}: ${mark(value <= goal.target)}`);
    lines.push(`Goals (performance.md §4, windowed, ${cpu >= 4 ? '4×' : '1×'}):`);
    lines.push(gate('render', windowed.renderMs, goals.render));
    lines.push(gate('scroll step p95', windowed.scrollP95, goals.scrollP95));
    lines.push(`- rows in DOM: ${windowed.domRows} — ≤ ${goals.domRows}: ${mark(windowed.domRows <= goals.domRows)}`);
    if (cpu !== 1 && cpu !== 4) lines.push(`(goals are defined for 1× and 4×; ${cpu}× is compared with the 4× goals)`);
    console.log(lines.join('\n'));

    await mkdir(outDir, { recursive: true });
    await writeFile(
      path.join(outDir, 'list.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          chromium: browser.version(),
          cpu,
          rounds,
          steps,
          stepPx,
          viewport: { width: 390, height: 844, deviceScaleFactor: 2 },
          summary,
          ratios,
          runs: results,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nRaw results: ${path.relative(repo, path.join(outDir, 'list.json'))}`);
  } finally {
    await browser.close();
    preview.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
