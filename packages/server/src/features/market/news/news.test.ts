import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { languages, newsCategories } from '@broker/domain';
import { newsDetailResponseSchema, newsListResponseSchema } from '@broker/contract';
import { news } from '../../../db/schema.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../testing/testServer.ts';
import { newsDisclaimer, seedArticles } from './seed.ts';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

const fail = (msg: string, data: unknown = null) => ({ status: 0, msg, data });
const list = async (body: Record<string, unknown>, lang?: string) => {
  const reply = await server.post('news/list', body, { ...user.headers, ...(lang ? { lang } : {}) });
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return newsListResponseSchema.parse(reply.body.data);
};
const detail = (id: string, lang?: string) =>
  server.post('news/detail', { id }, { ...user.headers, ...(lang ? { lang } : {}) });

describe('seeded news', () => {
  it('has at least eight articles per category, each in all six languages, all different', () => {
    for (const category of newsCategories) {
      const articles = seedArticles.filter((article) => article.category === category);
      expect(articles.length).toBeGreaterThanOrEqual(8);
      for (const article of articles) {
        expect(Object.keys(article.texts).sort()).toEqual([...languages].sort());
        const titles = new Set(languages.map((lang) => article.texts[lang].title));
        // The two Chinese scripts may share a title; the other languages never do.
        expect(titles.size).toBeGreaterThanOrEqual(5);
      }
    }
    expect(new Set(seedArticles.map((a) => a.id)).size).toBe(seedArticles.length);
  });

  it('never carries a script, a handler or a foreign link in any language', () => {
    for (const article of seedArticles) {
      for (const lang of languages) {
        const { content } = article.texts[lang];
        expect(content).not.toMatch(/<script|on\w+=|javascript:|<iframe|https?:/i);
        expect(content).toMatch(/^<p>/);
      }
    }
  });
});

describe('news/list', () => {
  it('lists a category newest first, without content, in Dutch by default', async () => {
    const hot = await list({ category: 'hot' });
    expect(hot.total).toBe(8);
    expect(hot.items.every((item) => item.category === 'hot' && item.content === null)).toBe(true);
    const times = hot.items.map((item) => item.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(hot.items[0]).toMatchObject({
      id: 'news-hot-chipmakers',
      title: 'Chipbedrijven blijven de beweeglijkste groep van de markt',
      source: 'Dutch stocks redactie',
      cover: null,
      publishedAt: '2026-11-20T07:30:00Z',
    });
    const stock = await list({ category: 'stock', size: 3, page: 2 });
    expect(stock).toMatchObject({ total: 8, page: 2, size: 3 });
    expect(stock.items).toHaveLength(3);
  });

  it('speaks the lang header’s language, and Dutch for an unknown one', async () => {
    expect((await list({ category: 'hot' }, 'ko')).items[0]!.title).toBe(
      '반도체주, 여전히 시장에서 변동성이 가장 큰 업종',
    );
    expect((await list({ category: 'hot' }, 'zh-Hant')).items[0]!.title).toBe('晶片股仍是市場中波動最大的族群');
    expect((await list({ category: 'hot' }, 'de')).items[0]!.title).toBe(
      'Chiphersteller bleiben die schwankungsreichste Gruppe am Markt',
    );
    expect((await list({ category: 'hot' }, 'fr')).items[0]!.title).toBe(
      'Chipbedrijven blijven de beweeglijkste groep van de markt',
    );
  });

  it('falls back to Dutch per article when its translation is missing', async () => {
    await server.database.db.delete(news).where(and(eq(news.id, 'news-stock-sap'), eq(news.lang, 'en')));
    const items = (await list({ category: 'stock', size: 100 }, 'en')).items;
    expect(items.find((item) => item.id === 'news-stock-sap')!.title).toBe('SAP: het softwarezwaargewicht van de DAX');
    expect(items.find((item) => item.id === 'news-stock-asml')!.title).toBe(
      'ASML: what moves Europe’s largest technology company',
    );
    expect(items).toHaveLength(8);
    expect((await detail('news-stock-sap', 'en')).body.data.title).toBe('SAP: het softwarezwaargewicht van de DAX');
  });

  it('does not show an article before it is published', async () => {
    server.clock.set('2026-11-19T12:00:00Z');
    const earlier = await list({ category: 'hot' });
    server.clock.set('2026-11-23T10:00:00Z');
    expect(earlier.total).toBe(7);
    expect(earlier.items.map((item) => item.id)).not.toContain('news-hot-chipmakers');
    server.clock.set('2026-11-19T12:00:00Z');
    const early = await detail('news-hot-chipmakers');
    server.clock.set('2026-11-23T10:00:00Z');
    expect(early.body).toEqual(fail('error.content.notFound'));
  });

  it('validates the category and the paging', async () => {
    expect((await server.post('news/list', {}, user.headers)).body).toEqual(
      fail('error.validation.required', { field: 'category' }),
    );
    expect((await server.post('news/list', { category: 'gossip' }, user.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await server.post('news/list', { category: 'hot', size: 0 }, user.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
  });
});

describe('news/detail', () => {
  it('returns the article with its content and the not-investment-advice note', async () => {
    const reply = await detail('news-hot-price-limits', 'en');
    expect(reply.body.msg).toBe('success.ok');
    const item = newsDetailResponseSchema.parse(reply.body.data);
    expect(item).toMatchObject({ id: 'news-hot-price-limits', category: 'hot' });
    expect(item.content).toContain('ten percent');
    expect(item.content).toContain(newsDisclaimer.en);
    expect((await detail('news-hot-price-limits', 'zh-Hans')).body.data.content).toContain(newsDisclaimer['zh-Hans']);
  });

  it('sanitises the HTML: a script in stored content never reaches the wire', async () => {
    await server.database.db
      .update(news)
      .set({
        content:
          '<p onclick="steal()">Koersen<script>alert(document.cookie)</script> <a href="javascript:evil()">klik</a><img src=x onerror="x()"><iframe src="https://evil.example"></iframe></p>',
      })
      .where(and(eq(news.id, 'news-hot-dollar'), eq(news.lang, 'nl')));
    const { content } = (await detail('news-hot-dollar')).body.data;
    expect(content).toBe('<p>Koersen <a>klik</a></p>');
    const listed = await list({ category: 'hot', size: 100 });
    expect(JSON.stringify(listed)).not.toContain('<script');
  });

  it('answers content.notFound for an unknown id and validates it', async () => {
    expect((await detail('news-nope')).body).toEqual(fail('error.content.notFound'));
    expect((await server.post('news/detail', {}, user.headers)).body).toEqual(
      fail('error.validation.required', { field: 'id' }),
    );
  });
});
