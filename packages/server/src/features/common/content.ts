import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { sanitize } from '../../lib/sanitize.ts';
import { DEFAULT_LANGUAGE, serverDefaults, type Language, type Market } from '@broker/domain';
import type { ArticleKey, Notice } from '@broker/contract';
import { articles, notices } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import { toApiTime } from '../../lib/time.ts';
import { userNotice, userNoticesOf, type UserNoticeRow } from '../../core/notices.ts';

type NoticeRow = typeof notices.$inferSelect;

/** One row per notice id: the wanted language, else Dutch. */
function pickLanguage(rows: NoticeRow[], lang: Language): NoticeRow[] {
  const byId = new Map<string, NoticeRow>();
  for (const row of rows) {
    const current = byId.get(row.id);
    if (!current || (row.lang === lang && current.lang !== lang)) byId.set(row.id, row);
  }
  return [...byId.values()];
}

function noticeView(row: NoticeRow, withContent: boolean): Notice {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    ...(withContent ? { content: sanitize(row.content) } : {}),
    market: row.market as Market | null,
    createdAt: toApiTime(row.createdAt),
  };
}

/** A notice to the user: worded by the app from its kind and parameters, so no title or text here. */
function userNoticeView(row: UserNoticeRow): Notice {
  return {
    id: row.id,
    title: '',
    summary: null,
    content: null,
    market: null,
    createdAt: toApiTime(row.createdAt),
    kind: row.kind,
    params: row.params,
  };
}

/** Articles (common/article) and notices (user/notice, user/noticeDetail), api.md §4.1, §4.11. */
export function registerContentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  defineRoute(app, deps, 'common/article', async (body, { request }) => {
    const lang = requestLanguage(request);
    const rows = await db
      .select()
      .from(articles)
      .where(and(eq(articles.key, body.key), inArray(articles.lang, [lang, DEFAULT_LANGUAGE])));
    const row = rows.find((r) => r.lang === lang) ?? rows[0];
    if (!row) throw new ApiError('error.content.notFound');
    return {
      key: row.key as ArticleKey,
      title: row.title,
      content: sanitize(row.content),
      updatedAt: toApiTime(row.updatedAt),
    };
  });

  // A user's own notices (core/notices.ts) join the market's: the time-driven work that tells them
  // (a margin alert …) is brought up to date first, as for every read of the account.
  defineRoute(app, deps, 'user/notice', async (body, { request, session }) => {
    const lang = requestLanguage(request);
    const own = (await userNoticesOf(db, session.accountId, serverDefaults.noticeLimit)).map(userNoticeView);
    const rows = await db
      .select()
      .from(notices)
      .where(
        and(inArray(notices.lang, [lang, DEFAULT_LANGUAGE]), or(eq(notices.market, body.type), isNull(notices.market))),
      )
      .orderBy(desc(notices.createdAt), notices.id)
      // Each id has at most two rows here (its language and Dutch), so this holds the 50 newest ids.
      .limit(serverDefaults.noticeLimit * 2);
    const market = pickLanguage(rows, lang).map((row) => noticeView(row, false));
    return [...own, ...market]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id))
      .slice(0, serverDefaults.noticeLimit);
  });

  defineRoute(app, deps, 'user/noticeDetail', async (body, { request, session }) => {
    const own = await userNotice(db, session.accountId, body.id);
    if (own) return userNoticeView(own);
    const lang = requestLanguage(request);
    const rows = await db
      .select()
      .from(notices)
      .where(and(eq(notices.id, body.id), inArray(notices.lang, [lang, DEFAULT_LANGUAGE])));
    const [row] = pickLanguage(rows, lang);
    if (!row) throw new ApiError('error.content.notFound');
    return noticeView(row, true);
  });
}
