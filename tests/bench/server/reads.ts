/**
 * The server's read path under load (issue #17): `stock/quote` (ten ids) and `stock/list` (a page
 * of twenty) against the real server — `main.ts` as its own process on the embedded database — on
 * loopback, driven by autocannon, beside a bare Fastify route answering the same bytes (the floor)
 * measured in the same run, so the ratio holds on a noisy machine. Printed: requests/s, p50, p99,
 * non-2xx or failed answers, and the ratio to the floor.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { exited, freePort, ok, processApi, startServerProcess } from '@broker/server/testing';

export interface ReadBenchOptions {
  /** Seconds per measurement. */
  seconds: number;
  connections: number;
  outDir: string;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
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

async function load(url: string, body: unknown, headers: Record<string, string>, options: ReadBenchOptions) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
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
  const server = await startServerProcess({
    port,
    env: { DATA_DIR: dir, ADMIN_KEY: adminKey, INVITE_CODE: 'BENCH001' },
  });
  const floors: ChildProcess[] = [];
  try {
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
      { name: 'stock/list (page of 20)', route: 'stock/list', body: { market: 'nl', page: 1, pageSize: 20 } },
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
      const real = await load(url, body, headers, options);
      const bare = await load(floor.url, body, {}, options);
      floor.proc.kill();
      rows.push({ name, real, floor: bare, bytes: Buffer.byteLength(answer) });
    }
    console.log('| path | answer bytes | req/s | p50 ms | p99 ms | failed | floor req/s | floor p99 ms | × floor |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { name, real, floor, bytes } of rows) {
      console.log(
        `| ${name} | ${bytes} | ${real.requestsPerSecond.toFixed(0)} | ${real.p50} | ${real.p99} | ${real.failed} | ${floor.requestsPerSecond.toFixed(0)} | ${floor.p99} | ${(real.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} |`,
      );
    }
    await fs.mkdir(options.outDir, { recursive: true });
    await fs.writeFile(path.join(options.outDir, 'reads.json'), JSON.stringify(rows, null, 2));
  } finally {
    for (const floor of floors) floor.kill();
    server.kill();
    await exited(server);
    await fs.rm(dir, { recursive: true, force: true });
  }
}
