import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { watchlistListResponseSchema } from '@broker/contract';
import { watchlist } from '../../db/schema.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
  alice = await server.register('alice');
  bob = await server.register('bob');
});
afterAll(async () => {
  await server?.close();
});

const fail = (msg: string, data: unknown = null) => ({ status: 0, msg, data });

async function listOf(user: TestUser, body: Record<string, unknown> = {}) {
  const reply = await server.post('watchlist/list', body, user.headers);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return watchlistListResponseSchema.parse(reply.body.data);
}

describe('watchlist', () => {
  it('adds with set semantics and lists newest added first, as quotes', async () => {
    for (const stockId of ['nl-ASML', 'usd-AAPL', 'crypto-BTCUSDT', 'nl-ASML', 'de-SAP']) {
      const reply = await server.post('watchlist/add', { stockId }, alice.headers);
      // A write answers its success key; adding a watched instrument succeeds again (set semantics).
      expect(reply.body).toEqual({ status: 1, msg: 'success.watchlist.add', data: null });
    }
    const page = await listOf(alice);
    expect(page.total).toBe(4);
    expect(page.items.map((q) => q.stockId)).toEqual(['de-SAP', 'crypto-BTCUSDT', 'usd-AAPL', 'nl-ASML']);
    expect(page.items[0]).toMatchObject({ code: 'SAP', market: 'de', tradingStatus: 'trading' });
  });

  it('is not throttled: adding twice within two seconds is fine (safe by nature)', async () => {
    expect((await server.post('watchlist/add', { stockId: 'nl-KPN' }, alice.headers)).body.status).toBe(1);
    expect((await server.post('watchlist/add', { stockId: 'nl-INGA' }, alice.headers)).body.status).toBe(1);
    await server.post('watchlist/remove', { stockIds: ['nl-KPN', 'nl-INGA'] }, alice.headers);
  });

  it('filters by market and pages', async () => {
    expect((await listOf(alice, { market: 'nl' })).items.map((q) => q.stockId)).toEqual(['nl-ASML']);
    expect((await listOf(alice, { market: 'fx' })).total).toBe(0);
    const second = await listOf(alice, { page: 2, size: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(second.items.map((q) => q.stockId)).toEqual(['nl-ASML']);
  });

  it('is private: another user never sees or changes it', async () => {
    expect(await listOf(bob)).toEqual({ items: [], total: 0, page: 1, size: 20 });
    await server.post('watchlist/add', { stockId: 'usd-MSFT' }, bob.headers);
    const removed = await server.post('watchlist/remove', { stockIds: ['nl-ASML', 'usd-AAPL'] }, bob.headers);
    expect(removed.body).toEqual({ status: 1, msg: 'success.watchlist.remove', data: { removed: 0 } });
    expect((await listOf(alice)).total).toBe(4);
    expect((await listOf(bob)).items.map((q) => q.stockId)).toEqual(['usd-MSFT']);
    expect((await listOf(alice)).items.map((q) => q.stockId)).not.toContain('usd-MSFT');
  });

  it('removes the given ids, counting only those that were there', async () => {
    const reply = await server.post(
      'watchlist/remove',
      { stockIds: ['usd-AAPL', 'usd-AAPL', 'nope', 'crypto-BTCUSDT'] },
      alice.headers,
    );
    expect(reply.body).toEqual({ status: 1, msg: 'success.watchlist.remove', data: { removed: 2 } });
    expect((await listOf(alice)).items.map((q) => q.stockId)).toEqual(['de-SAP', 'nl-ASML']);
    const again = await server.post('watchlist/remove', { stockIds: ['usd-AAPL'] }, alice.headers);
    expect(again.body.data).toEqual({ removed: 0 });
  });

  it('re-adding after a removal makes it the newest again', async () => {
    await server.post('watchlist/remove', { stockIds: ['nl-ASML'] }, alice.headers);
    await server.post('watchlist/add', { stockId: 'nl-ASML' }, alice.headers);
    expect((await listOf(alice)).items.map((q) => q.stockId)).toEqual(['nl-ASML', 'de-SAP']);
  });

  it('leaves out ids that are no longer in the catalogue', async () => {
    const [row] = await server.database.db.select().from(watchlist).where(eq(watchlist.accountId, alice.id)).limit(1);
    await server.database.db
      .insert(watchlist)
      .values({ accountId: alice.id, stockId: 'nl-DELISTED', addedAt: row!.addedAt });
    expect((await listOf(alice)).items.map((q) => q.stockId)).toEqual(['nl-ASML', 'de-SAP']);
    expect((await listOf(alice)).total).toBe(2);
  });

  it('answers stock.notFound and validation keys', async () => {
    expect((await server.post('watchlist/add', { stockId: 'xx-NOPE' }, alice.headers)).body).toEqual(
      fail('error.stock.notFound'),
    );
    expect((await server.post('watchlist/add', {}, alice.headers)).body).toEqual(
      fail('error.validation.required', { field: 'stockId' }),
    );
    expect((await server.post('watchlist/remove', { stockIds: [] }, alice.headers)).body).toEqual(
      fail('error.validation.invalid', { field: 'stockIds' }),
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    expect((await server.post('watchlist/remove', { stockIds: tooMany }, alice.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await server.post('watchlist/list', { market: 'mars' }, alice.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
  });
});
