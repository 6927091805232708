import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportConversations, supportMessages } from '../../db/schema.ts';
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
  Buffer.alloc(40, 7),
]).toString('base64');

/** Sends a message with a fresh request id, after the 2-second rule's window. */
async function send(user: TestUser, body: Record<string, unknown>, requestId = randomUUID()) {
  server.clock.advance(2_000);
  return server.post('support/send', { requestId, ...body }, user.headers);
}

async function upload(user: TestUser, purpose = 'supportImage') {
  const reply = await server.post('common/upload', { purpose, contentType: 'image/png', data: png }, user.headers);
  expect(reply.body.status).toBe(1);
  return reply.body.data.path as string;
}

const invalid = (field: string, rule: string) => ({
  status: 0,
  msg: 'error.validation.invalid',
  data: { field, rule },
});

describe('support/send and support/messages', () => {
  it('starts with an empty conversation', async () => {
    const user = await server.register();
    expect((await server.post('support/messages', {}, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.ok',
      data: { items: [], hasMore: false },
    });
    expect((await server.post('support/unread', {}, user.headers)).body.data).toEqual({ unread: 0 });
    expect((await server.post('support/read', {}, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.support.read',
      data: { unread: 0 },
    });
  });

  it('stores the text trimmed, as plain text, and answers a repeated request id once', async () => {
    const user = await server.register();
    const requestId = randomUUID();
    const first = await send(user, { text: '  <b>Hallo</b>, ik heb een vraag\n over mijn storting  ' }, requestId);
    expect(first.body).toMatchObject({
      status: 1,
      msg: 'success.support.send',
      data: { author: 'user', text: '<b>Hallo</b>, ik heb een vraag\n over mijn storting', image: null, readAt: null },
    });
    expect(first.body.data.createdAt).toBe(server.clock.now().toISOString().replace('.000Z', 'Z'));
    expect(
      (await send(user, { text: '  <b>Hallo</b>, ik heb een vraag\n over mijn storting  ' }, requestId)).body,
    ).toEqual(first.body);
    const { items } = (await server.post('support/messages', {}, user.headers)).body.data;
    expect(items).toEqual([first.body.data]);
  });

  it('refuses an empty message, control characters, bidi overrides and over-long text', async () => {
    const user = await server.register();
    expect((await send(user, { text: '   ' })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'text' },
    });
    expect((await send(user, {})).body.msg).toBe('error.validation.required');
    expect((await send(user, { text: 'ring\u0007' })).body).toEqual(invalid('text', 'format'));
    expect((await send(user, { text: 'abc\u202Efdp.exe' })).body).toEqual(invalid('text', 'format'));
    expect((await send(user, { text: 'x'.repeat(2001) })).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'text', rule: 'size', min: 1, max: 2000 },
    });
    expect((await server.post('support/messages', {}, user.headers)).body.data.items).toEqual([]);
  });

  it('takes an image the user uploaded for support, and only that', async () => {
    const user = await server.register();
    const other = await server.register();
    const own = await upload(user);
    const sent = await send(user, { image: own });
    expect(sent.body.data).toMatchObject({ author: 'user', text: '' });
    expect(sent.body.data.image).toMatch(/^\/uploads\/supportImage\/[\w-]+\.png\?exp=\d+&sig=/);
    // The signed link shows it in an <img>.
    expect((await fetch(`${server.url}${sent.body.data.image}`)).status).toBe(200);
    // Someone else's upload, an upload for another purpose, a made-up path: refused alike.
    expect((await send(user, { image: await upload(other) })).body).toEqual(invalid('image', 'format'));
    expect((await send(user, { image: await upload(user, 'idFront') })).body).toEqual(invalid('image', 'format'));
    expect((await send(user, { image: '/uploads/supportImage/aaaaaaaaaaaaaaaaaaaaaaaa.png' })).body).toEqual(
      invalid('image', 'format'),
    );
  });

  it('limits an account to a burst of 5 messages, then one a second, and 10 a minute', async () => {
    const user = await server.register();
    const now = () => server.clock.now().getTime();
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        (await server.post('support/send', { requestId: randomUUID(), text: `snel ${sent}` }, user.headers)).body
          .status,
      ).toBe(1);
    }
    // The burst allowance of every rid write: the sixth at once waits a second.
    expect((await server.post('support/send', { requestId: randomUUID(), text: 'zes' }, user.headers)).body).toEqual({
      status: 0,
      msg: 'error.request.tooFrequent',
      data: { until: new Date(now() + 1000).toISOString() },
    });
    for (let sent = 5; sent < 10; sent += 1) expect((await send(user, { text: `nummer ${sent}` })).body.status).toBe(1);
    expect((await send(user, { text: 'elf' })).body).toEqual({
      status: 0,
      msg: 'error.request.tooFrequent',
      data: { max: 10 },
    });
    // Another account is not slowed down by it.
    expect((await send(await server.register(), { text: 'hoi' })).body.status).toBe(1);
    server.clock.advance(60_000);
    expect((await send(user, { text: 'een minuut later' })).body.status).toBe(1);
  });
});

