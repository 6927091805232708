export { buildApp, contentSecurityPolicy, BODY_LIMIT_BYTES, type AppOptions } from './app.ts';
export { openDatabase, type Db, type OpenDatabase } from './db/open.ts';
export { seedConfig, seedContent, ensureHouseAccount, ensureAdminKey, defaultConfig } from './db/seed.ts';
export { readEnv, type ServerEnv } from './env.ts';
export { systemClock, fixedClock, type Clock } from './lib/clock.ts';
export { main } from './main.ts';
