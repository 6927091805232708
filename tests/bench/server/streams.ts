/**
 * Live prices at scale (issue #17): the real server — `main.ts` as its own process on the
 * embedded database, its clock inside every market's trading hours so that every quote moves
 * every second (the worst case) — holding `streams` open `stock/stream`s of `idsPerStream`
 * instruments each, from this process over plain `http` with a keep-alive agent, for `seconds`.
 * Beside it, the floor: a bare Fastify SSE endpoint in its own process writing an event of the
 * same bytes to as many connections every second (streamFloorServer.ts).
 *
 * Printed for each: the server process's RSS before the streams open and with them open
 * (/proc/<pid>/status VmRSS), its CPU over the window (/proc/<pid>/stat utime + stime, percent of
 * one core), events received a second, and the tick latency p50/p99/max — the time from the
 * tick's scheduled instant (each event's SSE `id`, the server's clock) to the event's arrival
 * here (the same machine's clock). Raw results in out/streams.json. Figures, never a test.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { exited, freePort, startServerProcess } from '@broker/server/testing';
import { fmt, percentile } from '../harness.ts';

export interface StreamBenchOptions {
  streams: number;
  idsPerStream: number;
  /** Length of the measured window. */
  seconds: number;
  outDir: string;
}

/** Streams per account: under the server's limit of 16, like a person with ten windows and devices. */
const STREAMS_PER_ACCOUNT = 10;
/** Registrations per client address (127.0.0.x): under the 30 a minute that register allows one address. */
const REGISTRATIONS_PER_ADDRESS = 25;
/** A Tuesday, 16:00 in Amsterdam and 10:00 in New York: every market trades, every quote moves every second. */
const CLOCK_START = '2026-11-24T15:00:00Z';
const INVITE_CODE = 'BENCH001';
const PASSWORD = 'tulpen aan de Amstel';

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's resident memory (MiB) and the CPU time it has used (s), from /proc. */
function processStats(pid: number): { rssMiB: number; cpuSeconds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name "(…)": state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rssMiB: rssKiB / 1024, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Now on this machine's clock, to a fraction of a millisecond. */
const preciseNow = () => performance.timeOrigin + performance.now();

/** What every stream of one side reports into. */
class Sink {
  recording = false;
  events = 0;
  bytes = 0;
  latencies: number[] = [];
  /** Quotes events per stream over the whole run (a stream that never got one is a failure). */
  perStream: number[] = [];
  ended = 0;
  sample = '';

  onEvent(stream: number, id: string, data: string, arrivedAt: number) {
    this.perStream[stream] = (this.perStream[stream] ?? 0) + 1;
    if (!this.recording) return;
    this.events += 1;
    this.bytes += data.length;
    this.latencies.push(arrivedAt - Number(id));
    this.sample = data;
  }
}

/** POSTs JSON and resolves with the parsed answer (register, lists). */
function postJson(
  agent: http.Agent,
  port: number,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<{ status: number; msg: string; data: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: `/api/vue/${route}`,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** Opens one event stream; resolves once its headers are in. Events go to `sink`. */
function openStream(
  agent: http.Agent,
  port: number,
  urlPath: string,
  body: unknown,
  headers: Record<string, string>,
  sink: Sink,
  index: number,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('text/event-stream')) {
          reject(new Error(`stream ${index}: HTTP ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const arrivedAt = preciseNow();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let id = '';
            let event = '';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (event === 'quotes' && id) sink.onEvent(index, id, data, arrivedAt);
          }
        });
        response.on('end', () => (sink.ended += 1));
        response.on('error', () => {});
        resolve(request);
      },
    );
    request.on('error', (error) => reject(error));
    request.end(JSON.stringify(body));
  });
}

interface SideFigures {
  streams: number;
  rssBeforeMiB: number;
  rssWithStreamsMiB: number;
  cpuPercent: number;
  clientCpuPercent: number;
  eventsPerSecond: number;
  kibPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  silentStreams: number;
  endedStreams: number;
  /** The machine's 1-minute load average at the window's end (other work on the two cores). */
  loadAverage: number;
}

/** Opens `count` streams (in batches), waits until each has had an event, measures the window, closes them. */
async function measureSide(options: {
  pid: number;
  count: number;
  seconds: number;
  open: (index: number, sink: Sink, agent: http.Agent) => Promise<http.ClientRequest>;
}): Promise<{ figures: SideFigures; sample: string }> {
  const { pid, count, seconds } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const sink = new Sink();
  const requests: http.ClientRequest[] = [];
  try {
    await sleep(1000);
    const before = processStats(pid);
    for (let start = 0; start < count; start += 50) {
      const batch = Array.from({ length: Math.min(50, count - start) }, (_, k) => options.open(start + k, sink, agent));
      requests.push(...(await Promise.all(batch)));
    }
    const deadline = Date.now() + 10_000;
    while (sink.perStream.filter((events) => events > 0).length < count && Date.now() < deadline) await sleep(100);
    // A few ticks to settle, then the window from half-way between two ticks: exactly `seconds` ticks.
    await sleep(3000 + (1500 - (Date.now() % 1000)));
    const counted = [...sink.perStream];
    const start = processStats(pid);
    const clientStart = process.cpuUsage();
    const startedAt = performance.now();
    sink.recording = true;
    await sleep(seconds * 1000);
    sink.recording = false;
    const wallSeconds = (performance.now() - startedAt) / 1000;
    const end = processStats(pid);
    const client = process.cpuUsage(clientStart);
    let silent = 0;
    for (let index = 0; index < count; index += 1)
      if ((sink.perStream[index] ?? 0) <= (counted[index] ?? 0)) silent += 1;
    return {
      sample: sink.sample,
      figures: {
        streams: requests.length,
        rssBeforeMiB: before.rssMiB,
        rssWithStreamsMiB: end.rssMiB,
        cpuPercent: ((end.cpuSeconds - start.cpuSeconds) / wallSeconds) * 100,
        clientCpuPercent: ((client.user + client.system) / 1e6 / wallSeconds) * 100,
        eventsPerSecond: sink.events / wallSeconds,
        kibPerSecond: sink.bytes / 1024 / wallSeconds,
        p50: percentile(sink.latencies, 0.5),
        p99: percentile(sink.latencies, 0.99),
        max: sink.latencies.reduce((most, latency) => Math.max(most, latency), Number.NEGATIVE_INFINITY),
        silentStreams: silent,
        endedStreams: sink.ended,
        loadAverage: os.loadavg()[0]!,
      },
    };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
  }
}

/** The ids of every instrument the server quotes (its lists and indexes). */
async function instrumentIds(agent: http.Agent, port: number, headers: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await postJson(agent, port, 'stock/list', { page, size: 100 }, headers);
    ids.push(...answer.data.items.map((quote: { stockId: string }) => quote.stockId));
    if (ids.length >= answer.data.total) break;
  }
  const indexes = await postJson(agent, port, 'stock/indexes', {}, headers);
  ids.push(...indexes.data.map((quote: { stockId: string }) => quote.stockId));
  return ids;
}

/** Registers `count` accounts, spreading them over loopback addresses under the per-address limit. */
async function registerAccounts(agent: http.Agent, port: number, count: number) {
  const sessions: Record<string, string>[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, k) => {
      const index = start + k;
      const account = `streams_${randomUUID().slice(0, 8)}`;
      const answer = await postJson(
        agent,
        port,
        'user/register',
        { account, password: PASSWORD, confirmPassword: PASSWORD, inviteCode: INVITE_CODE },
        {},
        `127.0.0.${2 + Math.floor(index / REGISTRATIONS_PER_ADDRESS)}`,
      );
      if (answer.status !== 1) throw new Error(`register: ${JSON.stringify(answer)}`);
      return { token: answer.data.token as string, account };
    });
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}

async function startFloor(data: string, dir: string): Promise<{ proc: ChildProcess; port: number }> {
  const port = await freePort();
  const dataFile = path.join(dir, 'floor-event.txt');
  await fs.writeFile(dataFile, data);
  const proc = fork(path.join(import.meta.dirname, 'streamFloorServer.ts'), [], {
    env: { ...process.env, PORT: String(port), DATA_FILE: dataFile },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.once('message', () => resolve());
    proc.once('exit', (code) => reject(new Error(`floor server exited ${code}`)));
  });
  return { proc, port };
}

export async function runStreamBench(options: StreamBenchOptions): Promise<void> {
  const { streams, idsPerStream, seconds } = options;
  console.log(
    `\nLive prices at scale: ${streams} open stock/streams of ${idsPerStream} instruments on the real server (own process, embedded database, every market trading) beside a bare Fastify SSE floor, ${seconds} s each`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-stream-bench-'));
  const port = await freePort();
  const server = await startServerProcess({
    port,
    env: {
      DATA_DIR: dir,
      ADMIN_KEY: randomBytes(24).toString('base64url'),
      INVITE_CODE,
      CLOCK_START,
    },
  });
  let floor: ChildProcess | undefined;
  try {
    const setup = new http.Agent({ keepAlive: true });
    const sessions = await registerAccounts(setup, port, Math.ceil(streams / STREAMS_PER_ACCOUNT));
    const universe = await instrumentIds(setup, port, sessions[0]!);
    setup.destroy();
    const idsOf = (index: number) =>
      Array.from({ length: idsPerStream }, (_, k) => universe[(index * idsPerStream + k) % universe.length]!);

    const real = await measureSide({
      pid: server.pid!,
      count: streams,
      seconds,
      open: (index, sink, agent) =>
        openStream(
          agent,
          port,
          '/api/vue/stock/stream',
          { stockIds: idsOf(index) },
          sessions[Math.floor(index / STREAMS_PER_ACCOUNT)]!,
          sink,
          index,
        ),
    });
    server.kill();
    await exited(server);

    const started = await startFloor(real.sample, dir);
    floor = started.proc;
    const bare = await measureSide({
      pid: floor.pid!,
      count: streams,
      seconds,
      open: (index, sink, agent) => openStream(agent, started.port, '/floor', {}, {}, sink, index),
    });

    const rows = [
      { name: `real server (stock/stream, ${idsPerStream} ids)`, figures: real.figures },
      { name: 'floor (bare Fastify SSE, same event)', figures: bare.figures },
    ];
    console.log(
      `| server | streams | RSS before MiB | RSS with streams MiB | CPU % | events/s | KiB/s | tick p50 ms | tick p99 ms | max ms | silent | ended | bench client CPU % | load avg |`,
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { name, figures: f } of rows) {
      console.log(
        `| ${name} | ${f.streams} | ${f.rssBeforeMiB.toFixed(0)} | ${f.rssWithStreamsMiB.toFixed(0)} | ${f.cpuPercent.toFixed(1)} | ${f.eventsPerSecond.toFixed(0)} | ${f.kibPerSecond.toFixed(0)} | ${fmt(f.p50)} | ${fmt(f.p99)} | ${fmt(f.max)} | ${f.silentStreams} | ${f.endedStreams} | ${f.clientCpuPercent.toFixed(1)} | ${f.loadAverage.toFixed(1)} |`,
      );
    }
    console.log(
      `Event of ${real.sample.length} bytes; the real server's CPU is ${(real.figures.cpuPercent / bare.figures.cpuPercent).toFixed(1)}× the floor's, its tick p99 ${(real.figures.p99 / bare.figures.p99).toFixed(1)}× (RSS includes the embedded database and the market's warm-up, and moves with garbage collection).`,
    );
    await fs.mkdir(options.outDir, { recursive: true });
    await fs.writeFile(
      path.join(options.outDir, 'streams.json'),
      JSON.stringify(
        { streams, idsPerStream, seconds, clockStart: CLOCK_START, eventBytes: real.sample.length, rows },
        null,
        2,
      ),
    );
  } finally {
    floor?.kill();
    server.kill();
    await exited(server);
    if (floor) await exited(floor);
    await fs.rm(dir, { recursive: true, force: true });
  }
}
