import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type OpenDatabase } from './open.ts';
import { scratchDatabase, type ScratchDatabase } from '../testing/scratchDatabase.ts';

/**
 * The server's pool on PostgreSQL when the database ends one of its idle connections (a restart,
 * an administrator's pg_terminate_backend): the process goes on, and the next query gets a new
 * connection. Runs in `npm test`'s PostgreSQL step (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let scratch: ScratchDatabase | undefined;
let database: OpenDatabase | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await scratchDatabase(serverUrl, 'broker_open');
  database = await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
});

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('survives the database ending an idle connection, and the next query works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      const { db } = database!;
      // An idle connection in the pool, then the database ends every connection to it.
      await db.execute(sql`select 1`);
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [scratch!.name]);
      await admin.end();
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/closed an idle connection/)));
      const result = await db.execute(sql`select 2 as two`);
      expect((result as unknown as { rows: { two: number }[] }).rows[0]?.two).toBe(2);
      expect(uncaught).not.toHaveBeenCalled();
    } finally {
      process.off('uncaughtException', uncaught);
      warn.mockRestore();
    }
  });
});

describe.skipIf(!serverUrl)('the migrations on PostgreSQL', () => {
  it('run once when several processes start together on a fresh database (issue #31)', async () => {
    const fresh = await scratchDatabase(serverUrl!, 'broker_migrate');
    const opened: OpenDatabase[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ dataDir: 'memory://', databaseUrl: fresh.url })),
      );
      for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const applied = await opened[0]!.db.execute(
        sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
      );
      const rows = (applied as unknown as { rows: { times: number }[] }).rows;
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await fresh.drop();
    }
  });
});
