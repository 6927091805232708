/**
 * The server's read path under load (issue #17): `stock/quote` (ten ids) and `stock/list` (a page
 * of twenty, and the home screen's top five movers, sorted by change) against the real server —
 * `main.ts` as its own process on the embedded database — on loopback, driven by autocannon,
 * beside a bare Fastify route answering the same bytes (the floor) measured in the same run, so
 * the ratio holds on a noisy machine. Printed: requests/s, p50, p99, non-2xx or failed answers,
 * each process's CPU time per request, and the ratio to the floor. With `profile`, the server
 * runs under the inspector and each path's measurement is CPU-profiled (profile.ts): the top
 * functions by self time are printed and the profiles written to `out/` (open them in Chrome's
 * DevTools); the figures of such a run are slowed by the profiler and not comparable.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { exited, freePort, ok, processApi, startServerProcess } from '@broker/server/testing';
import { connectProfiler, selfTimeByArea, topSelfTime, type CpuProfile, type Profiler } from './profile.ts';

export interface ReadBenchOptions {
  /** Seconds per measurement. */
  seconds: number;
  connections: number;
  outDir: string;
  /** CPU-profile the server during each measurement. */
  profile?: boolean;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /**
   * The serving process's CPU time (user + system) per answered request, in µs: what a request
   * costs whatever else the machine is doing, where req/s and latency also measure the
   * neighbours (and autocannon, on the same two cores). Null where /proc is missing.
   */
  cpuUs: number | null;
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

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const PROC_TICKS_PER_SECOND = 100;

/** The CPU time (ms, user + system) a process has used so far; null without /proc (not Linux). */
async function cpuMsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis, utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / PROC_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function load(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: ReadBenchOptions,
  serverPid?: number,
) {
  const cpuBefore = await cpuMsOf(serverPid);
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    connections: options.connections,
    duration: options.seconds,
  });
  const cpuAfter = await cpuMsOf(serverPid);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUs:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  } satisfies Figures;
}

/** The floor server on a free port, answering `body`. */
async function startFloor(body: string, dir: string): Promise<{ proc: ChildProcess; url: string }> {
  const port = await freePort();
  const bodyFile = path.join(dir, `floor-${port}.json`);
  await fs.writeFile(bodyFile, body);
  const proc = fork(path.join(import.meta.dirname, 'floorServer.ts'), [], {
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.once('message', () => resolve());
    proc.once('exit', (code) => reject(new Error(`floor server exited ${code}`)));
  });
  return { proc, url: `http://127.0.0.1:${port}/floor` };
}

export async function runReadBench(options: ReadBenchOptions): Promise<void> {
  console.log(
    `\nServer read path: the real server (own process, embedded database) beside a bare Fastify route, ${options.connections} connections, ${options.seconds} s each`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-read-bench-'));
  const port = await freePort();
  const adminKey = randomBytes(24).toString('base64url');
  const inspectPort = options.profile ? await freePort() : null;
  const server = await startServerProcess({
    port,
    env: { DATA_DIR: dir, ADMIN_KEY: adminKey, INVITE_CODE: 'BENCH001' },
    nodeArgs: inspectPort === null ? [] : [`--inspect=127.0.0.1:${inspectPort}`],
  });
  const floors: ChildProcess[] = [];
  let profiler: Profiler | null = null;
  try {
    if (inspectPort !== null) profiler = await connectProfiler(inspectPort);
    const profiles: { name: string; profile: CpuProfile }[] = [];
    const api = processApi(port, adminKey);
    const account = `reads_${randomUUID().slice(0, 8)}`;
    const session = ok(
      await api.post('user/register', {
        account,
        password: 'tulpen aan de Amstel',
        confirmPassword: 'tulpen aan de Amstel',
        inviteCode: 'BENCH001',
      }),
    );
    const headers = { token: session.data.token as string, account };
    const paths = [
      { name: 'stock/quote (10 ids)', route: 'stock/quote', body: { stockIds: QUOTE_IDS } },
      { name: 'stock/list (page of 20)', route: 'stock/list', body: { market: 'nl', page: 1, size: 20 } },
      {
        name: 'stock/list (top 5 movers)',
        route: 'stock/list',
        body: { market: 'nl', sort: 'changePct', page: 1, size: 5 },
      },
    ];
    const rows: { name: string; real: Figures; floor: Figures; bytes: number }[] = [];
    for (const { name, route, body } of paths) {
      const url = `http://127.0.0.1:${port}/api/vue/${route}`;
      const sample = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const answer = await sample.text();
      if (JSON.parse(answer).status !== 1) throw new Error(`${route}: ${answer}`);
      const floor = await startFloor(answer, dir);
      floors.push(floor.proc);
      // Warm-up of both, then the measurements, one at a time (two cores: never both at once).
      await load(url, body, headers, { ...options, seconds: 2 });
      await load(floor.url, body, {}, { ...options, seconds: 2 });
      await profiler?.start();
      const real = await load(url, body, headers, options, server.pid);
      if (profiler) profiles.push({ name, profile: await profiler.stop() });
      const bare = await load(floor.url, body, {}, options, floor.proc.pid);
      floor.proc.kill();
      rows.push({ name, real, floor: bare, bytes: Buffer.byteLength(answer) });
    }
    console.log(
      '| path | answer bytes | req/s | p50 ms | p99 ms | failed | CPU µs/req | floor req/s | floor p99 ms | floor CPU µs/req | × floor |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const us = (value: number | null) => (value === null ? '–' : value.toFixed(0));
    for (const { name, real, floor, bytes } of rows) {
      console.log(
        `| ${name} | ${bytes} | ${real.requestsPerSecond.toFixed(0)} | ${real.p50} | ${real.p99} | ${real.failed} | ${us(real.cpuUs)} | ${floor.requestsPerSecond.toFixed(0)} | ${floor.p99} | ${us(floor.cpuUs)} | ${(real.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} |`,
      );
    }
    await fs.mkdir(options.outDir, { recursive: true });
    await fs.writeFile(path.join(options.outDir, 'reads.json'), JSON.stringify(rows, null, 2));
    for (const { name, profile } of profiles) printProfile(name, profile);
    for (const { name, profile } of profiles) {
      const slug = name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
      const file = path.join(options.outDir, `reads-${slug}.cpuprofile`);
      await fs.writeFile(file, JSON.stringify(profile));
      console.log(`\nProfile of ${name}: ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    profiler?.close();
    for (const floor of floors) floor.kill();
    server.kill();
    await exited(server);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function printProfile(name: string, profile: CpuProfile): void {
  console.log(`\nServer CPU profile during ${name} (profiled: slower than the table's unprofiled runs)`);
  console.log('| self time: function | ms | % |');
  console.log('| --- | ---: | ---: |');
  for (const row of topSelfTime(profile, 10))
    console.log(`| ${row.where} | ${row.ms.toFixed(0)} | ${row.pct.toFixed(1)} |`);
  console.log('| self time: area | ms | % |');
  console.log('| --- | ---: | ---: |');
  for (const row of selfTimeByArea(profile, 10))
    console.log(`| ${row.where} | ${row.ms.toFixed(0)} | ${row.pct.toFixed(1)} |`);
}
