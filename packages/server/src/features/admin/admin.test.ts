import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { accounts, adminAudit } from '../../db/schema.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const unauthorized = { http: 401, body: { status: 0, msg: 'error.session.expired', data: null } };
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 3)]).toString('base64');

async function submitRealName(user: TestUser, name = 'Eva Smit') {
  const front = (
    await server.post('common/upload', { purpose: 'idFront', contentType: 'image/jpeg', data: jpeg }, user.headers)
  ).body.data;
  const back = (
    await server.post('common/upload', { purpose: 'idBack', contentType: 'image/jpeg', data: jpeg }, user.headers)
  ).body.data;
  const reply = await server.post(
    'user/realName',
    { name, idNumber: 'X12345678', frontImage: front.path, backImage: back.path, consent: true },
    user.headers,
  );
  expect(reply.body.status).toBe(1);
}

const decide = (id: string, decision: string, remark?: string) =>
  server.admin('review/decide', { requestId: randomUUID(), entity: 'realName', id, decision, remark });

describe('operator authentication', () => {
  it('refuses a missing or wrong key, and user tokens', async () => {
    const user = await server.register();
    expect(await server.admin('account/get', { account: user.account }, {})).toEqual(unauthorized);
    expect(await server.admin('account/get', { account: user.account }, { 'admin-key': 'nope' })).toEqual(unauthorized);
    expect(await server.admin('account/get', { account: user.account }, user.headers)).toEqual(unauthorized);
    // Even with a valid key, a request carrying a user token is refused.
    expect(
      await server.admin('account/get', { account: user.account }, { 'admin-key': server.adminKey, ...user.headers }),
    ).toEqual(unauthorized);
  });

  it('refuses admin keys on the user API, public calls included', async () => {
    const user = await server.register();
    expect(await server.post('user/info', {}, { ...user.headers, 'admin-key': server.adminKey })).toEqual(unauthorized);
    expect(await server.post('common/config', { type: 'all' }, { 'admin-key': server.adminKey })).toEqual(unauthorized);
  });

  it('audits every call with operator, time, path, body and result', async () => {
    const user = await server.register();
    await server.admin('account/get', { account: user.account });
    await server.admin('account/get', { account: 'ghost' }, { 'admin-key': 'wrong' });
    const rows = await server.database.db.select().from(adminAudit).orderBy(desc(adminAudit.at)).limit(50);
    const ok = rows.find((row) => (row.body as { account?: string })?.account === user.account);
    expect(ok).toMatchObject({ operator: 'operator', path: 'account/get', httpStatus: 200 });
    expect((ok?.result as { msg: string }).msg).toBe('success.ok');
    expect(ok?.at).toBeInstanceOf(Date);
    const refused = rows.find((row) => (row.body as { account?: string })?.account === 'ghost');
    expect(refused).toMatchObject({ operator: null, httpStatus: 401, result: unauthorized.body });
  });
});

