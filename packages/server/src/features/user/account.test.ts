import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { accounts, configTable, sessions } from '../../db/schema.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const expired = { status: 0, msg: 'error.session.expired', data: null };
const newAccount = (prefix = 'acc') => `${prefix}${Math.random().toString(36).slice(2, 10)}`;
const registration = (account: string, overrides: Record<string, unknown> = {}) => ({
  account,
  password: 'Tulip-Canal-42',
  confirmPassword: 'Tulip-Canal-42',
  inviteCode: server.inviteCode,
  ...overrides,
});

describe('user/register', () => {
  it('creates an account with the house invitation code and returns a session', async () => {
    const account = newAccount();
    const { http, body } = await server.post('user/register', registration(account));
    expect(http).toBe(200);
    expect(body.status).toBe(1);
    expect(body.msg).toBe('success.user.register');
    expect(body.data).toMatchObject({ account, realName: null, realNameStatus: 'none' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // 7 idle days from the clock's now.
    expect(body.data.expiresAt).toBe('2026-11-30T10:00:00Z');
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.account, account));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row?.passwordHash).not.toContain('Tulip-Canal-42');
    const [session] = await server.database.db.select().from(sessions).where(eq(sessions.accountId, body.data.id));
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toBe(body.data.token);
  });

  it('gives every account a short number of its own, for the UID people read', async () => {
    const first = await server.post('user/register', registration(newAccount()));
    const second = await server.post('user/register', registration(newAccount()));
    expect(first.body.data.uid).toMatch(/^\d{6}$/);
    expect(Number(second.body.data.uid)).toBeGreaterThan(Number(first.body.data.uid));
    const headers = { token: first.body.data.token, account: first.body.data.account };
    expect((await server.post('user/info', {}, headers)).body.data.uid).toBe(first.body.data.uid);
    const login = await server.post('user/login', { account: first.body.data.account, password: 'Tulip-Canal-42' });
    expect(login.body.data.uid).toBe(first.body.data.uid);
  });

  it("accepts another user's invitation code", async () => {
    const inviter = await server.register('inviter');
    const { body } = await server.post('user/register', registration(newAccount(), { inviteCode: inviter.inviteCode }));
    expect(body.status).toBe(1);
  });

  it('answers each rule with its key, in field order', async () => {
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ account: '' }, 'error.validation.required', { field: 'account' }],
      [{ account: undefined }, 'error.validation.required', { field: 'account' }],
      [{ account: 'a b' }, 'error.validation.invalid', { field: 'account', rule: 'format' }],
      [{ account: 42 }, 'error.validation.invalid', { field: 'account' }],
      [
        { password: '123', confirmPassword: '123' },
        'error.validation.invalid',
        { field: 'password', rule: 'size', min: 8, max: 128 },
      ],
      [{ confirmPassword: '' }, 'error.validation.required', { field: 'confirmPassword' }],
      [{ confirmPassword: 'secret124' }, 'error.password.mismatch', null],
      [{ inviteCode: '' }, 'error.validation.required', { field: 'inviteCode' }],
      [{ inviteCode: 'NOSUCH99' }, 'error.invite.inviterNotFound', null],
    ];
    for (const [overrides, msg, data] of cases) {
      const body = registration(newAccount(), overrides);
      const reply = await server.post('user/register', body);
      expect(reply.body, JSON.stringify(overrides)).toEqual({ status: 0, msg, data });
    }
  });

  it('refuses an existing account, and a double tap within 2 s as too frequent', async () => {
    const account = newAccount();
    expect((await server.post('user/register', registration(account))).body.status).toBe(1);
    expect((await server.post('user/register', registration(account))).body.msg).toBe('error.request.tooFrequent');
    server.clock.advance(2000);
    expect((await server.post('user/register', registration(account))).body.msg).toBe('error.account.exists');
  });

  it('applies the phone10 account rule from the config', async () => {
    const db = server.database.db;
    await db.update(configTable).set({ value: 'phone10' }).where(eq(configTable.name, 'accountRule'));
    try {
      expect((await server.post('user/register', registration('abcdefgh'))).body).toEqual({
        status: 0,
        msg: 'error.validation.invalid',
        data: { field: 'account', rule: 'phone10' },
      });
      const phone = `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      expect((await server.post('user/register', registration(phone))).body.status).toBe(1);
    } finally {
      await db.update(configTable).set({ value: 'any' }).where(eq(configTable.name, 'accountRule'));
    }
  });
});

describe('user/login', () => {
  it('returns a new session for the right credentials', async () => {
    const user = await server.register();
    const { body } = await server.post('user/login', { account: user.account, password: user.password });
    expect(body).toMatchObject({ status: 1, msg: 'success.user.login', data: { account: user.account, id: user.id } });
    expect(body.data.token).not.toBe(user.token);
    expect((await server.post('user/info', {}, { token: body.data.token, account: user.account })).body.status).toBe(1);
  });

  it('answers wrongCredentials for an unknown account and a wrong password alike', async () => {
    const user = await server.register();
    expect((await server.post('user/login', { account: 'nobody_here', password: 'whatever1' })).body).toEqual({
      status: 0,
      msg: 'error.login.wrongCredentials',
      data: null,
    });
    expect((await server.post('user/login', { account: user.account, password: 'wrongpass' })).body.msg).toBe(
      'error.login.wrongCredentials',
    );
    // The house account has no password and cannot log in.
    expect((await server.post('user/login', { account: 'house', password: 'anything' })).body.msg).toBe(
      'error.login.wrongCredentials',
    );
  });

  it('requires both fields', async () => {
    expect((await server.post('user/login', { account: '', password: 'x' })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'account' },
    });
    expect((await server.post('user/login', { account: 'someone' })).body.data).toEqual({ field: 'password' });
  });

  it('checks credentials before restrictions: loginBanned and disabled', async () => {
    const banned = await server.register();
    const disabled = await server.register();
    const db = server.database.db;
    await db
      .update(accounts)
      .set({ restrictions: ['loginBanned'] })
      .where(eq(accounts.id, banned.id));
    await db
      .update(accounts)
      .set({ restrictions: ['disabled', 'frozen'] })
      .where(eq(accounts.id, disabled.id));
    expect((await server.post('user/login', { account: banned.account, password: 'wrongpass' })).body.msg).toBe(
      'error.login.wrongCredentials',
    );
    expect((await server.post('user/login', { account: banned.account, password: banned.password })).body.msg).toBe(
      'error.account.loginBanned',
    );
    expect((await server.post('user/login', { account: disabled.account, password: disabled.password })).body.msg).toBe(
      'error.account.disabled',
    );
    // A restriction set straight in the database also ends the live session.
    expect(await server.post('user/info', {}, banned.headers)).toEqual({ http: 401, body: expired });
  });

  it('refuses a sixth attempt after 5 failures in 15 minutes, even with the right password', async () => {
    const user = await server.register();
    for (let i = 0; i < 5; i++) {
      expect((await server.post('user/login', { account: user.account, password: `wrong${i}xx` })).body.msg).toBe(
        'error.login.wrongCredentials',
      );
    }
    expect((await server.post('user/login', { account: user.account, password: user.password })).body.msg).toBe(
      'error.request.tooFrequent',
    );
    // Another account is not affected.
    const other = await server.register();
    expect((await server.post('user/login', { account: other.account, password: other.password })).body.status).toBe(1);
    server.clock.advance(15 * 60 * 1000);
    expect((await server.post('user/login', { account: user.account, password: user.password })).body.status).toBe(1);
  });
});

describe('sessions', () => {
  it('needs both headers, the right account and a known token', async () => {
    const user = await server.register();
    const other = await server.register();
    expect(await server.post('user/info', {})).toEqual({ http: 401, body: expired });
    expect(await server.post('user/info', {}, { token: user.token })).toEqual({ http: 401, body: expired });
    expect(await server.post('user/info', {}, { account: user.account })).toEqual({ http: 401, body: expired });
    expect(await server.post('user/info', {}, { token: user.token, account: other.account })).toEqual({
      http: 401,
      body: expired,
    });
    expect(await server.post('user/info', {}, { token: `${user.token}x`, account: user.account })).toEqual({
      http: 401,
      body: expired,
    });
    // The session check comes before field validation.
    expect(await server.post('user/language', { language: 'xx' })).toEqual({ http: 401, body: expired });
  });

  it('expires after 7 idle days and slides with every call', async () => {
    const user = await server.register();
    server.clock.advance(6 * 24 * 3600 * 1000);
    expect((await server.post('user/info', {}, user.headers)).http).toBe(200);
    server.clock.advance(6 * 24 * 3600 * 1000);
    expect((await server.post('user/info', {}, user.headers)).http).toBe(200);
    server.clock.advance(7 * 24 * 3600 * 1000);
    expect(await server.post('user/info', {}, user.headers)).toEqual({ http: 401, body: expired });
    // Expired stays expired.
    expect((await server.post('user/info', {}, user.headers)).http).toBe(401);
  });

  it('logout revokes the token only', async () => {
    const user = await server.register();
    const second = (await server.post('user/login', { account: user.account, password: user.password })).body.data;
    expect(await server.post('user/logout', {}, user.headers)).toEqual({
      http: 200,
      body: { status: 1, msg: 'success.user.logout', data: null },
    });
    expect(await server.post('user/info', {}, user.headers)).toEqual({ http: 401, body: expired });
    expect(await server.post('user/logout', {}, user.headers)).toEqual({ http: 401, body: expired });
    expect((await server.post('user/info', {}, { token: second.token, account: user.account })).http).toBe(200);
  });
});

describe('user/info', () => {
  it('returns the user with zero wallets for EUR, USD, USDT and USDC', async () => {
    const user = await server.register();
    const { body } = await server.post('user/info', {}, user.headers);
    expect(body.msg).toBe('success.ok');
    expect(body.data).toMatchObject({
      id: user.id,
      account: user.account,
      realName: null,
      realNameStatus: 'none',
      avatar: null,
      language: 'nl',
      creditScore: 100,
      fundPasswordSet: false,
      restrictions: [],
      isSeat: false,
      marginStatus: 'notApplied',
      usdtBalance: '0.000000',
    });
    expect(body.data.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.data.registeredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(body.data.wallet).toEqual({
      currency: 'USD',
      balance: '0.00',
      available: '0.00',
      frozen: '0.00',
      profit: '0.00',
      borrowed: '0.00',
      totalAssets: '0.00',
    });
    expect(body.data.wallets.map((w: { currency: string }) => w.currency)).toEqual(['EUR', 'USD', 'USDT', 'USDC']);
    expect(body.data.wallets[3].balance).toBe('0.000000');
  });

  it('gives the wallet of the requested currency and refuses an unknown one', async () => {
    const user = await server.register();
    expect((await server.post('user/info', { currency: 'EUR' }, user.headers)).body.data.wallet.currency).toBe('EUR');
    expect((await server.post('user/info', { currency: 'DOGE' }, user.headers)).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'currency' },
    });
  });
});

describe('user/password', () => {
  it('changes the password and revokes the other sessions, keeping this one', async () => {
    const user = await server.register();
    const other = (await server.post('user/login', { account: user.account, password: user.password })).body.data;
    const change = { oldPassword: user.password, newPassword: 'newsecret1', confirmPassword: 'newsecret1' };
    expect((await server.post('user/password', change, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.user.password',
      data: null,
    });
    expect((await server.post('user/info', {}, user.headers)).http).toBe(200);
    expect((await server.post('user/info', {}, { token: other.token, account: user.account })).http).toBe(401);
    expect((await server.post('user/login', { account: user.account, password: user.password })).body.msg).toBe(
      'error.login.wrongCredentials',
    );
    expect((await server.post('user/login', { account: user.account, password: 'newsecret1' })).body.status).toBe(1);
  });

  it('answers every error key', async () => {
    const user = await server.register();
    const cases: [Record<string, unknown>, string][] = [
      [{ oldPassword: '', newPassword: 'newsecret1', confirmPassword: 'newsecret1' }, 'error.validation.required'],
      [{ oldPassword: user.password, newPassword: 'short', confirmPassword: 'short' }, 'error.validation.invalid'],
      [
        { oldPassword: user.password, newPassword: 'newsecret1', confirmPassword: 'newsecret2' },
        'error.password.mismatch',
      ],
      [
        { oldPassword: 'notmine12', newPassword: 'newsecret1', confirmPassword: 'newsecret1' },
        'error.password.wrongOriginal',
      ],
    ];
    for (const [body, msg] of cases)
      expect((await server.post('user/password', body, user.headers)).body.msg).toBe(msg);
  });
});

describe('user/fundPassword', () => {
  it('sets, then changes only with the old one', async () => {
    const user = await server.register();
    const set = { newFundPassword: '123456', confirmPassword: '123456' };
    expect((await server.post('user/fundPassword', set, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.user.fundPassword',
      data: null,
    });
    expect((await server.post('user/info', {}, user.headers)).body.data.fundPasswordSet).toBe(true);
    const change = { newFundPassword: '654321', confirmPassword: '654321' };
    expect((await server.post('user/fundPassword', change, user.headers)).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'oldFundPassword' },
    });
    expect(
      (await server.post('user/fundPassword', { ...change, oldFundPassword: '000000' }, user.headers)).body.msg,
    ).toBe('error.fundPassword.wrong');
    expect(
      (await server.post('user/fundPassword', { ...change, oldFundPassword: '123456' }, user.headers)).body.status,
    ).toBe(1);
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(row?.fundPasswordHash).toMatch(/^scrypt\$/);
  });

  it('requires 6 digits and a matching confirmation', async () => {
    const user = await server.register();
    expect(
      (await server.post('user/fundPassword', { newFundPassword: '12345a', confirmPassword: '12345a' }, user.headers))
        .body,
    ).toEqual({ status: 0, msg: 'error.validation.invalid', data: { field: 'newFundPassword', rule: 'format' } });
    expect(
      (await server.post('user/fundPassword', { newFundPassword: '123456', confirmPassword: '123457' }, user.headers))
        .body.msg,
    ).toBe('error.password.mismatch');
  });
});

describe('user/language', () => {
  it('stores a known language', async () => {
    const user = await server.register();
    expect((await server.post('user/language', { language: 'zh-Hant' }, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.user.language',
      data: null,
    });
    expect((await server.post('user/info', {}, user.headers)).body.data.language).toBe('zh-Hant');
    expect((await server.post('user/language', { language: 'fr' }, user.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await server.post('user/language', {}, user.headers)).body.msg).toBe('error.validation.required');
  });
});

describe('malformed bodies', () => {
  it('answers broken JSON and non-objects with validation keys', async () => {
    const user = await server.register();
    expect((await server.post('user/login', '{"account": ')).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'body', rule: 'format' },
    });
    expect((await server.post('user/login', '[1,2]')).body.msg).toMatch(/^error\.validation\./);
    expect((await server.post('user/info', '"text"', user.headers)).body.msg).toBe('error.validation.invalid');
  });
});
