import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { SweepResult } from '../timed/sweeper.ts';
import { openDatabase, type OpenDatabase } from '../db/open.ts';
import { memoryDatabase } from './pgTemplate.ts';
import { defaultConfig, ensureAdminKey, ensureHouseAccount, seedConfig, seedContent } from '../db/seed.ts';
import { brandConfigDefaults, type ServerBrand } from '../brand.ts';
import { fixedClock } from '../lib/clock.ts';
import { seedFunds } from '../features/funds/index.ts';
import { MarketSimulation, seedNews } from '../features/market/index.ts';
import { scratchDatabase } from './scratchDatabase.ts';

export interface Reply {
  http: number;
  body: any;
}

/** A registered user's credentials and session headers. */
export interface TestUser {
  account: string;
  password: string;
  id: string;
  token: string;
  headers: { token: string; account: string };
  inviteCode: string;
}

export interface TestServer {
  url: string;
  database: OpenDatabase;
  clock: ReturnType<typeof fixedClock>;
  inviteCode: string;
  adminKey: string;
  uploadsDir: string;
  /** POSTs JSON (or a raw string) to `/api/vue/<path>` and returns the HTTP status and parsed body. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  /** POSTs to `/api/admin/<path>` with the operator key (unless headers override it). */
  admin(path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  /** Registers a fresh user (unique account name) and returns its session. */
  register(prefix?: string): Promise<TestUser>;
  /** One run of the server's one background sweep (timed/sweeper.ts) at `nowMs` (default: the clock's now). */
  sweep(nowMs?: number): Promise<SweepResult>;
  /** The app as built (its sweeper, its routes). */
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The embedded database in memory; or, with TEST_DATABASE_URL (a PostgreSQL server, see
 * scripts/with-postgres.ts), a fresh database of its own on that server, dropped on close.
 */
let counter = 0;

async function openTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return memoryDatabase();
  const scratch = await scratchDatabase(serverUrl, 'broker_test');
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A real server on a real embedded database (in memory) on a free port: tests speak HTTP to
 * it exactly as the app does. One per test file (from the run's template: testing/pgTemplate.ts).
 */
export async function startTestServer(
  options: {
    now?: string;
    staticDir?: string;
    extraRoutes?: AppOptions['extraRoutes'];
    marketSeed?: string;
    /**
     * The per-address limit of login and register. Every test speaks from 127.0.0.1 on a clock
     * that stands still, so by default it is out of the way; the tests of the limit set it.
     */
    publicRateLimit?: AppOptions['publicRateLimit'];
    trustProxy?: AppOptions['trustProxy'];
    logger?: AppOptions['logger'];
    /** Trading settings. */
    trading?: AppOptions['trading'];
    /** The background sweep's period; off unless asked for (requests bring their account up to date, tests sweep by hand). */
    sweepEveryMs?: number;
    /** The session cache (off unless a test of it asks: tests change sessions straight in the database). */
    sessionCacheMs?: number;
    /** Another brand than dutch: its site config defaults and its language (brand.ts). */
    brand?: ServerBrand;
    /** The new-share draws' secret (a test that works out a draw's result ahead); random when unset. */
    drawSecret?: Buffer;
    /** The quote stream's keep-alive period (ms), shorter than the 15 s of the market setting. */
    streamKeepAliveMs?: number;
  } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const brandDefaults = options.brand ? brandConfigDefaults(options.brand) : {};
  await seedConfig(database.db, brandDefaults);
  await seedContent(database.db, brandDefaults.title);
  await seedFunds(database.db, new Date(options.now ?? '2026-11-23T10:00:00Z'));
  await seedNews(database.db, brandDefaults.title ?? defaultConfig.title!);
  const inviteCode = await ensureHouseAccount(database.db, 'HOUSE001');
  const adminKey = 'test-operator-key-4fJ9qT2mXw7LpZ3vR8kN';
  await ensureAdminKey(database.db, adminKey);
  const clock = fixedClock(options.now ?? '2026-11-23T10:00:00Z');
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-test-uploads-'));
  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    sessionCacheMs: options.sessionCacheMs,
    clock,
    staticDir: options.staticDir,
    uploadsDir,
    extraRoutes: options.extraRoutes,
    market: new MarketSimulation(options.marketSeed),
    trading: options.trading,
    sweepEveryMs: options.sweepEveryMs ?? 0,
    drawSecret: options.drawSecret,
    streamKeepAliveMs: options.streamKeepAliveMs,
    publicRateLimit: options.publicRateLimit ?? { max: 1_000_000, windowMs: 60_000 },
    trustProxy: options.trustProxy,
    logger: options.logger,
    defaultLanguage: options.brand?.settings.defaultLanguage,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const request = async (base: string, path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${url}${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { http: response.status, body: text ? JSON.parse(text) : null };
  };
  const server: TestServer = {
    url,
    database,
    clock,
    inviteCode,
    adminKey,
    uploadsDir,
    app,
    sweep: (nowMs = clock.now().getTime()) => app.sweeper.sweep(nowMs),
    post: (path, body = {}, headers = {}) => request('/api/vue/', path, body, headers),
    admin: (path, body = {}, headers = { 'admin-key': adminKey }) => request('/api/admin/', path, body, headers),
    async register(prefix = 'user') {
      counter += 1;
      const account = `${prefix}${counter}_${Math.random().toString(36).slice(2, 8)}`;
      const password = 'Tulip-Canal-42';
      const { body } = await server.post('user/register', {
        account,
        password,
        confirmPassword: password,
        inviteCode,
      });
      if (body.status !== 1) throw new Error(`register failed: ${JSON.stringify(body)}`);
      const info = await server.post('user/info', {}, { token: body.data.token, account });
      return {
        account,
        password,
        id: body.data.id,
        token: body.data.token,
        headers: { token: body.data.token, account },
        inviteCode: info.body.data.inviteCode,
      };
    },
    async close() {
      await app.close();
      await database.close();
      await fs.rm(uploadsDir, { recursive: true, force: true });
    },
  };
  return server;
}