describe('review/list and review/decide (real name)', () => {
  it('lists reviewing records oldest first, with the full ID number and the account', async () => {
    const first = await server.register();
    await submitRealName(first, 'First Person');
    server.clock.advance(1000);
    const second = await server.register();
    await submitRealName(second, 'Second Person');
    const { body } = await server.admin('review/list', { entity: 'realName', size: 100 });
    expect(body.msg).toBe('success.ok');
    const ids = body.data.items.map((item: { accountId: string }) => item.accountId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const mine = await server.admin('review/list', { entity: 'realName', account: second.account });
    expect(mine.body.data).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(mine.body.data.items[0]).toMatchObject({
      id: second.id,
      account: second.account,
      name: 'Second Person',
      idNumber: 'X12345678',
      idNumberMasked: 'X12345***8',
      status: 'reviewing',
    });
    // Operators can open the photos by the signed links (or with their key).
    expect((await fetch(`${server.url}${mine.body.data.items[0].frontImage}`)).status).toBe(200);
  });

  it('pages and filters by status; other entities are empty until their slices', async () => {
    const { body } = await server.admin('review/list', { entity: 'realName', status: 'verified', page: 99 });
    expect(body.data).toMatchObject({ items: [], page: 99 });
    expect((await server.admin('review/list', { entity: 'deposit' })).body.data).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 20,
    });
    expect((await server.admin('review/list', { entity: 'shares' })).body.msg).toBe('error.validation.invalid');
    expect((await server.admin('review/list', { entity: 'realName', size: 101 })).body.msg).toBe(
      'error.validation.invalid',
    );
  });

  it('approves: verified, the account takes the name; a repeat is not in review', async () => {
    const user = await server.register();
    await submitRealName(user, 'Karel Appel');
    const { body } = await decide(user.id, 'approve');
    expect(body).toMatchObject({ status: 1, msg: 'success.admin.review.decide', data: { status: 'verified' } });
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(row?.realName).toBe('Karel Appel');
    expect((await decide(user.id, 'reject', 'late')).body.msg).toBe('error.order.notInReview');
  });

  it('rejects only with a remark; unknown ids and entities are not found', async () => {
    const user = await server.register();
    await submitRealName(user);
    expect((await decide(user.id, 'reject')).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'remark' },
    });
    expect((await decide(user.id, 'reject', '   ')).body.msg).toBe('error.validation.required');
    expect((await decide('no-such-account', 'approve')).body.msg).toBe('error.order.notFound');
    const other = await server.admin('review/decide', {
      requestId: randomUUID(),
      entity: 'deposit',
      id: 'd1',
      decision: 'approve',
    });
    expect(other.body.msg).toBe('error.order.notFound');
    expect((await decide(user.id, 'reject', 'Blurred photo')).body.data).toMatchObject({
      status: 'rejected',
      remark: 'Blurred photo',
    });
    // rid: requestId is required.
    expect(
      (await server.admin('review/decide', { entity: 'realName', id: user.id, decision: 'approve' })).body,
    ).toEqual({ status: 0, msg: 'error.validation.required', data: { field: 'requestId' } });
  });
});

describe('account/get, account/update, account/credit', () => {
  it('gets an account with its credit quota; unknown → account.notFound', async () => {
    const user = await server.register();
    const { body } = await server.admin('account/get', { account: user.account });
    expect(body.data).toMatchObject({ id: user.id, account: user.account, creditScore: 100, creditQuota: '0' });
    expect((await server.admin('account/get', { account: 'ghost' })).body.msg).toBe('error.account.notFound');
    expect((await server.admin('account/get', { account: 'house' })).body.msg).toBe('error.account.notFound');
  });

  it('updates restrictions, seat flag and quota; loginBanned and disabled end every session', async () => {
    const user = await server.register();
    const { body } = await server.admin('account/update', {
      account: user.account,
      restrictions: ['tradeBanned', 'frozen', 'frozen'],
      isSeat: true,
      creditQuota: '5000.5',
    });
    expect(body).toMatchObject({
      status: 1,
      msg: 'success.admin.account.update',
      data: { restrictions: ['frozen', 'tradeBanned'], isSeat: true, creditQuota: '5000.5' },
    });
    expect((await server.post('user/info', {}, user.headers)).body.data.restrictions).toEqual([
      'frozen',
      'tradeBanned',
    ]);
    expect((await server.admin('account/update', { account: user.account, creditQuota: '-1' })).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'creditQuota', rule: 'min', min: '0' },
    });
    expect((await server.admin('account/update', { account: user.account, restrictions: ['jailed'] })).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await server.admin('account/update', { account: 'ghost', isSeat: false })).body.msg).toBe(
      'error.account.notFound',
    );

    for (const restriction of ['loginBanned', 'disabled']) {
      const victim = await server.register();
      await server.admin('account/update', { account: victim.account, restrictions: [restriction] });
      expect(await server.post('user/info', {}, victim.headers)).toEqual(unauthorized);
      await server.admin('account/update', { account: victim.account, restrictions: [] });
      // Lifting the ban does not bring the revoked session back.
      expect(await server.post('user/info', {}, victim.headers)).toEqual(unauthorized);
      expect(
        (await server.post('user/login', { account: victim.account, password: victim.password })).body.status,
      ).toBe(1);
    }
  });

  it('adds and subtracts positive integer points, flooring at 0', async () => {
    const user = await server.register();
    const credit = (op: string, points: unknown) =>
      server.admin('account/credit', { requestId: randomUUID(), account: user.account, op, points });
    expect((await credit('add', 5)).body).toEqual({
      status: 1,
      msg: 'success.admin.account.credit',
      data: { creditScore: 105 },
    });
    expect((await credit('subtract', '30')).body.data).toEqual({ creditScore: 75 });
    expect((await credit('subtract', 1000)).body.data).toEqual({ creditScore: 0 });
    for (const points of [0, -3, 1.5, 'ten']) {
      expect((await credit('add', points)).body, String(points)).toEqual({
        status: 0,
        msg: 'error.validation.invalid',
        data: { field: 'points', rule: 'positiveInteger' },
      });
    }
    expect((await credit('add', '')).body.msg).toBe('error.validation.required');
    expect((await credit('multiply', 1)).body.msg).toBe('error.validation.invalid');
    expect((await server.post('user/info', {}, user.headers)).body.data.creditScore).toBe(0);
  });

  it('is idempotent per requestId: a repeat replays, a different body conflicts, 20 at once apply once', async () => {
    const user = await server.register();
    const requestId = randomUUID();
    const body = { requestId, account: user.account, op: 'add', points: 7 };
    const first = await server.admin('account/credit', body);
    expect(first.body.data).toEqual({ creditScore: 107 });
    expect(await server.admin('account/credit', body)).toEqual(first);
    expect((await server.admin('account/credit', { ...body, points: 8 })).body).toEqual({
      status: 0,
      msg: 'error.request.idConflict',
      data: { field: 'requestId' },
    });

    const concurrentId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.admin('account/credit', { requestId: concurrentId, account: user.account, op: 'add', points: 1 }),
      ),
    );
    for (const reply of replies)
      expect(reply.body).toEqual({ status: 1, msg: 'success.admin.account.credit', data: { creditScore: 108 } });
    expect((await server.admin('account/get', { account: user.account })).body.data.creditScore).toBe(108);
  });
});

