/**
 * The list benchmark (performance.md §3/§4): RecordsList with 10,000 records against all rows
 * rendered plainly, in the same Chromium run; the goals apply to the plain RecordsList. `paged` is
 * RecordsList as the app's screens use it (more to load, pull-to-refresh around it), printed
 * beside it. Another variant, the floor, renders only the rows
 * one window shows, statically: what any windowed list costs at least on this machine, so a
 * render goal below it cannot be met here whatever the list does. Prints medians over rounds;
 * never fails on a goal.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright';
import { fmt, mark, median, percentile, phonePage } from '../harness.ts';

const VARIANTS = ['windowed', 'paged', 'plain', 'floor'] as const;
type Variant = (typeof VARIANTS)[number];

/** performance.md §4, the 10,000-record list (windowed). */
const GOALS = {
  1: { render: { budget: 40, target: 25 }, scrollP95: { budget: 10, target: 8 }, domRows: 60 },
  4: { render: { budget: 100, target: null }, scrollP95: { budget: 20, target: null }, domRows: 60 },
} as const;

export interface ListBenchOptions {
  browser: Browser;
  base: string;
  cpu: number;
  rounds: number;
  steps: number;
  stepPx: number;
  outDir: string;
  repo: string;
}

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
  /** p95 without the first WARM_UP steps, which run the scroll path's code for the first time. */
  warmP95: number;
}

/** Steps left out of the warm p95: the first steps of a fresh page compile and optimise code. */
const WARM_UP = 20;

async function measure(options: ListBenchOptions, variant: Variant, round: number): Promise<RunResult> {
  const { context, page } = await phonePage(options.browser, options.cpu);
  try {
    await page.goto(`${options.base}/list/index.html?v=${variant}`);
    await page.waitForFunction(() => window.__benchReady === true);
    // The floor is a single window of rows: nothing to scroll, render only.
    const steps = variant === 'floor' ? 0 : options.steps;
    const result = await page.evaluate((o) => window.__benchRun!(o), { steps, stepPx: options.stepPx });
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
      warmP95: percentile(result.steps.slice(WARM_UP), 0.95),
    };
  } finally {
    await context.close();
  }
}

export async function runListBench(options: ListBenchOptions): Promise<void> {
  const { cpu, rounds, steps, stepPx, outDir, repo } = options;
  console.log(`\nList: ${cpu}× CPU, ${rounds} rounds, ${steps} steps of ${stepPx} px`);
  // Warm-up pass (not recorded): caches, JIT, fonts.
  for (const variant of VARIANTS) await measure(options, variant, 0);
  const results: RunResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      const result = await measure(options, variant, round);
      results.push(result);
      const scroll = variant === 'floor' ? '' : `scroll p50 ${fmt(result.p50)} / p95 ${fmt(result.p95)} ms, `;
      console.log(
        `  round ${round} ${variant.padEnd(8)} render ${fmt(result.renderMs)} ms (mount ${fmt(result.mountMs)}), ` +
          `${scroll}${result.domRows} rows in DOM`,
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
          warmP95: median(runs.map((r) => r.warmP95)),
          domRows: median(runs.map((r) => r.domRows)),
        },
      ];
    }),
  ) as Record<Variant, { renderMs: number; scrollP50: number; scrollP95: number; warmP95: number; domRows: number }>;
  // Paired ratios per round (a ÷ b), then their median: noise is shared within a round.
  const paired = (a: Variant, b: Variant, pick: (r: RunResult) => number) =>
    median(
      Array.from({ length: rounds }, (_, i) => {
        const first = results.find((r) => r.round === i + 1 && r.variant === a)!;
        const second = results.find((r) => r.round === i + 1 && r.variant === b)!;
        return pick(first) / pick(second);
      }),
    );
  const ratios = {
    render: paired('plain', 'windowed', (r) => r.renderMs),
    scrollP50: paired('plain', 'windowed', (r) => r.p50),
    scrollP95: paired('plain', 'windowed', (r) => r.p95),
    renderOverFloor: paired('windowed', 'floor', (r) => r.renderMs),
    pagedOverFloor: paired('paged', 'floor', (r) => r.renderMs),
  };

  const { windowed, paged, plain, floor } = summary;
  const lines = [
    '',
    `10,000-record list, 40 px rows, 390×844 — ${cpu}× CPU, median of ${rounds} rounds (ms)`,
    '',
    `| Variant | rows in DOM | render | scroll step p50 | scroll step p95 | p95 after ${WARM_UP} steps |`,
    '|---|---|---|---|---|---|',
    `| plain | ${plain.domRows} | ${fmt(plain.renderMs)} | ${fmt(plain.scrollP50)} | ${fmt(plain.scrollP95)} | ${fmt(plain.warmP95)} |`,
    `| windowed (RecordsList) | ${windowed.domRows} | ${fmt(windowed.renderMs)} | ${fmt(windowed.scrollP50)} | ${fmt(windowed.scrollP95)} | ${fmt(windowed.warmP95)} |`,
    `| paged, pull-to-refresh (as in the app) | ${paged.domRows} | ${fmt(paged.renderMs)} | ${fmt(paged.scrollP50)} | ${fmt(paged.scrollP95)} | ${fmt(paged.warmP95)} |`,
    `| floor (one window of static rows) | ${floor.domRows} | ${fmt(floor.renderMs)} | | | |`,
    `| plain ÷ windowed | | ${ratios.render.toFixed(1)}× | ${ratios.scrollP50.toFixed(1)}× | ${ratios.scrollP95.toFixed(1)}× | |`,
    `| windowed ÷ floor | | ${ratios.renderOverFloor.toFixed(2)}× | | | |`,
    `| paged ÷ floor | | ${ratios.pagedOverFloor.toFixed(2)}× | | | |`,
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
  const renderTarget = goals.render.target ?? goals.render.budget;
  if (floor.renderMs > renderTarget) {
    lines.push(
      `(the floor, ${fmt(floor.renderMs)} ms, is above the render goal of ${renderTarget} ms: no windowed list ` +
        `can meet it on this machine; windowed ÷ floor is the list's own share)`,
    );
  }
  if (cpu !== 1 && cpu !== 4) lines.push(`(goals are defined for 1× and 4×; ${cpu}× is compared with the 4× goals)`);
  console.log(lines.join('\n'));

  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, 'list.json');
  await writeFile(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        chromium: options.browser.version(),
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
  console.log(`\nRaw results: ${path.relative(repo, file)}`);
}
