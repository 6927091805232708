import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/** The database every feature talks to: the same drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A drizzle transaction (or the database itself, for a caller that opened none). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * This server process, as its PostgreSQL connections name themselves (`application_name`
 * `broker:<id>`): another process tells from `pg_stat_activity` whether it still runs (a request
 * it left unanswered when it died is taken over at once: http/idempotency.ts).
 */
export const PROCESS_ID = randomUUID();
export const processApplicationName = (id: string): string => `broker:${id}`;

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The advisory lock the migrations run under on PostgreSQL (any fixed number no other lock uses). */
const MIGRATION_LOCK = 0x6d_69_67_72;

/**
 * Opens the embedded PGlite database (in `dataDir/pgdata`, or in memory when dataDir is
 * 'memory://') or, with a URL, a PostgreSQL server; then runs the migrations.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * For the embedded database: start from this dumped data folder (PGlite's `dumpDataDir`)
   * instead of an empty one. The tests' template (testing/pgTemplate.ts): a new PGlite spends about
   * 2 s in initdb, loading a dump a third of a second.
   */
  loadDataDir?: Blob;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      application_name: processApplicationName(PROCESS_ID),
    });
    // An idle connection the database ends (a restart, an administrator, a dropped database)
    // reaches the pool as an 'error' event; unheard, it would end the process. The pool drops
    // that connection and opens a new one when a query needs it.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzle(pool, { schema });
    // One process migrates at a time (issue #31): the others wait on the lock, then find the
    // migrations applied. A session lock, so it is taken and released on one connection.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (options.dataDir !== 'memory://') {
    dataDir = path.join(options.dataDir, 'pgdata');
    await fs.mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