describe('paging', () => {
  it('goes back by the cursor, oldest first within a page, until there is no more', async () => {
    const user = await server.register();
    expect((await send(user, { text: 'bericht 0' })).body.status).toBe(1);
    const [conversation] = await server.database.db
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.accountId, user.id));
    const start = server.clock.now().getTime();
    await server.database.db.insert(supportMessages).values(
      Array.from({ length: 24 }, (_, index) => ({
        id: randomUUID(),
        conversationId: conversation!.id,
        author: index % 3 === 2 ? 'operator' : 'user',
        text: `bericht ${index + 1}`,
        createdAt: new Date(start + (index + 1) * 1000),
      })),
    );
    const texts = (items: { text: string }[]) => items.map((item) => item.text);
    const newest = (await server.post('support/messages', { size: 10 }, user.headers)).body.data;
    expect(texts(newest.items)).toEqual(Array.from({ length: 10 }, (_, i) => `bericht ${15 + i}`));
    expect(newest.hasMore).toBe(true);
    const middle = (await server.post('support/messages', { size: 10, before: newest.items[0].id }, user.headers)).body
      .data;
    expect(texts(middle.items)).toEqual(Array.from({ length: 10 }, (_, i) => `bericht ${5 + i}`));
    expect(middle.hasMore).toBe(true);
    const oldest = (await server.post('support/messages', { size: 10, before: middle.items[0].id }, user.headers)).body
      .data;
    expect(texts(oldest.items)).toEqual(['bericht 0', 'bericht 1', 'bericht 2', 'bericht 3', 'bericht 4']);
    expect(oldest.hasMore).toBe(false);
    // Twenty by default.
    expect((await server.post('support/messages', {}, user.headers)).body.data.items).toHaveLength(20);
  });
});

describe("another user's conversation", () => {
  it('is never read or touched through a cursor', async () => {
    const alice = await server.register();
    const bob = await server.register();
    const secret = (await send(alice, { text: 'Mijn rekeningnummer is NL91INGB0001234567' })).body.data;
    await send(bob, { text: 'Hallo' });
    const bobs = (await server.post('support/messages', {}, bob.headers)).body.data.items;
    expect(bobs.map((item: { text: string }) => item.text)).toEqual(['Hallo']);
    expect((await server.post('support/messages', { before: secret.id }, bob.headers)).body).toEqual(
      invalid('before', 'enum'),
    );
    expect((await server.post('support/read', { upTo: secret.id }, bob.headers)).body).toEqual(invalid('upTo', 'enum'));
    const newcomer = await server.register();
    expect((await server.post('support/messages', { before: secret.id }, newcomer.headers)).body).toEqual(
      invalid('before', 'enum'),
    );
    expect((await server.post('support/read', { upTo: secret.id }, newcomer.headers)).body).toEqual(
      invalid('upTo', 'enum'),
    );
  });

  it('needs a session', async () => {
    expect((await server.post('support/messages', {})).http).toBe(401);
    expect((await server.post('support/send', { requestId: randomUUID(), text: 'hoi' })).http).toBe(401);
  });
});

describe('support/unread and support/read', () => {
  it("counts customer service's unread answers and marks them read, up to a message or all", async () => {
    const user = await server.register();
    await send(user, { text: 'Kan ik mijn opname annuleren?' });
    const reply = (text: string) => {
      server.clock.advance(1_000);
      return server.admin('support/reply', { requestId: randomUUID(), account: user.account, text });
    };
    const first = (await reply('Ja, zolang hij in behandeling is.')).body.data;
    await reply('Ga naar Portemonnee › Records.');
    expect((await server.post('support/unread', {}, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.ok',
      data: { unread: 2 },
    });
    server.clock.advance(1_000);
    expect((await server.post('support/read', { upTo: first.id }, user.headers)).body.data).toEqual({ unread: 1 });
    const items = (await server.post('support/messages', {}, user.headers)).body.data.items;
    expect(items.map((item: { readAt: string | null }) => item.readAt !== null)).toEqual([false, true, false]);
    expect((await server.post('support/read', {}, user.headers)).body.data).toEqual({ unread: 0 });
    expect((await server.post('support/unread', {}, user.headers)).body.data).toEqual({ unread: 0 });
  });
});
