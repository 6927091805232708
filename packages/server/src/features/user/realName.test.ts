import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Smallest valid-looking files: the magic bytes plus padding. */
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60, 1)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(60, 2)]);

async function upload(user: TestUser, purpose = 'idFront', bytes = jpeg, contentType = 'image/jpeg') {
  return server.post('common/upload', { purpose, contentType, data: bytes.toString('base64') }, user.headers);
}

const apiNow = () => `${server.clock.now().toISOString().slice(0, 19)}Z`;
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

describe('common/upload', () => {
  it('stores JPEG, PNG and WebP under uploadsDir/<purpose>/ and answers a path and a signed url', async () => {
    const user = await server.register();
    for (const [bytes, type, ext, purpose] of [
      [jpeg, 'image/jpeg', 'jpg', 'idFront'],
      [png, 'image/png', 'png', 'depositProof'],
      [webp, 'image/webp', 'webp', 'walletQr'],
    ] as const) {
      const { body } = await upload(user, purpose, bytes, type);
      expect(body.status).toBe(1);
      expect(body.msg).toBe('success.common.upload');
      expect(body.data.path).toMatch(new RegExp(`^/uploads/${purpose}/[A-Za-z0-9_-]{24}\\.${ext}$`));
      expect(body.data.url.startsWith(`${body.data.path}?exp=`)).toBe(true);
      const stored = await fs.readFile(path.join(server.uploadsDir, body.data.path.slice('/uploads/'.length)));
      expect(stored.equals(bytes)).toBe(true);
    }
  });

  it('decides the type by the bytes, not by the claim', async () => {
    const user = await server.register();
    expect((await upload(user, 'idFront', png, 'image/jpeg')).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'data', rule: 'type' },
    });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(user, 'idFront', html, 'image/png')).body.data).toEqual({ field: 'data', rule: 'type' });
  });

  it('refuses bad fields, empty data, non-base64 and more than 5 MiB', async () => {
    const user = await server.register();
    const data = jpeg.toString('base64');
    const post = (body: unknown) => server.post('common/upload', body, user.headers);
    expect((await post({ purpose: 'selfie', contentType: 'image/jpeg', data })).body.data).toEqual({
      field: 'purpose',
    });
    expect((await post({ purpose: 'idFront', contentType: 'image/gif', data })).body.data).toEqual({
      field: 'contentType',
    });
    expect((await post({ purpose: 'idFront', contentType: 'image/jpeg', data: '' })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'data' },
    });
    expect(
      (await post({ purpose: 'idFront', contentType: 'image/jpeg', data: 'data:image/jpeg;base64,AAAA' })).body,
    ).toEqual({ status: 0, msg: 'error.validation.invalid', data: { field: 'data' } });
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    expect((await post({ purpose: 'idFront', contentType: 'image/jpeg', data: big })).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'data' },
    });
    const exactly = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 - jpeg.length)]);
    expect((await upload(user, 'idFront', exactly)).body.status).toBe(1);
  });

  it('needs a session', async () => {
    const reply = await server.post('common/upload', { purpose: 'idFront', contentType: 'image/jpeg', data: 'AAAA' });
    expect(reply).toEqual({ http: 401, body: { status: 0, msg: 'error.session.expired', data: null } });
  });
});

describe('GET /uploads/...', () => {
  it('serves the owner, an operator and a signed link; not another user, not anonymous', async () => {
    const owner = await server.register();
    const other = await server.register();
    const { body } = await upload(owner, 'idBack');
    const file = body.data.path as string;

    const mine = await get(file, owner.headers);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toContain('private');
    expect(Buffer.from(await mine.arrayBuffer()).equals(jpeg)).toBe(true);

    expect((await get(file, { 'admin-key': server.adminKey })).status).toBe(200);
    expect((await get(body.data.url)).status).toBe(200);

    const theirs = await get(file, other.headers);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ status: 0, msg: 'error.content.notFound', data: { path: file } });
    expect((await get(file)).status).toBe(401);
    expect((await get(file, { 'admin-key': 'wrong' })).status).toBe(401);
    expect((await get(file, { token: owner.token, account: other.account })).status).toBe(401);
  });

  it('refuses a tampered, foreign or expired signature', async () => {
    const owner = await server.register();
    const first = (await upload(owner, 'idFront')).body.data;
    const second = (await upload(owner, 'idFront')).body.data;
    const query = (first.url as string).slice(first.path.length);
    expect((await get(`${second.path}${query}`)).status).toBe(401);
    // Another first character of the signature (the signature is random: it may start with 'A').
    const tampered = query.replace(/sig=(.)/, (_match, char: string) => `sig=${char === 'A' ? 'B' : 'A'}`);
    expect((await get(`${first.path}${tampered}`)).status).toBe(401);
    expect((await get(`${first.path}?exp=9999999999&sig=abc`)).status).toBe(401);
    server.clock.advance(16 * 60 * 1000);
    expect((await get(first.url)).status).toBe(401);
  });

  it('answers 404 for unknown or malformed paths without touching the file system', async () => {
    const owner = await server.register();
    expect((await get('/uploads/idFront/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', owner.headers)).status).toBe(404);
    expect((await get('/uploads/idFront/..%2F..%2Fetc%2Fpasswd', owner.headers)).status).toBe(404);
    expect((await get('/uploads/secret/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', owner.headers)).status).toBe(404);
  });
});

