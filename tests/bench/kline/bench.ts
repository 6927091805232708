/**
 * The kline benchmark (performance.md §3/§4): the kit's KlineChart (`app`) against
 * lightweight-charts 5 (`lwc`) in the same Chromium run, alternating the order per round. Prints
 * medians, paired ratios app ÷ lwc against the §4 goals and, at 4× CPU, the absolute budgets;
 * never fails on a missed goal.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright';
import { fmt, mark, median, percentile, phonePage } from '../harness.ts';
import type { ChunkSize } from './size.ts';
import type { KlinePage } from './main.ts';

const VARIANTS = ['app', 'lwc'] as const;
type Variant = (typeof VARIANTS)[number];

export interface KlineBenchOptions {
  browser: Browser;
  base: string;
  cpu: number;
  rounds: number;
  ns: number[];
  outDir: string;
  repo: string;
  chunk: ChunkSize | null;
  updates?: number;
  panSteps?: number;
  panBars?: number;
}

interface RunResult {
  round: number;
  variant: Variant;
  n: number;
  renderMs: number;
  mountMs: number;
  updateP50: number;
  updateP95: number;
  panP50: number;
  panP95: number;
  fitMs: number;
  tableMs: number | null;
  update: number[];
  pan: number[];
  updateRaf: number[];
  panRaf: number[];
  updateSync: number[];
  panSync: number[];
}

/** performance.md §4: app ÷ lightweight-charts in the same run. */
const RATIO_GOALS = { render: 0.5, updateP95: 1.0, panP50: 1.0, panP95: 1.5, fit: 1.5 } as const;

interface Goal {
  budget: number;
  target: number | null;
}
/** performance.md §4: absolute budgets (hard) and targets, at 1× and 4× CPU. */
const ABSOLUTE: Record<1 | 4, { render: Record<number, Goal>; updateP95: Goal; panP95: Goal; fit20k: Goal }> = {
  1: {
    render: { 2000: { budget: 60, target: 35 }, 20000: { budget: 80, target: 35 } },
    updateP95: { budget: 8, target: 5 },
    panP95: { budget: 8, target: 6 },
    fit20k: { budget: 100, target: 16 },
  },
  4: {
    render: { 2000: { budget: 150, target: 100 }, 20000: { budget: 200, target: 100 } },
    updateP95: { budget: 16, target: 12 },
    panP95: { budget: 16, target: 12 },
    fit20k: { budget: 300, target: 50 },
  },
};
const CHUNK_GOAL: Goal = { budget: 25, target: 15 };

async function measure(options: KlineBenchOptions, variant: Variant, n: number, round: number): Promise<RunResult> {
  const { context, page } = await phonePage(options.browser, options.cpu);
  try {
    await page.goto(`${options.base}/kline/index.html?v=${variant}&n=${n}`);
    await page.waitForFunction(() => (window as unknown as KlinePage).__klineReady === true);
    const result = await page.evaluate((o) => (window as unknown as KlinePage).__klineRun!(o), {
      updates: options.updates ?? 100,
      panSteps: options.panSteps ?? 30,
      panBars: options.panBars ?? 2,
    });
    return {
      round,
      variant,
      n,
      renderMs: result.renderMs,
      mountMs: result.mountMs,
      updateP50: percentile(result.update, 0.5),
      updateP95: percentile(result.update, 0.95),
      panP50: percentile(result.pan, 0.5),
      panP95: percentile(result.pan, 0.95),
      fitMs: result.fitMs,
      tableMs: result.tableMs,
      update: result.update,
      pan: result.pan,
      updateRaf: result.updateRaf,
      panRaf: result.panRaf,
      updateSync: result.updateSync,
      panSync: result.panSync,
    };
  } finally {
    await context.close();
  }
}

const METRICS = ['renderMs', 'updateP50', 'updateP95', 'panP50', 'panP95', 'fitMs'] as const;
type Metric = (typeof METRICS)[number];

