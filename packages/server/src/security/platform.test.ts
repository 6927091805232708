import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { endpoint } from '@broker/contract';
import { BALANCE_MAX } from '@broker/domain';
import { attemptCounters, uploads } from '../db/schema.ts';
import { registerUserEndpoint } from '../http/routes.ts';
import { jpeg, upload, verifyRealName } from '../testing/funds.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** Issue #16 §6–§12: bad text, fault logs, login brakes, sessions, rate limits, caching, sweeps. */
const SECRET = 'NL91ABNA0417164300';
const logLines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: '127.0.0.1',
    publicRateLimit: { max: 5, windowMs: 60_000 },
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    extraRoutes: (app, deps) =>
      registerUserEndpoint(
        app,
        deps,
        'test/fault',
        endpoint({ request: z.object({}), response: z.null(), public: true, summary: 'test only' }),
        async () => {
          // A database error whose message carries the query's parameter.
          await deps.db.execute(sql`select ${SECRET}::int`);
          return null;
        },
      ),
  });
});
afterAll(async () => {
  await server?.close();
});

const from = (address: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...headers });
let addressCounter = 0;
/** A fresh client address, so that one test's limits never meet another's. */
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

describe('text fields (§7)', () => {
  it('refuses control characters and bidi overrides with validation.invalid and the field, storing nothing', async () => {
    const user = await server.register('text');
    const front = await upload(server, user, 'idFront');
    const back = await upload(server, user, 'idBack');
    for (const name of ['Jan\u0000Jansen', 'Jan\u202EnesnaJ', 'Jan\u0085']) {
      const reply = await server.post(
        'user/realName',
        { name, frontImage: front, backImage: back, consent: true },
        user.headers,
      );
      expect(reply.body, JSON.stringify(name)).toEqual({
        status: 0,
        msg: 'error.validation.invalid',
        data: { field: 'name', rule: 'format' },
      });
    }
    expect((await server.post('user/realNameInfo', {}, user.headers)).body.data.status).toBe('none');
  });

  it('refuses an operator amount that would overflow its column', async () => {
    const user = await server.register('overflow');
    const reply = await server.admin('account/adjustBalance', {
      requestId: crypto.randomUUID(),
      account: user.account,
      currency: 'USD',
      amount: '9'.repeat(30),
      remark: 'x',
    });
    expect(reply.body).toEqual({ status: 0, msg: 'error.validation.invalid', data: { field: 'amount', rule: 'size' } });
  });

  it('refuses a credit that would take a balance past what an answer can carry, and the account stays readable (issue #31)', async () => {
    const user = await server.register('wedge');
    const credit = () =>
      server.admin('account/adjustBalance', {
        requestId: crypto.randomUUID(),
        account: user.account,
        currency: 'USD',
        amount: '600000000000000000',
        remark: 'x',
      });
    expect((await credit()).body.status).toBe(1);
    // A second credit would need 19 integer digits: refused before it commits, naming the bound.
    expect((await credit()).body).toEqual({
      status: 0,
      msg: 'error.amount.aboveMaximum',
      data: { max: BALANCE_MAX, currency: 'USD' },
    });
    const info = await server.post('user/info', { currency: 'USD' }, user.headers);
    expect(info.body.status).toBe(1);
    expect((await server.post('funds/records', { kind: 'ledger' }, user.headers)).body.data.total).toBe(1);
  });
});

