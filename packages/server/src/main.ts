import { buildApp } from './app.ts';
import { openDatabase } from './db/open.ts';
import path from 'node:path';
import { hkdfSync } from 'node:crypto';
import { defaultConfig, ensureAdminKey, ensureHouseAccount, seedConfig, seedContent } from './db/seed.ts';
import { readEnv } from './env.ts';
import { shiftedClock, systemClock } from './lib/clock.ts';
import { loadCardKey } from './lib/cardKey.ts';
import { setConfigValue } from './features/common/index.ts';
import { seedFunds } from './features/funds/index.ts';
import { MarketSimulation, seedNews } from './features/market/index.ts';
import { clearUnfinishedRequests } from './http/idempotency.ts';
import { tradingOptionsFromEnv } from './features/trading/index.ts';
import { brandConfigDefaults, loadServerBrand } from './brand.ts';

/** Starts the reference server: database, migrations, seed, HTTP. Stops cleanly on signals. */
export async function main(): Promise<void> {
  const env = readEnv();
  const brand = await loadServerBrand(env.brand);
  const clock = env.clockStart ? shiftedClock(env.clockStart, Date.now, env.clockAnchorMs) : systemClock;
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  const brandDefaults = brandConfigDefaults(brand);
  await seedConfig(database.db, brandDefaults);
  // SUPPORT_URL wins over the operators' last config/set on every start; unset, kefu stays as it is.
  if (env.supportUrl) await setConfigValue(database.db, 'kefu', env.supportUrl, clock.now());
  await seedContent(database.db, brandDefaults.title);
  await seedFunds(database.db, clock.now());
  await seedNews(database.db, brandDefaults.title ?? defaultConfig.title!);
  // Answers of rid calls still running when a process died are unknown: drop the stale ones
  // (only stale ones: other processes may be serving the same database right now).
  await clearUnfinishedRequests(database.db, clock.now());
  const inviteCode = await ensureHouseAccount(database.db, env.inviteCode);
  const adminKey = await ensureAdminKey(database.db, env.adminKey);

  // Five years of daily history and today's minutes, before the first request needs them.
  const market = new MarketSimulation(env.marketSeed);
  const warmUpMs = market.warmUp(clock.now());

  const uploadsDir = path.join(env.dataDir, 'uploads');
  // Shared by every process of a deployment (CARD_KEY, or the file in a shared DATA_DIR).
  const cardKey = await loadCardKey(env.dataDir, process.env.CARD_KEY);
  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    sessionCacheMs: env.sessionCacheMs ?? (database.kind === 'pglite' ? 2000 : 0),
    clock,
    market,
    trading: tradingOptionsFromEnv(process.env),
    // One process at a time sweeps (an advisory lock), however many serve the database.
    sweepEveryMs: env.sweepEveryMs,
    staticDir: env.staticDir,
    uploadsDir,
    trustProxy: env.trustProxy,
    cardKey,
    // Every process behind one load balancer must verify the links any of them signed.
    urlSecret: Buffer.from(hkdfSync('sha256', cardKey, Buffer.alloc(0), 'signed upload links', 32)),
    // The new-share draws' seeds: every process derives the same, so any of them may draw.
    drawSecret: Buffer.from(hkdfSync('sha256', cardKey, Buffer.alloc(0), 'new-share draw seeds', 32)),
    defaultLanguage: brand.settings.defaultLanguage,
    logger: { level: 'info' },
  });
  app.log.info({ brand: brand.name, title: brand.settings.title }, 'brand');
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? env.dataDir : undefined },
    'database ready',
  );
  app.log.info({ seed: market.seed, warmUpMs: Math.round(warmUpMs) }, 'simulated market ready');
  app.log.info(`invitation code of the house account: ${inviteCode}`);
  if (adminKey.generated) {
    app.log.info(`operator key generated (shown once; set ADMIN_KEY to choose your own): ${adminKey.generated}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
