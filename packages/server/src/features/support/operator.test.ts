import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminAudit } from '../../db/schema.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
});
afterAll(async () => {
  await server?.close();
});

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(6000, 7),
]).toString('base64');

async function send(user: TestUser, text: string) {
  server.clock.advance(2_000);
  const reply = await server.post('support/send', { requestId: randomUUID(), text }, user.headers);
  expect(reply.body.status).toBe(1);
  return reply.body.data;
}

function reply(account: string, body: Record<string, unknown>, requestId = randomUUID()) {
  server.clock.advance(1_000);
  return server.admin('support/reply', { requestId, account, ...body });
}

/** The conversations of these accounts in the order support/list gives them. */
async function listed(users: TestUser[], body: Record<string, unknown> = {}) {
  const names = new Set(users.map((user) => user.account));
  const { items } = (await server.admin('support/list', { size: 100, ...body })).body.data;
  return (items as { account: string; waiting: boolean }[]).filter((item) => names.has(item.account));
}

describe('support/list', () => {
  it('puts the waiting conversations first, longest waiting first, then the latest answered', async () => {
    const [early, late, answered, quiet] = [
      await server.register(),
      await server.register(),
      await server.register(),
      await server.register(),
    ];
    await send(early, 'Eerste vraag');
    await send(answered, 'Vraag die al beantwoord is');
    await send(late, 'Latere vraag');
    await send(early, 'Nog een vraag, wachtend sinds de eerste');
    expect((await reply(answered.account, { text: 'Opgelost.' })).body.status).toBe(1);
    const order = await listed([early, late, answered, quiet]);
    expect(order.map((item) => [item.account, item.waiting])).toEqual([
      [early.account, true],
      [late.account, true],
      [answered.account, false],
    ]);
    const [first] = order as unknown as Record<string, unknown>[];
    expect(first).toMatchObject({
      accountId: early.id,
      unreadByOperator: 2,
      lastMessage: { author: 'user', text: 'Nog een vraag, wachtend sinds de eerste' },
    });
    expect((await listed([early, late, answered], { waiting: false })).map((item) => item.account)).toEqual([
      answered.account,
    ]);
    expect((await listed([early, late, answered], { waiting: true })).map((item) => item.account)).toEqual([
      early.account,
      late.account,
    ]);
    const page = (await server.admin('support/list', { page: 1, size: 1 })).body.data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });

  it('runs as a command: npm run admin -- support/list', async () => {
    const cli = path.resolve(import.meta.dirname, '../../admin-cli.ts');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'support/list', '{}'], {
      env: { PATH: process.env.PATH ?? '', ADMIN_URL: server.url, ADMIN_KEY: server.adminKey },
    });
    expect(JSON.parse(stdout)).toMatchObject({ status: 1, msg: 'success.ok', data: { page: 1, size: 20 } });
  });
});

describe('support/conversation', () => {
  it("shows an account's messages and marks the user's read by customer service", async () => {
    const user = await server.register();
    expect((await server.admin('support/conversation', { account: user.account })).body.data).toEqual({
      conversation: null,
      items: [],
      hasMore: false,
    });
    await send(user, 'Waar vind ik mijn jaaroverzicht?');
    await send(user, 'Graag als PDF.');
    const opened = (await server.admin('support/conversation', { account: user.account, size: 1 })).body.data;
    expect(opened.items.map((item: { text: string }) => item.text)).toEqual(['Graag als PDF.']);
    expect(opened.hasMore).toBe(true);
    expect(opened.conversation).toMatchObject({ account: user.account, waiting: true, unreadByOperator: 0 });
    const older = (await server.admin('support/conversation', { account: user.account, before: opened.items[0].id }))
      .body.data;
    expect(older.items.map((item: { text: string }) => item.text)).toEqual(['Waar vind ik mijn jaaroverzicht?']);
    // The user sees that customer service has read both.
    const mine = (await server.post('support/messages', {}, user.headers)).body.data.items;
    expect(mine.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true);
    expect((await server.admin('support/conversation', { account: 'nobody-here' })).body.msg).toBe(
      'error.account.notFound',
    );
  });
});

describe('support/reply', () => {
  it('answers with text and an image the user may see, ends the wait, and is audited', async () => {
    const user = await server.register();
    const other = await server.register();
    await send(user, 'Mijn storting staat nog open.');
    const requestId = randomUUID();
    const answer = await reply(
      user.account,
      { text: ' Zie de schermafbeelding. ', image: { contentType: 'image/png', data: png } },
      requestId,
    );
    expect(answer.body).toMatchObject({
      status: 1,
      msg: 'success.admin.support.reply',
      data: { author: 'operator', text: 'Zie de schermafbeelding.', readAt: null },
    });
    // The same request id is one reply.
    expect(
      (
        await reply(
          user.account,
          { text: ' Zie de schermafbeelding. ', image: { contentType: 'image/png', data: png } },
          requestId,
        )
      ).body,
    ).toEqual(answer.body);
    const image = answer.body.data.image as string;
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);
    const bare = image.split('?')[0]!;
    expect((await fetch(`${server.url}${bare}`, { headers: user.headers })).status).toBe(200);
    expect((await fetch(`${server.url}${bare}`, { headers: other.headers })).status).toBe(404);
    expect((await fetch(`${server.url}${bare}`, { headers: { 'admin-key': server.adminKey } })).status).toBe(200);

    const conversation = (await server.admin('support/conversation', { account: user.account })).body.data;
    expect(conversation.conversation).toMatchObject({ waiting: false, waitingSince: null });
    expect(conversation.items).toHaveLength(2);
    expect((await server.post('support/unread', {}, user.headers)).body.data).toEqual({ unread: 1 });

    // The audit keeps the call, with the image's base64 by its length and digest.
    const [row] = await server.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.path, 'support/reply'), eq(adminAudit.operator, 'operator')))
      .orderBy(desc(adminAudit.at));
    expect(row?.body).toMatchObject({
      account: user.account,
      image: {
        contentType: 'image/png',
        data: { omittedChars: png.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      },
    });
    expect(row?.result).toMatchObject({ status: 1, msg: 'success.admin.support.reply' });
  });

  it('refuses an empty reply, bytes that are not the image type, and an unknown account', async () => {
    const user = await server.register();
    expect((await reply(user.account, { text: '' })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'text' },
    });
    expect((await reply(user.account, { text: 'Kijk', image: { contentType: 'image/jpeg', data: png } })).body).toEqual(
      {
        status: 0,
        msg: 'error.validation.invalid',
        data: { field: 'image.data', rule: 'type' },
      },
    );
    expect((await reply(user.account, { text: 'bidi \u202E' })).body.msg).toBe('error.validation.invalid');
    expect((await reply('nobody-here', { text: 'Hallo' })).body.msg).toBe('error.account.notFound');
    // Nothing was stored for the refused replies.
    expect((await server.post('support/messages', {}, user.headers)).body.data.items).toEqual([]);
  });

  it('may start a conversation, which then does not wait for an answer', async () => {
    const user = await server.register();
    expect((await reply(user.account, { text: 'Welkom! Heeft u vragen, dan staan we klaar.' })).body.status).toBe(1);
    expect(
      (await server.admin('support/conversation', { account: user.account })).body.data.conversation,
    ).toMatchObject({
      waiting: false,
    });
    expect((await server.post('support/unread', {}, user.headers)).body.data).toEqual({ unread: 1 });
  });
});
