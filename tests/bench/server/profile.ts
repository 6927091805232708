/**
 * CPU profiles of the server process for the read bench (`--profile`): the server runs with
 * `--inspect` on a loopback port and the bench drives V8's profiler over the inspector protocol,
 * so that a profile covers exactly one measurement — not the start, whose five years of simulated
 * history would drown the read path. The summary is the top functions by self time.
 */

/** The part of a V8 `.cpuprofile` the summary reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface Profiler {
  start(): Promise<void>;
  stop(): Promise<CpuProfile>;
  close(): void;
}

/** Connects to the inspector of a process started with `--inspect=127.0.0.1:<port>`. */
export async function connectProfiler(inspectPort: number): Promise<Profiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  return {
    start: async () => {
      await send('Profiler.start');
    },
    stop: async () => ((await send('Profiler.stop')) as { profile: CpuProfile }).profile,
    close: () => socket.close(),
  };
}

export interface SelfTimeRow {
  /** `name (file:line)`, the file relative to the repository or node_modules. */
  where: string;
  ms: number;
  pct: number;
}

/** Self time summed by `keyOf` each sample's function, the largest `count`, with their share of all. */
function selfTimeBy(
  profile: CpuProfile,
  count: number,
  keyOf: (frame: CpuProfile['nodes'][number]['callFrame']) => string,
): SelfTimeRow[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const node = byNode.get(samples[index]!);
    // A sample's time is the gap to the next one (V8's deltas are to the previous).
    const ms = (deltas[index + 1] ?? 0) / 1000;
    if (!node) continue;
    total += ms;
    const key = keyOf(node.callFrame);
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  }
  return [...selfMs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, ms]) => ({ where, ms, pct: total > 0 ? (ms / total) * 100 : 0 }));
}

/** The functions with the most self time, merged by name and place. */
export const topSelfTime = (profile: CpuProfile, count: number): SelfTimeRow[] =>
  selfTimeBy(profile, count, ({ functionName, url, lineNumber }) => {
    const file = url
      .replace(/^file:\/\//, '')
      .replace(/^.*\/(node_modules\/)/, '$1')
      .replace(/^.*\/packages\//, '');
    return `${functionName || '(anonymous)'}${file ? ` (${file}:${lineNumber + 1})` : ''}`;
  });

/**
 * Self time by where the code lives: a dependency (`node_modules/<name>`), one of our packages
 * (`server/features/market`), Node's own (`node:internal`), or V8's (`(garbage collector)` …).
 */
export const selfTimeByArea = (profile: CpuProfile, count: number): SelfTimeRow[] =>
  selfTimeBy(profile, count, ({ url, functionName }) => areaOf(url, functionName));

function areaOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return `node_modules/${dependency[1]}`;
  const ours = /\/packages\/([^/]+)\/src\/((?:features\/)?[^/]+)/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]!.replace(/\.ts$/, '')}`;
  return url.replace(/^file:\/\//, '');
}
