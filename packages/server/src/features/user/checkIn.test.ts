import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { checkIns, configTable } from '../../db/schema.ts';

let server: TestServer;

beforeAll(async () => {
  // 22:30 UTC on a Sunday in November = 23:30 in Amsterdam, just before midnight.
  server = await startTestServer({ now: '2026-11-22T22:30:00Z' });
});
afterAll(async () => {
  await server?.close();
});

describe('user/checkInInfo and user/checkIn', () => {
  it('checks in once per Amsterdam calendar day and credits 1.00 in the base currency', async () => {
    server.clock.set('2026-11-22T22:30:00Z');
    const user = await server.register();
    expect((await server.post('user/checkInInfo', {}, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.ok',
      data: { checkedInToday: false, streakDays: 0, remaining: 30, reward: '1.00', currency: 'EUR' },
    });
    expect((await server.post('user/checkIn', {}, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.user.checkIn',
      data: { reward: '1.00', currency: 'EUR', streakDays: 1, remaining: 29 },
    });
    expect((await server.post('user/checkIn', {}, user.headers)).body).toEqual({
      status: 0,
      msg: 'error.checkIn.doneToday',
      data: null,
    });
    // 23:10 UTC is already Monday in Amsterdam (UTC+1).
    server.clock.set('2026-11-22T23:10:00Z');
    expect((await server.post('user/checkIn', {}, user.headers)).body.data).toMatchObject({
      streakDays: 2,
      remaining: 28,
    });
    const info = (await server.post('user/info', { currency: 'EUR' }, user.headers)).body.data;
    expect(info.wallet.balance).toBe('2.00');
    expect(info.wallets[0]).toMatchObject({ currency: 'EUR', balance: '2.00', available: '2.00', totalAssets: '2.00' });
    expect((await server.post('user/checkInInfo', {}, user.headers)).body.data).toMatchObject({
      checkedInToday: true,
      streakDays: 2,
      remaining: 28,
    });
    // Skipping a day breaks the streak.
    server.clock.set('2026-11-25T08:00:00Z');
    expect((await server.post('user/checkInInfo', {}, user.headers)).body.data.streakDays).toBe(0);
    expect((await server.post('user/checkIn', {}, user.headers)).body.data.streakDays).toBe(1);
  });

  it('uses the configured base currency', async () => {
    const db = server.database.db;
    await db.update(configTable).set({ value: 'USD' }).where(eq(configTable.name, 'baseCurrency'));
    try {
      const user = await server.register();
      expect((await server.post('user/checkIn', {}, user.headers)).body.data).toMatchObject({ currency: 'USD' });
      expect((await server.post('user/info', { currency: 'USD' }, user.headers)).body.data.wallet.balance).toBe('1.00');
    } finally {
      await db.update(configTable).set({ value: 'EUR' }).where(eq(configTable.name, 'baseCurrency'));
    }
  });

  it('has 30 per campaign, then noneLeft', async () => {
    const user = await server.register();
    const days = Array.from({ length: 30 }, (_, i) => ({
      id: `c-${user.id}-${i}`,
      accountId: user.id,
      day: `2025-01-${String(i + 1).padStart(2, '0')}`,
      reward: '1.00',
      currency: 'USD',
      createdAt: new Date('2025-02-01T00:00:00Z'),
    }));
    await server.database.db.insert(checkIns).values(days);
    expect((await server.post('user/checkInInfo', {}, user.headers)).body.data.remaining).toBe(0);
    expect((await server.post('user/checkIn', {}, user.headers)).body.msg).toBe('error.checkIn.noneLeft');
  });

  it('refuses a frozen account; concurrent check-ins credit once', async () => {
    const frozen = await server.register();
    await server.admin('account/update', { account: frozen.account, restrictions: ['frozen'] });
    expect((await server.post('user/checkIn', {}, frozen.headers)).body.msg).toBe('error.account.frozen');

    const user = await server.register();
    const replies = await Promise.all(Array.from({ length: 5 }, () => server.post('user/checkIn', {}, user.headers)));
    expect(replies.filter((r) => r.body.status === 1)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.body.status !== 1))
      expect(reply.body.msg).toBe('error.checkIn.doneToday');
    expect((await server.post('user/info', { currency: 'EUR' }, user.headers)).body.data.wallet.balance).toBe('1.00');
  });
});
