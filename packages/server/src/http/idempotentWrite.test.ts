import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { endpoint, requestIdSchema } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';
import { ApiError } from './envelope.ts';
import { idempotentWrite } from './idempotentWrite.ts';
import { registerUserEndpoint } from './routes.ts';

/**
 * idempotentWrite on a test-only endpoint, `test/write`, and a table of its own with the two
 * kinds of unique index a money record has: (account, request id), and a rule of the record
 * (here one row per account and kind, as one pending deposit per account). The endpoint is not
 * a rid call, so the idempotency store does not answer before the helper does.
 */
const testWrites = pgTable('test_writes', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  requestId: text('request_id').notNull(),
  kind: text('kind').notNull(),
  value: integer('value').notNull(),
});

const testWrite = endpoint({
  request: z.object({
    requestId: requestIdSchema,
    kind: z.string(),
    value: z.number().int(),
    /** The first lookup misses: another process stores the request id before this insert. */
    raced: z.boolean().optional(),
    invalid: z.boolean().optional(),
    /** Validation waits for the test's go (see `gate`), holding the account lock. */
    held: z.boolean().optional(),
    /** Map a violation of the kind rule to its own key (as a deposit maps it to pendingExists). */
    mapConflict: z.boolean().optional(),
  }),
  response: z.object({ id: z.string(), value: z.number() }),
  public: false,
  write: true,
  summary: 'test only',
});

let server: TestServer;
let user: TestUser;

/** Lets a test hold a write inside the lock: `entered` resolves there, `release()` lets it go on. */
function makeGate() {
  let release = () => {};
  let entered = () => {};
  const reached = new Promise<void>((resolve) => (entered = resolve));
  const go = new Promise<void>((resolve) => (release = resolve));
  const wait = () => {
    entered();
    return go;
  };
  return { reached, release, wait };
}
let gate = makeGate();

beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (app, deps) =>
      registerUserEndpoint(app, deps, 'test/write', testWrite, async (body, { session }) => {
        const accountId = session.accountId;
        let lookups = 0;
        return idempotentWrite(deps, {
          accountId,
          find: async () => {
            lookups += 1;
            if (body.raced && lookups === 1) return undefined;
            const [row] = await deps.db
              .select()
              .from(testWrites)
              .where(and(eq(testWrites.accountId, accountId), eq(testWrites.requestId, body.requestId)));
            return row;
          },
          validate: async () => {
            if (body.invalid) throw new ApiError('error.validation.invalid', { field: 'value' });
            if (body.held) await gate.wait();
            return { value: body.value };
          },
          store: async (tx, plan) =>
            (
              await tx
                .insert(testWrites)
                .values({ id: randomUUID(), accountId, requestId: body.requestId, kind: body.kind, value: plan.value })
                .returning()
            )[0],
          view: (row) => ({ id: row.id, value: row.value }),
          ...(body.mapConflict
            ? {
                onConflict: () => {
                  throw new ApiError('error.deposit.pendingExists');
                },
              }
            : {}),
        });
      }),
  });
  await server.database.db.execute(sql`
    CREATE TABLE test_writes (
      id text PRIMARY KEY, account_id text NOT NULL, request_id text NOT NULL, kind text NOT NULL, value integer NOT NULL
    )`);
  await server.database.db.execute(
    sql`CREATE UNIQUE INDEX test_writes_request_idx ON test_writes (account_id, request_id)`,
  );
  await server.database.db.execute(sql`CREATE UNIQUE INDEX test_writes_kind_idx ON test_writes (account_id, kind)`);
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

const write = (body: Record<string, unknown>, who: TestUser = user) =>
  server.post('test/write', { requestId: randomUUID(), kind: randomUUID(), value: 1, ...body }, who.headers);

const rowsOf = (requestId: string) =>
  server.database.db.select().from(testWrites).where(eq(testWrites.requestId, requestId));

describe('idempotentWrite', () => {
  it('stores once; the same request id answers the stored record', async () => {
    const requestId = randomUUID();
    const first = await write({ requestId, value: 5 });
    expect(first.body).toMatchObject({ status: 1, msg: 'success.test.write', data: { value: 5 } });
    const again = await write({ requestId, value: 6, kind: 'other' });
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(requestId)).toHaveLength(1);
  });

  it('replays the record another process stored under the same request id after the lookup', async () => {
    const requestId = randomUUID();
    const [stored] = await server.database.db
      .insert(testWrites)
      .values({ id: randomUUID(), accountId: user.id, requestId, kind: randomUUID(), value: 7 })
      .returning();
    const reply = await write({ requestId, value: 8, raced: true });
    expect(reply.body).toEqual({ status: 1, msg: 'success.test.write', data: { id: stored?.id, value: 7 } });
    expect(await rowsOf(requestId)).toHaveLength(1);
  });

  it("answers another unique rule's violation with the slice's key, or system.busy without one", async () => {
    const kind = randomUUID();
    expect((await write({ kind })).body.status).toBe(1);
    const mapped = randomUUID();
    expect((await write({ requestId: mapped, kind, mapConflict: true })).body).toEqual({
      status: 0,
      msg: 'error.deposit.pendingExists',
      data: null,
    });
    const unmapped = randomUUID();
    expect((await write({ requestId: unmapped, kind })).body.msg).toBe('error.system.busy');
    expect([...(await rowsOf(mapped)), ...(await rowsOf(unmapped))]).toEqual([]);
  });

  it('writes nothing when validation fails, and frees the lock', async () => {
    const requestId = randomUUID();
    expect((await write({ requestId, invalid: true })).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'value' },
    });
    expect(await rowsOf(requestId)).toEqual([]);
    expect((await write({ requestId })).body.status).toBe(1);
  });

  it("holds the account lock: a concurrent write of the same account is busy, another account's is not", async () => {
    const other = await server.register();
    gate = makeGate();
    const held = write({ held: true });
    await gate.reached;
    const [busy, elsewhere] = await Promise.all([write({}), write({}, other)]);
    gate.release();
    expect((await held).body.status).toBe(1);
    expect(busy.body).toEqual({ status: 0, msg: 'error.funds.busy', data: null });
    expect(elsewhere.body.status).toBe(1);
  });
});
