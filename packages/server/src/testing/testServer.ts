import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { openDatabase, type OpenDatabase } from '../db/open.ts';
import { ensureAdminKey, ensureHouseAccount, seedConfig } from '../db/seed.ts';
import { fixedClock } from '../lib/clock.ts';

export interface TestServer {
  url: string;
  database: OpenDatabase;
  clock: ReturnType<typeof fixedClock>;
  inviteCode: string;
  adminKey: string;
  /** POSTs JSON (or a raw string) to `/api/vue/<path>` and returns the HTTP status and parsed body. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<{ http: number; body: any }>;
  close(): Promise<void>;
}

/**
 * A real server on a real embedded database (in memory) on a free port: tests speak HTTP to
 * it exactly as the app does. One per test file (PGlite starts in about 3 s).
 */
export async function startTestServer(options: { now?: string; staticDir?: string } = {}): Promise<TestServer> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedConfig(database.db);
  const inviteCode = await ensureHouseAccount(database.db, 'HOUSE001');
  const adminKey = 'test-operator-key';
  await ensureAdminKey(database.db, adminKey);
  const clock = fixedClock(options.now ?? '2026-11-23T10:00:00Z');
  const app = await buildApp({ db: database.db, clock, staticDir: options.staticDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    clock,
    inviteCode,
    adminKey,
    async post(path, body = {}, headers = {}) {
      const response = await fetch(`${url}/api/vue/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { http: response.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
