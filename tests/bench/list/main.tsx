import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RecordsList, ThemeRoot, installRootFontSize, vars } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';

/** The page side of the list benchmark (performance.md §3): `?v=windowed`, `paged`, `plain` or `floor`. */

interface BenchHooks {
  rafBusy: number;
  scrollStart: number | null;
}

export interface ListRunResult {
  variant: string;
  renderMs: number;
  /** The synchronous mount alone (React render + commit + layout effects). */
  mountMs: number;
  domRows: number;
  steps: number[];
  rafMs: number[];
}

declare global {
  interface Window {
    __bench: BenchHooks;
    __nativeRaf: typeof requestAnimationFrame;
    __benchReady?: boolean;
    __benchRun?: (options: { steps: number; stepPx: number }) => Promise<ListRunResult>;
  }
}

const params = new URLSearchParams(location.search);
/** `?n=` changes the record count (default 10,000), e.g. `?v=plain&n=30` for a floor reference. */
const COUNT = Number(params.get('n') ?? 10_000);
const ROW_PX = 40;

interface Rec {
  id: number;
  name: string;
  amount: string;
}

const records: Rec[] = Array.from({ length: COUNT }, (_, i) => ({
  id: i,
  name: `Order ${i + 1}`,
  amount: (((i * 7919) % 100_000) / 100).toFixed(2),
}));

function Row({ record }: { record: Rec }) {
  return (
    <div
      style={{
        height: ROW_PX,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        paddingInline: 16,
        borderBottom: `1px solid ${vars.color.border}`,
      }}
    >
      <span>{record.name}</span>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{record.amount}</span>
    </div>
  );
}

const renderRow = (record: Rec) => <Row record={record} />;
const rowKey = (record: Rec) => record.id;
const noMore = () => Promise.resolve();

/**
 * RecordsList alone (`windowed`), or as the app's screens use it (`paged`): more records to load,
 * so the footer offers "load more", and pull-to-refresh around it.
 */
function Windowed({ paged = false }: { paged?: boolean }) {
  return (
    <RecordsList
      label="Orders"
      items={records}
      hasMore={paged}
      loadMore={noMore}
      onRefresh={paged ? noMore : undefined}
      renderItem={renderRow}
      itemKey={rowKey}
      estimateSize={ROW_PX}
    />
  );
}

const Paged = () => <Windowed paged />;

/**
 * The floor: only the rows one window shows (the visible ones plus the windowed list's overscan
 * of 6), rendered once as static rows. No windowed list can first-render for less on the same
 * machine, so it tells how much of the windowed figure is the list's own work.
 */
function Floor() {
  const visible = Math.ceil(window.innerHeight / ROW_PX) + 6;
  return (
    <ul aria-label="Orders" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {records.slice(0, visible).map((record) => (
        <li key={record.id}>
          <Row record={record} />
        </li>
      ))}
    </ul>
  );
}

function Plain() {
  return (
    <ul aria-label="Orders" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {records.map((record) => (
        <li key={record.id}>
          <Row record={record} />
        </li>
      ))}
    </ul>
  );
}

const VARIANTS = { windowed: Windowed, paged: Paged, plain: Plain, floor: Floor } as const;
const requested = params.get('v');
const variant: keyof typeof VARIANTS =
  requested !== null && Object.hasOwn(VARIANTS, requested) ? (requested as keyof typeof VARIANTS) : 'windowed';

/** Resolves when the frame after now has been rendered: a message posted in rAF runs after paint. */
function frameEnd(): Promise<{ rafAt: number; end: number }> {
  return new Promise((resolve) => {
    window.__nativeRaf(() => {
      const rafAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ rafAt, end: performance.now() });
      channel.port2.postMessage(null);
    });
  });
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run({ steps, stepPx }: { steps: number; stepPx: number }): Promise<ListRunResult> {
  installRootFontSize(window);
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const List = VARIANTS[variant];

  // Render: mount (synchronously) to the end of the first frame.
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      <ThemeRoot brand={dutchBrand}>
        <List />
      </ThemeRoot>,
    ),
  );
  const mountMs = performance.now() - t0;
  const { end } = await frameEnd();
  const renderMs = end - t0;

  await frameEnd();
  await idle(300);
  const domRows = container.querySelectorAll('li').length;

  // Scroll: busy time per step = the scrollBy call + scroll handlers + rAF callbacks + the
  // rendering update, from the first scroll handler (or the first rAF) to the message.
  const busy: number[] = [];
  const rafMs: number[] = [];
  for (let i = 0; i < steps; i++) {
    window.__bench.scrollStart = null;
    window.__bench.rafBusy = 0;
    const start = performance.now();
    window.scrollBy(0, stepPx);
    const syncEnd = performance.now();
    const frame = await frameEnd();
    const from = Math.max(window.__bench.scrollStart ?? frame.rafAt, syncEnd);
    busy.push(syncEnd - start + (frame.end - from));
    rafMs.push(window.__bench.rafBusy);
  }
  root.unmount();
  return { variant, renderMs, mountMs, domRows, steps: busy, rafMs };
}

window.__benchRun = run;
window.__benchReady = true;