export async function runKlineBench(options: KlineBenchOptions): Promise<void> {
  const { cpu, rounds, ns, outDir, repo, chunk } = options;
  console.log(
    `\nKline: ${cpu}× CPU, ${rounds} rounds, N = ${ns.join(', ')}, 390×300 chart, DPR 2, 120 candles in view`,
  );
  // Warm-up pass (not recorded): caches, JIT.
  for (const n of ns) for (const variant of VARIANTS) await measure(options, variant, n, 0);
  const results: RunResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    // Both the variants and the sizes alternate: the first page of a round tends to be slower.
    const order = round % 2 === 1 ? VARIANTS : [...VARIANTS].reverse();
    const sizes = round % 2 === 1 ? ns : [...ns].reverse();
    for (const n of sizes) {
      for (const variant of order) {
        const r = await measure(options, variant, n, round);
        results.push(r);
        console.log(
          `  round ${round} ${variant} N=${String(n).padEnd(5)} render ${fmt(r.renderMs)} (mount ${fmt(r.mountMs)}), ` +
            `update ${fmt(r.updateP50)} / ${fmt(r.updateP95)}, pan ${fmt(r.panP50)} / ${fmt(r.panP95)}, fit ${fmt(r.fitMs)} ms`,
        );
      }
    }
  }

  const pick = (variant: Variant, n: number, metric: Metric) =>
    median(results.filter((r) => r.variant === variant && r.n === n).map((r) => r[metric]));
  // Paired ratios per round (app ÷ lwc), then their median: noise is shared within a round.
  const ratio = (n: number, metric: Metric) =>
    median(
      Array.from({ length: rounds }, (_, i) => {
        const app = results.find((r) => r.round === i + 1 && r.n === n && r.variant === 'app')!;
        const lwc = results.find((r) => r.round === i + 1 && r.n === n && r.variant === 'lwc')!;
        return app[metric] / lwc[metric];
      }),
    );
  const summary = Object.fromEntries(
    ns.map((n) => [
      n,
      {
        ...Object.fromEntries(VARIANTS.map((v) => [v, Object.fromEntries(METRICS.map((m) => [m, pick(v, n, m)]))])),
        ratios: Object.fromEntries(METRICS.map((m) => [m, ratio(n, m)])),
        appTableMs: median(results.filter((r) => r.variant === 'app' && r.n === n).map((r) => r.tableMs ?? Number.NaN)),
      },
    ]),
  ) as Record<number, Record<Variant | 'ratios', Record<Metric, number>> & { appTableMs: number }>;

  const lines = [
    '',
    `Kline chart, 390×300, DPR 2, 120 of N candles in view — ${cpu}× CPU, median of ${rounds} rounds (ms; ratio app ÷ lwc)`,
    '',
    '| Variant | N | render | update p50 / p95 | pan p50 / p95 | zoom out to all |',
    '|---|---|---|---|---|---|',
  ];
  for (const n of ns) {
    const s = summary[n]!;
    const r = s.ratios;
    for (const v of VARIANTS) {
      const m = s[v];
      const x = (metric: Metric) => (v === 'app' ? ` (${r[metric].toFixed(2)}×)` : '');
      lines.push(
        `| ${v === 'app' ? 'app (KlineChart)' : 'lwc (lightweight-charts)'} | ${n.toLocaleString('en')} | ` +
          `${fmt(m.renderMs)}${x('renderMs')} | ${fmt(m.updateP50)} / ${fmt(m.updateP95)}${x('updateP95')} | ` +
          `${fmt(m.panP50)}${x('panP50')} / ${fmt(m.panP95)}${x('panP95')} | ${fmt(m.fitMs)}${x('fitMs')} |`,
      );
    }
  }
  lines.push('');
  lines.push('Ratio goals (performance.md §4, app ÷ lightweight-charts, same run):');
  for (const n of ns) {
    const r = summary[n]!.ratios;
    const g = (name: string, value: number, goal: number) =>
      `${name} ${value.toFixed(2)}× ≤ ${goal}× ${mark(value <= goal)}`;
    lines.push(
      `- N=${n.toLocaleString('en')}: ` +
        [
          g('render', r.renderMs, RATIO_GOALS.render),
          g('update p95', r.updateP95, RATIO_GOALS.updateP95),
          g('pan p50', r.panP50, RATIO_GOALS.panP50),
          g('pan p95', r.panP95, RATIO_GOALS.panP95),
          g('zoom out', r.fitMs, RATIO_GOALS.fit),
        ].join('; '),
    );
  }
  const level = cpu >= 4 ? 4 : 1;
  const goals = ABSOLUTE[level];
  const gate = (name: string, value: number, goal: Goal) =>
    `${name} ${fmt(value)} ms — budget ≤ ${goal.budget}: ${mark(value <= goal.budget)}` +
    (goal.target === null ? '' : `, target ≤ ${goal.target}: ${mark(value <= goal.target)}`);
  lines.push('');
  lines.push(`Absolute goals (performance.md §4, app, ${level}× column${cpu !== level ? `; run at ${cpu}×` : ''}):`);
  for (const n of ns) {
    const app = summary[n]!.app;
    const parts = [gate('render', app.renderMs, goals.render[n] ?? goals.render[20000]!)];
    parts.push(gate('update p95', app.updateP95, goals.updateP95));
    parts.push(gate('pan p95', app.panP95, goals.panP95));
    if (n >= 20000) parts.push(gate('zoom out to all', app.fitMs, goals.fit20k));
    lines.push(`- N=${n.toLocaleString('en')}: ${parts.join('; ')}`);
  }
  if (level === 1)
    lines.push('  (the 16 ms frame budgets of update and pan at 20,000 candles are the 4× column: run with --cpu 4)');
  lines.push('');
  lines.push(
    `Screen-reader table in the DOM after mount (deferred past the first paint): ` +
      ns.map((n) => `N=${n.toLocaleString('en')} ${fmt(summary[n]!.appTableMs)} ms`).join(', '),
  );
  if (chunk) {
    const kib = (bytes: number) => bytes / 1024;
    const total = kib(chunk.jsGzip + chunk.cssGzip);
    lines.push('');
    lines.push(
      `Kline chunk (chart + d3, minified, gzip -9): JS ${kib(chunk.jsGzip).toFixed(1)} KiB ` +
        `(${kib(chunk.jsBytes).toFixed(1)} KiB min) + CSS ${kib(chunk.cssGzip).toFixed(2)} KiB = ${total.toFixed(1)} KiB — ` +
        `budget ≤ ${CHUNK_GOAL.budget}: ${mark(total <= CHUNK_GOAL.budget)}, target ≤ ${CHUNK_GOAL.target}: ${mark(total <= CHUNK_GOAL.target!)}`,
    );
    lines.push(
      `  without d3 (shared with Sparkline in the app): ${kib(chunk.ownJsGzip + chunk.cssGzip).toFixed(1)} KiB gzip`,
    );
  }
  const report = lines.join('\n');
  console.log(report);

  await mkdir(outDir, { recursive: true });
  const json = path.join(outDir, 'kline.json');
  await writeFile(
    json,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        chromium: options.browser.version(),
        cpu,
        rounds,
        ns,
        viewport: { width: 390, height: 844, deviceScaleFactor: 2 },
        chart: { width: 390, height: 300, visible: 120 },
        summary,
        chunk,
        runs: results,
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(path.join(outDir, 'kline.md'), `${report}\n`);
  console.log(`\nRaw results: ${path.relative(repo, json)} (report: kline.md)`);
}
