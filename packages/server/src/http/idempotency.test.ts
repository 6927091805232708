import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, requestIdSchema } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';
import { ApiError } from './envelope.ts';
import { registerUserEndpoint } from './routes.ts';
import { bodyHash } from './idempotency.ts';
import { idempotencyKeys } from '../db/schema.ts';

/**
 * The shared rid machinery (api.md §1.5) on a test-only endpoint, `test/ridCounter`: a rid
 * write whose effect is a counter per account, slow enough for concurrent requests to overlap.
 */
const counters = new Map<string, number>();
const ridCounter = endpoint({
  request: z.object({ requestId: requestIdSchema, amount: z.number().int(), fail: z.boolean().optional() }),
  response: z.object({ total: z.number() }),
  public: false,
  write: true,
  rid: true,
  summary: 'test only',
});

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (app, deps) =>
      registerUserEndpoint(app, deps, 'test/ridCounter', ridCounter, async (body, { session }) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (body.fail) throw new ApiError('error.submit.failed');
        const total = (counters.get(session.accountId) ?? 0) + body.amount;
        counters.set(session.accountId, total);
        return { total };
      }),
  });
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

const call = (body: Record<string, unknown>, who: TestUser = user) => server.post('test/ridCounter', body, who.headers);

describe('requestId', () => {
  it('is required on rid calls', async () => {
    expect((await call({ amount: 1 })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'requestId' },
    });
    expect((await call({ amount: 1, requestId: 'not-a-uuid' })).body.msg).toBe('error.validation.invalid');
  });

  it('replays the stored answer for the same id and body, with no second effect', async () => {
    server.clock.advance(5000);
    const body = { requestId: randomUUID(), amount: 10 };
    const first = await call(body);
    expect(first.body).toEqual({ status: 1, msg: 'success.test.ridCounter', data: { total: 10 } });
    // Within the 2 s window too: a retry is not "too frequent".
    expect(await call(body)).toEqual(first);
    server.clock.advance(23 * 3600 * 1000);
    expect(await call(body)).toEqual(first);
    expect(counters.get(user.id)).toBe(10);
  });

  it('refuses the same id with another body', async () => {
    server.clock.advance(5000);
    const requestId = randomUUID();
    await call({ requestId, amount: 1 });
    expect((await call({ requestId, amount: 2 })).body).toEqual({
      status: 0,
      msg: 'error.request.idConflict',
      data: { field: 'requestId' },
    });
  });

  it('keys by account: another user may use the same id', async () => {
    server.clock.advance(5000);
    const other = await server.register();
    const requestId = randomUUID();
    await call({ requestId, amount: 1 });
    expect((await call({ requestId, amount: 1 }, other)).body.data).toEqual({ total: 1 });
  });

  it('forgets answers after 24 h', async () => {
    server.clock.advance(5000);
    const before = counters.get(user.id) ?? 0;
    const body = { requestId: randomUUID(), amount: 3 };
    await call(body);
    server.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await call(body)).body.data).toEqual({ total: before + 6 });
  });

  it('applies 20 concurrent requests with the same id once', async () => {
    server.clock.advance(5000);
    const before = counters.get(user.id) ?? 0;
    const body = { requestId: randomUUID(), amount: 100 };
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(body)));
    for (const reply of replies)
      expect(reply.body).toEqual({ status: 1, msg: 'success.test.ridCounter', data: { total: before + 100 } });
    expect(counters.get(user.id)).toBe(before + 100);
  });

  it('does not store failures: the same id may be retried', async () => {
    server.clock.advance(5000);
    const requestId = randomUUID();
    expect((await call({ requestId, amount: 1, fail: true })).body.msg).toBe('error.submit.failed');
    expect((await call({ requestId, amount: 1, fail: true })).body.msg).toBe('error.submit.failed');
  });
});

describe('too frequent: a burst allowance per account and path (issue #31, item 2)', () => {
  const fresh = () => ({ requestId: randomUUID(), amount: 1 });
  const until = (ms: number) => ({ until: new Date(server.clock.now().getTime() + ms).toISOString() });

  it('takes five at once, then one a second, and says until when to wait', async () => {
    server.clock.advance(10_000);
    const other = await server.register();
    for (let index = 0; index < 5; index += 1) expect((await call(fresh())).body.status).toBe(1);
    expect((await call(fresh())).body).toEqual({ status: 0, msg: 'error.request.tooFrequent', data: until(1000) });
    // Another account has its own allowance.
    expect((await call(fresh(), other)).body.status).toBe(1);
    server.clock.advance(400);
    expect((await call(fresh())).body.data).toEqual(until(600));
    server.clock.advance(600);
    expect((await call(fresh())).body.status).toBe(1);
    expect((await call(fresh())).body.msg).toBe('error.request.tooFrequent');
    // Five seconds of rest fill it again.
    server.clock.advance(5000);
    for (let index = 0; index < 5; index += 1) expect((await call(fresh())).body.status).toBe(1);
  });

  it('never counts the same request id twice: a retry is answered from the first answer', async () => {
    server.clock.advance(10_000);
    const body = fresh();
    expect((await call(body)).body.status).toBe(1);
    for (let index = 0; index < 10; index += 1) expect((await call(body)).body.status).toBe(1);
    for (let index = 0; index < 4; index += 1) expect((await call(fresh())).body.status).toBe(1);
    expect((await call(fresh())).body.msg).toBe('error.request.tooFrequent');
  });

  it('lets exactly the allowance through when many come at once', async () => {
    server.clock.advance(10_000);
    const replies = await Promise.all(Array.from({ length: 12 }, () => call(fresh())));
    expect(replies.filter((reply) => reply.body.status === 1)).toHaveLength(5);
    expect(replies.filter((reply) => reply.body.msg === 'error.request.tooFrequent')).toHaveLength(7);
  });

  it('does not count a failed write', async () => {
    server.clock.advance(5000);
    expect((await call({ requestId: randomUUID(), amount: 1, fail: true })).body.msg).toBe('error.submit.failed');
    expect((await call({ requestId: randomUUID(), amount: 1 })).body.status).toBe(1);
  });
});

describe('a mark left by a process that died (issue #31)', () => {
  it('is taken over at once: the retry runs and answers, without waiting out the mark', async () => {
    server.clock.advance(5000);
    const requestId = randomUUID();
    // The mark a killed process left a moment ago, its call never answered.
    await server.database.db.insert(idempotencyKeys).values({
      principal: `user:${user.id}`,
      path: 'success.test.ridCounter',
      requestId,
      bodyHash: bodyHash({ requestId, amount: 3 }),
      response: null,
      createdAt: server.clock.now(),
      owner: 'a-process-that-died',
    });
    const started = Date.now();
    const retry = await call({ requestId, amount: 3 });
    expect(retry.body.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