describe('admin CLI', () => {
  const cli = path.resolve(import.meta.dirname, '../../admin-cli.ts');
  const run = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [cli, ...args], { env: { PATH: process.env.PATH ?? '', ...env } }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('calls the running server, prints the envelope and exits 0 on success', async () => {
    const user = await server.register();
    await submitRealName(user, 'Cli Person');
    const env = { ADMIN_URL: server.url, ADMIN_KEY: server.adminKey };
    const list = await run(['review/list', JSON.stringify({ entity: 'realName', account: user.account })], env);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).data.items[0].name).toBe('Cli Person');
    // rid calls get a requestId added.
    const approve = await run(
      ['review/decide', JSON.stringify({ entity: 'realName', id: user.id, decision: 'approve' })],
      env,
    );
    expect(approve.code).toBe(0);
    expect(JSON.parse(approve.stdout).data.status).toBe('verified');
    const [row] = await server.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.path, 'review/decide'))
      .orderBy(desc(adminAudit.at));
    expect(row?.operator).toBe('operator');
  });

  it('exits non-zero on an error envelope, a wrong key, bad input or no server', async () => {
    const env = { ADMIN_URL: server.url, ADMIN_KEY: server.adminKey };
    const missing = await run(['account/get', '{"account":"ghost"}'], env);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout).msg).toBe('error.account.notFound');
    const wrongKey = await run(['account/get', '{"account":"ghost"}'], { ...env, ADMIN_KEY: 'wrong' });
    expect(wrongKey.code).toBe(1);
    expect(JSON.parse(wrongKey.stdout).msg).toBe('error.session.expired');
    expect((await run(['account/get', '{not json'], env)).code).toBe(2);
    expect((await run([], env)).code).toBe(2);
    expect((await run(['account/get', '{}'], { ADMIN_URL: server.url })).code).toBe(2);
    expect((await run(['account/get', '{}'], { ...env, ADMIN_URL: 'http://127.0.0.1:1' })).code).toBe(1);
  });
});
