import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { SessionCache, type CachedSession } from '../http/sessionCache.ts';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';

/** A long trust, so that every refusal below comes from the ending forgetting the session, not from its expiry. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionCacheMs: 60_000 });
});
afterAll(() => server?.close());

const info = (headers: TestUser['headers']) => server.post('user/info', {}, headers);
const secondSession = async (user: TestUser) => {
  const login = await server.post('user/login', { account: user.account, password: user.password });
  return { token: login.body.data.token as string, account: user.account };
};

describe('the session cache: every ending in this process is seen at once', () => {
  it('logout', async () => {
    const user = await server.register();
    expect((await info(user.headers)).http).toBe(200);
    await server.post('user/logout', {}, user.headers);
    expect((await info(user.headers)).http).toBe(401);
  });

  it('ending another session from the sessions screen', async () => {
    const user = await server.register();
    const other = await secondSession(user);
    expect((await info(other)).http).toBe(200);
    const listed = await server.post('user/sessions', {}, user.headers);
    const target = listed.body.data.find((session: { current: boolean }) => !session.current);
    expect((await server.post('user/sessionEnd', { id: target.id }, user.headers)).body.status).toBe(1);
    expect((await info(other)).http).toBe(401);
    expect((await info(user.headers)).http).toBe(200);
  });

  it('a password change ending the other sessions', async () => {
    const user = await server.register();
    const other = await secondSession(user);
    expect((await info(other)).http).toBe(200);
    const change = {
      oldPassword: user.password,
      newPassword: 'tulpen langs de Vecht',
      confirmPassword: 'tulpen langs de Vecht',
    };
    expect((await server.post('user/password', change, user.headers)).body.status).toBe(1);
    expect((await info(other)).http).toBe(401);
    expect((await info(user.headers)).http).toBe(200);
  });

  it("an operator's restriction that ends sessions", async () => {
    const user = await server.register();
    expect((await info(user.headers)).http).toBe(200);
    await server.admin('account/update', { account: user.account, restrictions: ['disabled'] });
    expect((await info(user.headers)).http).toBe(401);
  });
});

describe('the session cache: what it trusts, and for how long', () => {
  it('serves a session ended behind its back (another process, the database) only until its trust runs out', async () => {
    const quick = await startTestServer({ sessionCacheMs: 300 });
    try {
      const user = await quick.register();
      expect((await quick.post('user/info', {}, user.headers)).http).toBe(200);
      await quick.database.db
        .update(accounts)
        .set({ restrictions: ['disabled'] })
        .where(eq(accounts.id, user.id));
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await quick.post('user/info', {}, user.headers)).http).toBe(401);
    } finally {
      await quick.close();
    }
  });

  it('keeps nothing with a TTL of 0, forgets by session or account, and checks the account name every time', () => {
    let now = 1000;
    const session = (id: string, accountId: string): CachedSession => ({
      sessionId: id,
      accountId,
      account: `user_${accountId}`,
      createdAt: new Date(0),
      lastUsedAt: new Date(0),
      restrictions: [],
    });
    const off = new SessionCache(0, () => now);
    off.set('t1', session('s1', 'a'));
    expect(off.get('t1')).toBeUndefined();
    const cache = new SessionCache(100, () => now);
    cache.set('t1', session('s1', 'a'));
    cache.set('t2', session('s2', 'a'));
    cache.set('t3', session('s3', 'b'));
    expect(cache.get('t1')?.sessionId).toBe('s1');
    cache.forget({ sessionId: 's1' });
    expect(cache.get('t1')).toBeUndefined();
    cache.forget({ accountId: 'a' });
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t3')?.sessionId).toBe('s3');
    now += 100;
    expect(cache.get('t3')).toBeUndefined();
  });

  it('refuses a cached token presented with another account name', async () => {
    const user = await server.register();
    expect((await info(user.headers)).http).toBe(200);
    expect((await info({ ...user.headers, account: 'someone_else' })).http).toBe(401);
  });
});
