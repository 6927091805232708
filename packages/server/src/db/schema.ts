/**
 * Every table of the reference server, for drizzle-kit (drizzle.config.ts) and the typed
 * database (db/open.ts). The core tables are in coreSchema.ts; each slice keeps its own in
 * features/<slice>/schema.ts and adds one line here.
 */
export * from './coreSchema.ts';
export * from '../features/user/schema.ts';
export * from '../features/funds/schema.ts';
export * from '../features/market/schema.ts';
export * from '../features/support/schema.ts';
export * from '../features/trading/schema.ts';
export * from '../features/newShare/schema.ts';
export * from '../features/blockTrade/schema.ts';
export * from '../features/loan/schema.ts';
export * from '../features/intraday/schema.ts';
export * from '../features/lending/schema.ts';
// npm run new:slice adds a slice's tables above this line.
