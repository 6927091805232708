import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminAudit, adminKeys, ledgerEntries } from '../db/schema.ts';
import { adminKeyProblem, ensureAdminKey } from '../db/seed.ts';
import { readEnv } from '../env.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Issue #16 §1 and §5: no operator call takes effect without its audit row, whatever the body
 * carries beside what the call reads; operator keys are long, rotated by ADMIN_KEY, and braked.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});

const adjustments = async (accountId: string) =>
  (await server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId))).filter(
    (entry) => entry.type === 'adjustment',
  );

const auditOf = async (requestId: string) =>
  (await server.database.db.select().from(adminAudit).orderBy(desc(adminAudit.at))).filter(
    (row) => (row.body as { requestId?: string } | null)?.requestId === requestId,
  );

describe('the operator audit (§1)', () => {
  it('audits a call whose body carries a NUL in an ignored field, and moves the money once', async () => {
    const user = await server.register('audit');
    const requestId = randomUUID();
    const body = JSON.stringify({
      requestId,
      account: user.account,
      currency: 'USD',
      amount: '25.00',
      remark: 'goodwill',
      note: 'a\u0000b',
    });
    const reply = await server.admin('account/adjustBalance', body);
    expect(reply.body.msg).toBe('success.admin.account.adjustBalance');
    expect(await adjustments(user.id)).toHaveLength(1);
    const [row] = await auditOf(requestId);
    expect(row).toMatchObject({ operator: 'operator', path: 'account/adjustBalance', httpStatus: 200 });
    expect(row?.body).toEqual({
      requestId,
      account: user.account,
      currency: 'USD',
      amount: '25.00',
      remark: 'goodwill',
    });
    expect((row?.result as { msg: string }).msg).toBe('success.admin.account.adjustBalance');
  });

  it('audits a call whose ignored field nests 100,000 deep', async () => {
    const user = await server.register('deep');
    const requestId = randomUUID();
    const fields = JSON.stringify({ requestId, account: user.account, currency: 'USD', amount: '5', remark: 'x' });
    const deep = `${fields.slice(0, -1)},"nest":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const reply = await server.admin('account/adjustBalance', deep);
    expect(reply.body.msg).toBe('success.admin.account.adjustBalance');
    expect(await adjustments(user.id)).toHaveLength(1);
    expect(await auditOf(requestId)).toHaveLength(1);
  });

  it('writes the row before the call takes effect: an effect never exists without one', async () => {
    const user = await server.register('order');
    const requestId = randomUUID();
    await server.admin('account/adjustBalance', {
      requestId,
      account: user.account,
      currency: 'USD',
      amount: '1',
      remark: 'x',
    });
    const [row] = await auditOf(requestId);
    const [entry] = await adjustments(user.id);
    expect(row && entry).toBeTruthy();
    expect(row!.at.getTime()).toBeLessThanOrEqual(entry!.createdAt.getTime());
  });

  it('audits a refused key with its small body, and a large one by its size only', async () => {
    const wrong = { 'admin-key': 'x'.repeat(40) };
    await server.admin('account/get', { account: 'small-refused' }, wrong);
    await server.admin('support/reply', { account: 'big-refused', text: 'y'.repeat(100_000) }, wrong);
    const rows = await server.database.db.select().from(adminAudit).where(eq(adminAudit.httpStatus, 401));
    expect(rows.find((row) => (row.body as { account?: string })?.account === 'small-refused')).toMatchObject({
      operator: null,
    });
    expect(rows.some((row) => ((row.body as { bytes?: number } | null)?.bytes ?? 0) > 100_000)).toBe(true);
  });
});

describe('operator keys (§5)', () => {
  let known = '';
  beforeAll(async () => {
    known = (await server.register('known')).account;
  });

  it('must be at least 32 random characters', () => {
    expect(adminKeyProblem('short-key')).toMatch(/at least 32/);
    expect(adminKeyProblem('a'.repeat(40))).toMatch(/random/);
    expect(adminKeyProblem('Zk3vQ9pL2xW7mN4rT8yB1cF6hJ5sD0gA')).toBeNull();
    expect(() => readEnv({ ADMIN_KEY: 'operator' })).toThrow(/at least 32/);
  });

  it('are revoked by rotating ADMIN_KEY', async () => {
    const next = 'rotated-key-Hq8Zt3Wm9Lx2Vp7Rk4Nc';
    await ensureAdminKey(server.database.db, next);
    expect((await server.admin('account/get', { account: known })).http).toBe(401);
    expect((await server.admin('account/get', { account: known }, { 'admin-key': next })).body).toMatchObject({
      status: 1,
    });
    const live = await server.database.db.select().from(adminKeys);
    expect(live.filter((key) => key.revokedAt === null)).toHaveLength(1);
    await ensureAdminKey(server.database.db, server.adminKey);
    expect((await server.admin('account/get', { account: known })).body.status).toBe(1);
  });

  it('are braked per client address after wrong tries, which are audited; the right key still gets in (issue #31)', async () => {
    const from = (address: string, key = 'w'.repeat(40)) => ({ 'admin-key': key, 'x-forwarded-for': address });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push((await server.admin('account/get', { account: known }, from('203.0.113.9'))).http);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 401]);
    const braked = await server.admin('account/get', { account: known }, from('203.0.113.9'));
    expect(braked.body.msg).toBe('error.request.tooFrequent');
    expect(braked.body.data.until).toBeTypeOf('string');
    // Wrong keys from an address never keep its operator out: the right key is looked up first.
    expect(
      (await server.admin('account/get', { account: known }, from('203.0.113.9', server.adminKey))).body.status,
    ).toBe(1);
    // Another address is not affected.
    expect(
      (await server.admin('account/get', { account: known }, from('203.0.113.10', server.adminKey))).body.status,
    ).toBe(1);
    const refused = await server.database.db.select().from(adminAudit).where(eq(adminAudit.httpStatus, 401));
    expect(refused.length).toBeGreaterThanOrEqual(6);
  });
});