describe('fault logs (§8)', () => {
  it("log the error's kind and the request id, never the query's parameters", async () => {
    const reply = await server.post('test/fault', {});
    expect(reply.body.msg).toBe('error.system.busy');
    const lines = logLines.filter((line) => line.includes('unexpected failure'));
    expect(lines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(SECRET);
    const line = JSON.parse(lines.at(-1)!);
    expect(line).toMatchObject({ reqId: expect.any(String), fault: { kind: expect.any(String) } });
  });
});

describe('login brakes (§9)', () => {
  it('slow one address down after five wrong passwords, and lock out only that address at ten', async () => {
    const user = await server.register('target');
    const attacker = freshAddress();
    const login = (address: string, password: string) =>
      server.post('user/login', { account: user.account, password }, from(address));
    for (let attempt = 0; attempt < 5; attempt++) {
      // Steps past the per-address rate limit of this server (5 a minute), which is not under test here.
      if (attempt === 4) server.clock.advance(60_000);
      expect((await login(attacker, `wrong-${attempt}-x`)).body.msg).toBe('error.login.wrongCredentials');
    }
    const slowed = await login(attacker, user.password);
    expect(slowed.body.msg).toBe('error.request.tooFrequent');
    expect(Date.parse(slowed.body.data.until) - server.clock.now().getTime()).toBe(1000);
    for (let attempt = 5; attempt < 10; attempt++) {
      server.clock.advance(31_000);
      expect((await login(attacker, `wrong-${attempt}-x`)).body.msg).toBe('error.login.wrongCredentials');
    }
    server.clock.advance(31_000);
    const locked = await login(attacker, user.password);
    expect(locked.body.msg).toBe('error.request.tooFrequent');
    expect(Date.parse(locked.body.data.until) - server.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    // The owner, from their own address, is not locked out.
    expect((await login(freshAddress(), user.password)).body.status).toBe(1);
  });

  it('never keep the owner out: guesses from strangers do not slow an address the account has logged in from (issue #31)', async () => {
    const user = await server.register('owner');
    // Guesses from six addresses of strangers: the account's brake from anywhere slows them all.
    for (let address = 0; address < 6; address++) {
      const stranger = freshAddress();
      for (let attempt = 0; attempt < 4; attempt++) {
        await server.post(
          'user/login',
          { account: user.account, password: `guess-${address}-${attempt}` },
          from(stranger),
        );
      }
    }
    const unknown = await server.post(
      'user/login',
      { account: user.account, password: user.password },
      from(freshAddress()),
    );
    expect(unknown.body.msg).toBe('error.request.tooFrequent');
    // The owner, from the address they registered from, gets in at once.
    const owner = await server.post('user/login', { account: user.account, password: user.password });
    expect(owner.body.status).toBe(1);
  });

  it('forget their entries once the window and the wait are over', async () => {
    const before = await server.database.db.select().from(attemptCounters);
    expect(before.length).toBeGreaterThan(0);
    server.clock.advance(2 * 24 * 60 * 60 * 1000);
    await server.sweep();
    expect(await server.database.db.select().from(attemptCounters)).toEqual([]);
  });
});

describe('sessions (§10)', () => {
  it('end 30 days after login however active, beside the 7 idle days', async () => {
    const user = await server.register('absolute');
    for (let day = 1; day < 30; day++) {
      server.clock.advance(24 * 60 * 60 * 1000);
      expect((await server.post('user/info', {}, user.headers)).http, `day ${day}`).toBe(200);
    }
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await server.post('user/info', {}, user.headers)).http).toBe(401);
  });

  it('are listed with their device and address, and any of them can be ended', async () => {
    const user = await server.register('sessions');
    const phone = await server.post(
      'user/login',
      { account: user.account, password: user.password },
      from('192.0.2.7', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7)' }),
    );
    const phoneHeaders = { token: phone.body.data.token, account: user.account };
    const list = await server.post('user/sessions', {}, user.headers);
    expect(list.body.msg).toBe('success.ok');
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toMatchObject({ current: true });
    const other = list.body.data[1];
    expect(other).toMatchObject({
      current: false,
      address: '192.0.2.7',
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)',
    });
    expect((await server.post('user/sessionEnd', { id: other.id }, user.headers)).body.msg).toBe(
      'success.user.sessionEnd',
    );
    expect((await server.post('user/info', {}, phoneHeaders)).http).toBe(401);
    expect((await server.post('user/sessions', {}, user.headers)).body.data).toHaveLength(1);
    // Another account's session, or an ended one, is not found.
    expect((await server.post('user/sessionEnd', { id: other.id }, user.headers)).body.msg).toBe(
      'error.order.notFound',
    );
    const stranger = await server.register('stranger');
    const [mine] = (await server.post('user/sessions', {}, user.headers)).body.data;
    expect((await server.post('user/sessionEnd', { id: mine.id }, stranger.headers)).body.msg).toBe(
      'error.order.notFound',
    );
  });
});

describe('public rate limits (§11)', () => {
  it('limit login and register per client address, leaving other addresses served', async () => {
    const flooder = freshAddress();
    const answers: string[] = [];
    for (let index = 0; index < 6; index++) {
      answers.push(
        (await server.post('user/login', { account: 'nobody', password: 'whatever-1' }, from(flooder))).body.msg,
      );
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('error.login.wrongCredentials'));
    expect(answers[5]).toBe('error.request.tooFrequent');
    const register = (address: string) =>
      server.post(
        'user/register',
        {
          account: `rl_${Math.random().toString(36).slice(2, 9)}`,
          password: 'Canal-House-31',
          confirmPassword: 'Canal-House-31',
          inviteCode: server.inviteCode,
        },
        from(address),
      );
    for (let index = 0; index < 5; index++) expect((await register(flooder)).body.status).toBe(1);
    expect((await register(flooder)).body.msg).toBe('error.request.tooFrequent');
    expect((await register(freshAddress())).body.status).toBe(1);
  });
});

describe('caching (§12)', () => {
  it('forbids keeping any API answer', async () => {
    for (const [url, init] of [
      [
        `${server.url}/api/vue/common/config`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"all"}' },
      ],
      [
        `${server.url}/api/vue/user/info`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      ],
      [
        `${server.url}/api/admin/ledger/verify`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'admin-key': server.adminKey }, body: '{}' },
      ],
      [`${server.url}/api/vue/no/such`, { method: 'POST' }],
      [`${server.url}/api/docs`, { method: 'GET' }],
    ] as const) {
      const response = await fetch(url, init);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
  });
});

describe('the upload sweep (§6)', () => {
  it('deletes uploads no record refers to a day later, and keeps attached ones', async () => {
    const user = await server.register('sweep');
    await verifyRealName(server, user); // two attached ID photos
    const stray = await server.post(
      'common/upload',
      { purpose: 'supportImage', contentType: 'image/jpeg', data: jpeg },
      user.headers,
    );
    const strayPath = stray.body.data.path as string;
    const strayFile = path.join(server.uploadsDir, strayPath.replace('/uploads/', ''));
    expect(fs.existsSync(strayFile)).toBe(true);
    server.clock.advance(23 * 60 * 60 * 1000);
    await server.sweep();
    expect(fs.existsSync(strayFile)).toBe(true);
    server.clock.advance(2 * 60 * 60 * 1000);
    const result = await server.sweep();
    expect(result.ran).toBe(true);
    expect(fs.existsSync(strayFile)).toBe(false);
    const left = await server.database.db
      .select()
      .from(uploads)
      .where(sql`${uploads.accountId} = ${user.id}`);
    expect(left.map((row) => row.purpose).sort()).toEqual(['idBack', 'idFront']);
  });
});
