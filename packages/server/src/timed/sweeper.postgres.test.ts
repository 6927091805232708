import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/open.ts';
import { TimedRegistry } from './registry.ts';
import { Sweeper } from './sweeper.ts';
import { scratchDatabase, type ScratchDatabase } from '../testing/scratchDatabase.ts';

/**
 * Two processes on one PostgreSQL: each has its own connection pool and its own sweeper, as two
 * servers behind one load balancer do, and both sweep at the same instants, over and over. A probe
 * source records when it works on which account, and takes a moment doing it. With the sweep's
 * advisory lock no account's source ever runs twice at once; without it (the control) it does, so
 * the probe would see a broken lock. Runs in `npm test`'s PostgreSQL step (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.info('sweeper.postgres.test.ts: skipped — needs PostgreSQL (TEST_DATABASE_URL)');

const ACCOUNTS = ['acct-a', 'acct-b', 'acct-c'];
const ROUNDS = 12;
let scratch: ScratchDatabase | undefined;
let processes: OpenDatabase[] = [];

interface Interval {
  process: number;
  accountId: string;
  from: number;
  to: number;
}

function probeRegistry(process: number, intervals: Interval[]): TimedRegistry {
  const registry = new TimedRegistry();
  registry.add({
    slice: 'probe',
    order: 1,
    dueAccounts: async () => ACCOUNTS,
    catchUp: async (db, accountId) => {
      const from = performance.now();
      // A real query on this process's own pool, and a moment's work.
      await db.execute(sql`select pg_sleep(0.005)`);
      intervals.push({ process, accountId, from, to: performance.now() });
    },
  });
  return registry;
}

const overlaps = (intervals: readonly Interval[]) =>
  intervals.filter((a, i) =>
    intervals.some((b, j) => j !== i && a.accountId === b.accountId && a.from < b.to && b.from < a.to),
  ).length;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await scratchDatabase(serverUrl, 'broker_sweep');
  processes = [
    await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url }),
    await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url }),
  ];
});

afterAll(async () => {
  for (const database of processes) await database.close();
  await scratch?.drop();
});

async function sweepTogether(shared: boolean) {
  const intervals: Interval[] = [];
  const errors: unknown[] = [];
  const sweepers = processes.map(
    (database, process) =>
      new Sweeper(database.db, probeRegistry(process, intervals), { shared, onError: (error) => errors.push(error) }),
  );
  let ran = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const results = await Promise.all(sweepers.map((sweeper) => sweeper.sweep(Date.now())));
    ran += results.filter((result) => result.ran).length;
  }
  return { intervals, errors, ran };
}

describe.skipIf(!serverUrl)('two processes on one PostgreSQL', () => {
  it('never run one account’s source twice at once: one sweeps, the other finds the lock taken', async () => {
    const { intervals, errors, ran } = await sweepTogether(true);
    expect(errors).toEqual([]);
    expect(overlaps(intervals)).toBe(0);
    // Each round one of the two swept every account once (the other was refused, or came after).
    expect(ran).toBeGreaterThanOrEqual(ROUNDS);
    expect(intervals.length).toBe(ran * ACCOUNTS.length);
  });

  it('(the control) would, without the lock', async () => {
    const { intervals } = await sweepTogether(false);
    expect(overlaps(intervals)).toBeGreaterThan(0);
  });
});
