import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { languages } from '@broker/domain';
import { articleKeys } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { articles, notices } from '../../db/schema.ts';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

describe('common/article', () => {
  it('is public and seeded for every key in all six languages', async () => {
    // Every language has its own text (titles may coincide: 安全中心 is both Chinese scripts).
    const texts = new Set<string>();
    for (const lang of languages) {
      for (const key of articleKeys) {
        const { http, body } = await server.post('common/article', { key }, { lang });
        expect(http).toBe(200);
        expect(body.msg).toBe('success.ok');
        expect(body.data).toMatchObject({ key, updatedAt: '2026-01-05T09:00:00Z' });
        expect(body.data.content.length).toBeGreaterThan(100);
        texts.add(body.data.content);
      }
    }
    expect(texts.size).toBe(languages.length * articleKeys.length);
  });

  it('says it is a sandbox, and the privacy policy covers guardian consent under 14', async () => {
    const about = (await server.post('common/article', { key: 'about' }, { lang: 'en' })).body.data;
    expect(about.content).toMatch(/sandbox/);
    expect(about.content).toMatch(/simulated market/);
    const privacy = (await server.post('common/article', { key: 'privacy' }, { lang: 'en' })).body.data;
    expect(privacy.content).toMatch(/under 14/);
    expect(privacy.content).toMatch(/guardian/);
    expect((await server.post('common/article', { key: 'privacy' }, { lang: 'nl' })).body.data.content).toMatch(
      /14 jaar/,
    );
  });

  it('falls back to Dutch without or with an unknown lang header', async () => {
    expect((await server.post('common/article', { key: 'about' })).body.data.title).toBe('Over ons');
    expect((await server.post('common/article', { key: 'about' }, { lang: 'fr' })).body.data.title).toBe('Over ons');
    await server.database.db.delete(articles).where(and(eq(articles.key, 'security'), eq(articles.lang, 'ko')));
    expect((await server.post('common/article', { key: 'security' }, { lang: 'ko' })).body.data.title).toBe(
      'Beveiligingscentrum',
    );
  });

  it('sanitises the HTML on the way out and answers content.notFound when missing', async () => {
    const db = server.database.db;
    await db
      .update(articles)
      .set({
        content:
          '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:evil()">x</a><iframe src="https://e.x"></iframe></p>',
      })
      .where(and(eq(articles.key, 'agreement'), eq(articles.lang, 'de')));
    const { content } = (await server.post('common/article', { key: 'agreement' }, { lang: 'de' })).body.data;
    expect(content).toBe('<p>Hi<a>x</a></p>');
    await db.delete(articles).where(eq(articles.key, 'agreement'));
    expect((await server.post('common/article', { key: 'agreement' })).body).toEqual({
      status: 0,
      msg: 'error.content.notFound',
      data: null,
    });
    expect((await server.post('common/article', { key: 'secrets' })).body.msg).toBe('error.validation.invalid');
  });
});

describe('user/notice and user/noticeDetail', () => {
  it("lists the market's and global notices, newest first, without content", async () => {
    const { body } = await server.post('user/notice', { type: 'nl' }, user.headers);
    expect(body.msg).toBe('success.ok');
    expect(body.data.map((n: { id: string }) => n.id)).toEqual(['notice-nl-hours', 'notice-welcome']);
    expect(body.data[0]).toEqual({
      id: 'notice-nl-hours',
      title: 'Handelstijden Nederland',
      summary: 'Maandag tot en met vrijdag 09:00–17:30 (Amsterdamse tijd).',
      market: 'nl',
      createdAt: '2026-01-06T08:00:00Z',
    });
    // The default market is usd.
    const usd = (await server.post('user/notice', {}, { ...user.headers, lang: 'en' })).body.data;
    expect(usd.map((n: { id: string }) => n.id)).toEqual(['notice-usd-hours', 'notice-welcome']);
    expect(usd[0].title).toBe('US trading hours');
    expect((await server.post('user/notice', { type: 'crypto' }, user.headers)).body.data).toHaveLength(1);
    expect((await server.post('user/notice', { type: 'moon' }, user.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await server.post('user/notice', {})).http).toBe(401);
  });

  it('answers at most the 50 newest', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: `bulk-${String(i).padStart(2, '0')}`,
      lang: 'nl',
      market: 'de',
      title: `Bericht ${i}`,
      summary: null,
      content: '<p>x</p>',
      createdAt: new Date(Date.UTC(2026, 5, 1, 0, i)),
    }));
    await server.database.db.insert(notices).values(rows);
    const list = (await server.post('user/notice', { type: 'de' }, { ...user.headers, lang: 'zh-Hans' })).body.data;
    expect(list).toHaveLength(50);
    expect(list[0].id).toBe('bulk-59');
    expect(list[49].id).toBe('bulk-10');
  });

  it('gives one notice with sanitised content in the language, else Dutch; unknown → content.notFound', async () => {
    const { body } = await server.post('user/noticeDetail', { id: 'notice-welcome' }, { ...user.headers, lang: 'ko' });
    expect(body.data).toMatchObject({ id: 'notice-welcome', market: null, title: '샌드박스에 오신 것을 환영합니다' });
    expect(body.data.content).toContain('<p>');
    const bulk = (await server.post('user/noticeDetail', { id: 'bulk-01' }, { ...user.headers, lang: 'en' })).body.data;
    expect(bulk.title).toBe('Bericht 1');
    expect((await server.post('user/noticeDetail', { id: 'nope' }, user.headers)).body).toEqual({
      status: 0,
      msg: 'error.content.notFound',
      data: null,
    });
    expect((await server.post('user/noticeDetail', {}, user.headers)).body.msg).toBe('error.validation.required');
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document of every endpoint', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as any;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/vue/user/login', '/api/vue/common/upload', '/api/admin/review/decide']),
    );
    const login = document.paths['/api/vue/user/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['account', 'password']);
    expect(document.paths['/api/vue/user/info'].post.security).toEqual([{ token: [], account: [] }]);
    expect(document.paths['/api/admin/account/credit'].post['x-requires-request-id']).toBe(true);
  });
});