describe('user/realName and user/realNameInfo', () => {
  async function photos(user: TestUser) {
    const front = (await upload(user, 'idFront')).body.data;
    const back = (await upload(user, 'idBack', png, 'image/png')).body.data;
    return { front, back };
  }

  it('starts at none, submits to reviewing with a masked ID number and signed photos', async () => {
    const user = await server.register();
    expect((await server.post('user/realNameInfo', {}, user.headers)).body).toEqual({
      status: 1,
      msg: 'success.ok',
      data: {
        status: 'none',
        name: null,
        idNumberMasked: null,
        frontImage: null,
        backImage: null,
        address: null,
        remark: null,
        submittedAt: null,
        reviewedAt: null,
      },
    });
    const { front, back } = await photos(user);
    const { body } = await server.post(
      'user/realName',
      {
        name: ' Jan de Vries ',
        idNumber: 'NL1234567890',
        frontImage: front.url, // a signed url is accepted as its path
        backImage: back.path,
        address: 'Damrak 1, Amsterdam',
        consent: true,
      },
      user.headers,
    );
    expect(body.msg).toBe('success.user.realName');
    expect(body.data).toMatchObject({
      status: 'reviewing',
      name: 'Jan de Vries',
      idNumberMasked: 'NL1234***0',
      address: 'Damrak 1, Amsterdam',
      remark: null,
      submittedAt: apiNow(),
      reviewedAt: null,
    });
    expect(body.data.frontImage.startsWith(`${front.path}?exp=`)).toBe(true);
    expect((await get(body.data.backImage)).status).toBe(200);
    expect((await server.post('user/realNameInfo', {}, user.headers)).body.data.status).toBe('reviewing');
    expect((await server.post('user/info', {}, user.headers)).body.data.realNameStatus).toBe('reviewing');
  });

  it('answers each rule with its key', async () => {
    const user = await server.register();
    const other = await server.register();
    const { front, back } = await photos(user);
    const theirs = (await upload(other, 'idFront')).body.data;
    const proof = (await upload(user, 'depositProof')).body.data;
    const valid = { name: 'Anna', frontImage: front.path, backImage: back.path, consent: true };
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ name: '' }, 'error.validation.required', { field: 'name' }],
      [{ idNumber: 'AB-12' }, 'error.validation.invalid', { field: 'idNumber', rule: 'format' }],
      [{ frontImage: '' }, 'error.validation.required', { field: 'frontImage' }],
      [{ backImage: undefined }, 'error.validation.required', { field: 'backImage' }],
      [{ consent: false }, 'error.validation.required', { field: 'consent' }],
      [{ consent: undefined }, 'error.validation.required', { field: 'consent' }],
      [{ address: 'x'.repeat(201) }, 'error.validation.invalid', { field: 'address' }],
      [{ frontImage: theirs.path }, 'error.validation.invalid', { field: 'frontImage', rule: 'format' }],
      [{ backImage: proof.path }, 'error.validation.invalid', { field: 'backImage', rule: 'format' }],
      [{ frontImage: '/etc/passwd' }, 'error.validation.invalid', { field: 'frontImage', rule: 'format' }],
    ];
    for (const [overrides, msg, data] of cases) {
      const reply = await server.post('user/realName', { ...valid, ...overrides }, user.headers);
      expect(reply.body, JSON.stringify(overrides)).toEqual({ status: 0, msg, data });
    }
    expect((await server.post('user/realName', valid, user.headers)).body.status).toBe(1);
    expect((await server.post('user/realName', valid, user.headers)).body.msg).toBe('error.realName.underReview');
  });

  it('follows the operator: rejected with a remark may resubmit; verified is final', async () => {
    const user = await server.register();
    const { front, back } = await photos(user);
    const submission = { name: 'Piet Jansen', frontImage: front.path, backImage: back.path, consent: true };
    await server.post('user/realName', submission, user.headers);
    const decide = (decision: string, remark?: string) =>
      server.admin('review/decide', {
        requestId: crypto.randomUUID(),
        entity: 'realName',
        id: user.id,
        decision,
        remark,
      });
    expect((await decide('reject', 'Photo unreadable')).body.status).toBe(1);
    expect((await server.post('user/realNameInfo', {}, user.headers)).body.data).toMatchObject({
      status: 'rejected',
      remark: 'Photo unreadable',
      reviewedAt: apiNow(),
    });
    expect((await server.post('user/info', {}, user.headers)).body.data.realName).toBeNull();
    expect((await server.post('user/realName', submission, user.headers)).body.data).toMatchObject({
      status: 'reviewing',
      remark: null,
    });
    expect((await decide('approve')).body.status).toBe(1);
    const info = (await server.post('user/info', {}, user.headers)).body.data;
    expect(info).toMatchObject({ realName: 'Piet Jansen', realNameStatus: 'verified' });
    expect((await server.post('user/realName', submission, user.headers)).body.msg).toBe(
      'error.realName.alreadyVerified',
    );
    const login = await server.post('user/login', { account: user.account, password: user.password });
    expect(login.body.data).toMatchObject({ realName: 'Piet Jansen', realNameStatus: 'verified' });
  });
});
