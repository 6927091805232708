import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { exited, startServerProcess } from '@broker/server/testing';
import { E2E_ADMIN_KEY, E2E_INVITE_CODE } from './env.ts';

/**
 * A journey's own real server (main.ts on the embedded database, the built app) on `port`, which
 * the journey restarts on one data folder with the clock moved on, as days pass.
 */
export function ownServer(name: string, port: number, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `broker-e2e-${name}-`));
  let server: ChildProcess | undefined;

  async function stopServer() {
    if (!server) return;
    server.kill();
    await exited(server);
    server = undefined;
  }

  return {
    base: `http://127.0.0.1:${port}`,
    /** The server (re)started with its clock at `clock`, on the same data. */
    async at(clock: string) {
      await stopServer();
      server = await startServerProcess({
        port,
        env: {
          DATA_DIR: dataDir,
          INVITE_CODE: E2E_INVITE_CODE,
          ADMIN_KEY: E2E_ADMIN_KEY,
          CLOCK_START: clock,
          ...env,
        },
      });
    },
    /** Stopped, and its data removed. */
    async stop() {
      await stopServer();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
