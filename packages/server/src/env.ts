import path from 'node:path';
import { validateSupportLink } from '@broker/domain';
import { marketSettings } from './features/market/index.ts';
import { adminKeyProblem } from './db/seed.ts';
import { DEFAULT_BRAND, locateBrand, type BrandLocation } from '../../../brands/load.ts';

/** The server's settings, all from the environment (README: "Environment"). */
export interface ServerEnv {
  /** The brand served (BRAND_DIR, BRAND, else dutch): the site config's defaults and its language. */
  brand: BrandLocation;
  port: number;
  host: string;
  /** Folder of the embedded database and uploads: `data`, or `data/brands/<name>` for another brand than dutch. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The house account's invitation code, created on first start. */
  inviteCode: string | undefined;
  /** The operator key for /api/admin/; generated and printed when unset. */
  adminKey: string | undefined;
  /** The built app served at `/`. */
  staticDir: string;
  /** Tests and demos only: the server's clock starts at this instant and runs at real speed. */
  clockStart: Date | undefined;
  /**
   * Tests only: the real instant (epoch ms) at which the clock reads CLOCK_START; unset, the
   * process's start. Processes given the same pair share one clock.
   */
  clockAnchorMs: number | undefined;
  /** Seed of the simulated market: the same seed gives the same prices and candles. */
  marketSeed: string;
  /** An external support link: when set, it becomes config `kefu` at every start (an https URL). */
  supportUrl: string | undefined;
  /** Proxies whose X-Forwarded-For gives the client address (addresses or CIDR ranges, comma-separated). */
  trustProxy: string | undefined;
  /**
   * How long (ms) a checked session is trusted without looking it up again; unset: 2 s on the
   * embedded database (one process: every ending is seen at once), 0 on PostgreSQL (several
   * processes: a session ended by one would be served by another for that long).
   */
  sessionCacheMs: number | undefined;
  /** How often (ms) the one background sweep brings every account with time-driven work due up to date. */
  sweepEveryMs: number;
}

/** The sweep's period when SWEEP_MS is unset. */
export const DEFAULT_SWEEP_MS = 15_000;

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const brand = locateBrand(env);
  return {
    brand,
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || defaultDataDir(brand.name)),
    databaseUrl: env.DATABASE_URL || undefined,
    inviteCode: env.INVITE_CODE || undefined,
    adminKey: adminKeyOf(env.ADMIN_KEY),
    staticDir: path.resolve(env.STATIC_DIR || path.join(repoRoot, 'packages/app/dist')),
    clockStart: clockStartOf(env.CLOCK_START),
    clockAnchorMs: env.CLOCK_ANCHOR ? Number(env.CLOCK_ANCHOR) : undefined,
    marketSeed: env.MARKET_SEED || marketSettings.defaultSeed,
    supportUrl: supportUrlOf(env.SUPPORT_URL),
    trustProxy: env.TRUST_PROXY || undefined,
    sessionCacheMs: sessionCacheMsOf(env.SESSION_CACHE_MS),
    sweepEveryMs: sweepMsOf(env.SWEEP_MS),
  };
}

/**
 * Another brand is another broker: its own accounts and site config (seeded from its brand on the
 * first start), so by default its own database — `BRAND=jade npm start` never shows a database
 * seeded for dutch. `brands/` keeps the names clear of the default's `pgdata`, `uploads`, `secrets`.
 */
function defaultDataDir(brand: string): string {
  return brand === DEFAULT_BRAND ? path.join(repoRoot, 'data') : path.join(repoRoot, 'data/brands', brand);
}

function adminKeyOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const problem = adminKeyProblem(value);
  if (problem) throw new Error(`${problem} (generate one with: openssl rand -base64 32)`);
  return value;
}

function supportUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (validateSupportLink(value).length > 0) {
    throw new Error(`SUPPORT_URL must be an https URL of at most 512 characters, got ${value}`);
  }
  return value;
}

function sessionCacheMsOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) {
    throw new Error(`SESSION_CACHE_MS must be whole milliseconds from 0 to 60000, got ${value}`);
  }
  return ms;
}

function sweepMsOf(value: string | undefined): number {
  if (!value) return DEFAULT_SWEEP_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000) {
    throw new Error(`SWEEP_MS must be whole milliseconds from 100 to 3600000, got ${value}`);
  }
  return ms;
}

function clockStartOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`CLOCK_START must be an ISO time, got ${value}`);
  return date;
}
