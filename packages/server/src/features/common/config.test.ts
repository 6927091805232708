import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminAudit } from '../../db/schema.ts';
import { readEnv } from '../../env.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { setConfigValue } from './config.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const kefu = async () =>
  (await server.post('common/config', { type: 'kefu' })).body.data as { name: string; value: string }[];

describe('config/set', () => {
  it('sets the support link to an https URL or back to empty, audited', async () => {
    expect(await kefu()).toEqual([{ name: 'kefu', value: '' }]);
    expect(
      (await server.admin('config/set', { name: 'kefu', value: 'https://support.example.com/chat' })).body,
    ).toEqual({
      status: 1,
      msg: 'success.admin.config.set',
      data: { name: 'kefu', value: 'https://support.example.com/chat' },
    });
    expect(await kefu()).toEqual([{ name: 'kefu', value: 'https://support.example.com/chat' }]);
    const [row] = await server.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.path, 'config/set'))
      .orderBy(desc(adminAudit.at));
    expect(row).toMatchObject({
      operator: 'operator',
      body: { name: 'kefu', value: 'https://support.example.com/chat' },
    });
    expect((await server.admin('config/set', { name: 'kefu', value: '' })).body.status).toBe(1);
    expect(await kefu()).toEqual([{ name: 'kefu', value: '' }]);
  });

  it('refuses other schemes, names without a rule, and users', async () => {
    const invalid = { status: 0, msg: 'error.validation.invalid', data: { field: 'value', rule: 'format' } };
    for (const value of ['http://support.example.com', 'javascript:alert(1)', 'https://a.example/\u202E'])
      expect((await server.admin('config/set', { name: 'kefu', value })).body, value).toEqual(invalid);
    expect((await server.admin('config/set', { name: 'title', value: 'Other' })).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'name' },
    });
    const user = await server.register();
    expect((await server.admin('config/set', { name: 'kefu', value: '' }, user.headers)).http).toBe(401);
    expect(await kefu()).toEqual([{ name: 'kefu', value: '' }]);
  });
});

describe('SUPPORT_URL', () => {
  it('is read as an https URL, and refused at start otherwise', () => {
    expect(readEnv({ SUPPORT_URL: 'https://help.example.com' }).supportUrl).toBe('https://help.example.com');
    expect(readEnv({}).supportUrl).toBeUndefined();
    expect(readEnv({ SUPPORT_URL: '' }).supportUrl).toBeUndefined();
    expect(() => readEnv({ SUPPORT_URL: 'http://help.example.com' })).toThrow(/SUPPORT_URL must be an https URL/);
  });

  it('sets kefu at start, as main.ts does with it', async () => {
    const { supportUrl } = readEnv({ SUPPORT_URL: 'https://help.example.com/nl' });
    await setConfigValue(server.database.db, 'kefu', supportUrl!, server.clock.now());
    expect(await kefu()).toEqual([{ name: 'kefu', value: 'https://help.example.com/nl' }]);
    await setConfigValue(server.database.db, 'kefu', '', server.clock.now());
  });
});
