import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { INTRADAY_ORDER } from './catchUp.ts';
import { intradayRecords } from './schema.ts';

let server: TestServer;
let timed: TimedRegistry;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (_app, deps) => {
      timed = deps.timed;
    },
  });
  user = await server.register('intraday');
  other = await server.register('intraday');
});
afterAll(async () => {
  await server?.close();
});

describe('the intraday slice', () => {
  it('is a timed source at its place', () => {
    const source = timed.sources.find((item) => item.slice === 'intraday');
    expect(source?.order).toBe(INTRADAY_ORDER);
  });

  it('lists the account’s records, newest first, never another account’s', async () => {
    expect((await server.post('intraday/records', {}, user.headers)).body.data).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 20,
    });
    const row = (accountId: string, orderNo: string, ms: number) => ({
      id: randomUUID(),
      accountId,
      requestId: randomUUID(),
      orderNo,
      createdAt: new Date(ms),
    });
    await server.database.db
      .insert(intradayRecords)
      .values([row(user.id, 'A1', 1000), row(user.id, 'A2', 2000), row(other.id, 'B1', 3000)]);
    const page = (await server.post('intraday/records', {}, user.headers)).body.data;
    expect(page.total).toBe(2);
    expect(page.items.map((item: { orderNo: string }) => item.orderNo)).toEqual(['A2', 'A1']);
    expect((await server.post('intraday/records', {})).http).toBe(401);
  });
});
