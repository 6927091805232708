import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';
import { notify } from './notices.ts';

/**
 * Notices to one user (core/notices.ts): stored by kind and parameters, listed with the market
 * notices newest first, opened by their owner only.
 */
let server: TestServer;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.register('noticed');
  other = await server.register('noticed');
});
afterAll(async () => {
  await server?.close();
});

describe('notify', () => {
  it('lists the user’s notice first among the market’s, by kind and parameters, without a text of its own', async () => {
    const id = await notify(
      server.database.db,
      user.id,
      'marginWarning',
      { currency: 'EUR', levelPct: '78.40' },
      server.clock.now(),
    );
    const list = (await server.post('user/notice', {}, user.headers)).body.data;
    expect(list[0]).toMatchObject({
      id,
      kind: 'marginWarning',
      params: { currency: 'EUR', levelPct: '78.40' },
      title: '',
      market: null,
    });
    expect(list.slice(1).every((notice: { kind?: string | null }) => !notice.kind)).toBe(true);
    const detail = await server.post('user/noticeDetail', { id }, user.headers);
    expect(detail.body.data).toMatchObject({ id, kind: 'marginWarning' });
  });

  it('is another user’s to nobody else', async () => {
    const id = await notify(
      server.database.db,
      user.id,
      'marginCritical',
      { currency: 'USD', levelPct: '60.00' },
      server.clock.now(),
    );
    const theirs = (await server.post('user/notice', {}, other.headers)).body.data;
    expect(theirs.some((notice: { id: string }) => notice.id === id)).toBe(false);
    const opened = await server.post('user/noticeDetail', { id }, other.headers);
    expect(opened.body.msg).toBe('error.content.notFound');
  });

  it('refuses parameters that are not the kind’s', async () => {
    await expect(
      notify(server.database.db, user.id, 'marginWarning', { currency: 'EUR' } as never, server.clock.now()),
    ).rejects.toThrow(/parameters/);
  });
});
