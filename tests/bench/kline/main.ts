import { candles as makeCandles, ticks } from './data.ts';
import type { ChartDriver } from './driver.ts';

/**
 * The page side of the kline benchmark (performance.md §3): `?v=app|lwc&n=2000|20000`. Both
 * charts get the same candles, the last 120 in view, and the same steps:
 * render (mount to the end of the first frame), live updates, pans of 2 candles, zoom out to all.
 */

export interface KlineRunOptions {
  updates: number;
  /** Pan steps each way, and candles per step. */
  panSteps: number;
  panBars: number;
}

export interface KlineRunResult {
  variant: string;
  n: number;
  renderMs: number;
  /** The synchronous mount alone. */
  mountMs: number;
  update: number[];
  pan: number[];
  fitMs: number;
  /** rAF callback time (the chart's drawing) and synchronous time per step, for reading the busy figures. */
  updateRaf: number[];
  panRaf: number[];
  updateSync: number[];
  panSync: number[];
  /** App only: when the screen-reader table was in the DOM (ms after mount started). */
  tableMs: number | null;
}

/** This page's globals (the list page has its own; both pages share one TypeScript project). */
export interface KlinePage {
  __bench: { rafBusy: number };
  __nativeRaf: typeof requestAnimationFrame;
  __klineReady?: boolean;
  __klineRun?: (options: KlineRunOptions) => Promise<KlineRunResult>;
}
const page = window as unknown as KlinePage;

const params = new URLSearchParams(location.search);
const variant = params.get('v') === 'lwc' ? 'lwc' : 'app';
const N = Number(params.get('n') ?? 2000);
const VISIBLE = 120;

/** Resolves when the frame after now has been rendered: a message posted in rAF runs after paint. */
function frameEnd(): Promise<{ rafAt: number; end: number }> {
  return new Promise((resolve) => {
    page.__nativeRaf(() => {
      const rafAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ rafAt, end: performance.now() });
      channel.port2.postMessage(null);
    });
  });
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Busy time of one step: the synchronous call, the charts' rAF callbacks (they run before the
 * harness's own rAF, registered later in the same frame), and the rendering update up to the
 * message posted from that rAF (style, layout, paint).
 */
async function step(action: () => void): Promise<{ busy: number; raf: number; sync: number }> {
  page.__bench.rafBusy = 0;
  const start = performance.now();
  action();
  const syncEnd = performance.now();
  const frame = await frameEnd();
  const raf = page.__bench.rafBusy;
  return { busy: syncEnd - start + raf + (frame.end - frame.rafAt), raf, sync: syncEnd - start };
}

async function run({ updates, panSteps, panBars }: KlineRunOptions): Promise<KlineRunResult> {
  const { driver } = (variant === 'app' ? await import('./app.tsx') : await import('./lwc.ts')) as {
    driver: ChartDriver;
  };
  const data = makeCandles(N);
  const container = document.getElementById('root')!;
  let tableMs: number | null = null;
  const t0Holder = { t0: 0 };
  const watcher = new MutationObserver(() => {
    if (tableMs === null && container.querySelector('tbody tr')) tableMs = performance.now() - t0Holder.t0;
  });
  watcher.observe(container, { childList: true, subtree: true });
  driver.prepare(data);
  await frameEnd();

  // Render: mount (synchronously) to the end of the first frame.
  const t0 = performance.now();
  t0Holder.t0 = t0;
  driver.mount(container, { from: N - VISIBLE, to: N - 1 });
  const mountMs = performance.now() - t0;
  const { end } = await frameEnd();
  const renderMs = end - t0;
  await frameEnd();
  await idle(300);

  const update: number[] = [];
  const updateRaf: number[] = [];
  const updateSync: number[] = [];
  for (const candle of ticks(data[N - 1]!, updates)) {
    const { busy, raf, sync } = await step(() => driver.update(candle));
    update.push(busy);
    updateRaf.push(raf);
    updateSync.push(sync);
  }
  await idle(300);

  // Pan: the view as after the updates (appended candles included), 2 candles per step.
  const count = N + Math.floor(updates / 10);
  let to = count - 1;
  const pan: number[] = [];
  const panRaf: number[] = [];
  const panSync: number[] = [];
  for (let i = 0; i < panSteps * 2; i++) {
    to += i < panSteps ? -panBars : panBars;
    const last = to;
    const { busy, raf, sync } = await step(() => driver.setRange(last - VISIBLE + 1, last));
    pan.push(busy);
    panRaf.push(raf);
    panSync.push(sync);
  }
  await idle(300);

  const fit = await step(() => driver.fitAll());
  await idle(100);
  watcher.disconnect();
  driver.unmount();
  return {
    variant,
    n: N,
    renderMs,
    mountMs,
    update,
    pan,
    fitMs: fit.busy,
    updateRaf,
    panRaf,
    updateSync,
    panSync,
    tableMs,
  };
}

/** `&show`: just mount the chart (to look at it, or to compare both charts by eye). */
async function show(): Promise<void> {
  const { driver } = (variant === 'app' ? await import('./app.tsx') : await import('./lwc.ts')) as {
    driver: ChartDriver;
  };
  driver.prepare(makeCandles(N));
  driver.mount(document.getElementById('root')!, { from: N - VISIBLE, to: N - 1 });
}

if (params.has('show')) void show();
page.__klineRun = run;
page.__klineReady = true;
