import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server as a child process, for the tests that kill it (crash tests) or run two of it
 * (scale-out): start it on a free port, wait until it answers, call it, wait for its end.
 */
const mainFile = path.resolve(import.meta.dirname, '../main.ts');

export type ProcessReply = { status: number; msg: string; data: any };
export interface ProcessApi {
  post(route: string, body: unknown, headers?: Record<string, string>): Promise<ProcessReply>;
  admin(route: string, body: unknown): Promise<ProcessReply>;
}

/** A port nothing listens on at the moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves when the process has exited (at once if it already has). */
export const exited = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });

/** The user and operator APIs of the server on `port`, each call answering the parsed envelope. */
export function processApi(port: number, adminKey: string): ProcessApi {
  const call = async (base: string, route: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`http://127.0.0.1:${port}${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as ProcessReply;
  };
  return {
    post: (route, body, headers = {}) => call('/api/vue/', route, body, headers),
    admin: (route, body) => call('/api/admin/', route, body, { 'admin-key': adminKey }),
  };
}

/**
 * Starts `main.ts` on `port` with `env` added to this process's (PORT and HOST set), and resolves
 * once `common/config` answers; throws with the server's stderr when it exits or takes over two
 * minutes. `onStdout` receives its log lines; `nodeArgs` go to Node before the file (the read
 * bench's `--cpu-prof`).
 */
export async function startServerProcess(options: {
  port: number;
  env: Record<string, string>;
  onStdout?: (text: string) => void;
  nodeArgs?: readonly string[];
}): Promise<ChildProcess> {
  const { port, env, onStdout, nodeArgs = [] } = options;
  const proc = spawn(process.execPath, [...nodeArgs, mainFile], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (onStdout) proc.stdout?.on('data', (chunk: Buffer) => onStdout(chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/vue/common/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"type":"all"}',
      });
      if (response.ok) return proc;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The reply when it succeeded; otherwise throws it. */
export const ok = <T extends { status: number }>(reply: T): T => {
  if (reply.status !== 1) throw new Error(JSON.stringify(reply));
  return reply;
};
