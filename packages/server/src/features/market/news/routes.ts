import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language, type NewsCategory } from '@broker/domain';
import type { NewsItem } from '@broker/contract';
import { news } from '../../../db/schema.ts';
import { ApiError } from '../../../http/envelope.ts';
import { paginate } from '../../../http/paginate.ts';
import { defineRoute, type RouteDeps } from '../../../http/routes.ts';
import { toApiTime } from '../../../lib/time.ts';
import { requestLanguage } from '../../../http/language.ts';
import { sanitize } from '../../../lib/sanitize.ts';

type NewsRow = Omit<typeof news.$inferSelect, 'content'> & { content?: string };

/** One row per article: the wanted language, else Dutch. */
function pickLanguage<Row extends { id: string; lang: string }>(rows: readonly Row[], lang: Language): Row[] {
  const byId = new Map<string, Row>();
  for (const row of rows) {
    const current = byId.get(row.id);
    if (!current || (row.lang === lang && current.lang !== lang)) byId.set(row.id, row);
  }
  return [...byId.values()];
}

/** The HTML is sanitised on the way out with the policy of every server-authored text. */
function newsView(row: NewsRow): NewsItem {
  return {
    id: row.id,
    category: row.category as NewsCategory,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    source: row.source,
    content: row.content === undefined ? null : sanitize(row.content),
    publishedAt: toApiTime(row.publishedAt),
  };
}

/**
 * News (api.md §4.11): in the `lang` header's language, else Dutch; newest first. An article
 * dated after now is not published yet (operators may schedule one), so it is neither listed
 * nor readable.
 */
export function registerNewsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const languages = (lang: Language) => [...new Set([lang, DEFAULT_LANGUAGE])];

  defineRoute(
    app,
    deps,
    'news/list',
    async (body, { request, now }) => {
      const lang = requestLanguage(request);
      const rows = await db
        .select({
          id: news.id,
          lang: news.lang,
          category: news.category,
          title: news.title,
          summary: news.summary,
          cover: news.cover,
          source: news.source,
          publishedAt: news.publishedAt,
        })
        .from(news)
        .where(and(eq(news.category, body.category), inArray(news.lang, languages(lang)), lte(news.publishedAt, now)));
      const articles = pickLanguage(rows, lang).sort(
        (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id),
      );
      return paginate(body, articles, (page) => page.map(newsView));
    },
    { catchUp: 'none' },
  );

  defineRoute(
    app,
    deps,
    'news/detail',
    async (body, { request, now }) => {
      const lang = requestLanguage(request);
      const rows = await db
        .select()
        .from(news)
        .where(and(eq(news.id, body.id), inArray(news.lang, languages(lang)), lte(news.publishedAt, now)));
      const [row] = pickLanguage(rows, lang);
      if (!row) throw new ApiError('error.content.notFound');
      return newsView(row);
    },
    { catchUp: 'none' },
  );
}
