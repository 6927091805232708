import type { HttpHandler } from 'msw';
import type { Article, ArticleKey } from '@broker/contract';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { createArticle } from '../../testing/factories.ts';

/** Fixtures and MSW handlers of the article screens' stories and tests (never imported by a screen). */

/** Articles as the reference server sends them (sanitised HTML). */
export const articleMocks = {
  about: createArticle({
    key: 'about',
    title: 'Over ons',
    content:
      '<p>Dutch stocks is een mobiele beleggingsapp voor particuliere beleggers: koersen, handelen, nieuwe emissies, nieuws en een overzicht van je rekening op één plek.</p>' +
      '<p><strong>Deze server is een sandbox.</strong> Alle koersen komen uit een gesimuleerde markt, saldi zijn fictief en er wordt geen echt geld of echt effect verhandeld.</p>',
    updatedAt: '2026-01-05T09:00:00Z',
  }),
  agreement: createArticle({
    key: 'agreement',
    title: 'Nutzungsvereinbarung',
    content:
      '<p>Mit der Erstellung eines Kontos akzeptieren Sie diese Bedingungen.</p>' +
      '<ol><li>Dieser Server ist eine Testumgebung. Kurse, Aufträge, Guthaben und Erträge sind simuliert.</li>' +
      '<li>Sie halten Ihr Passwort und Ihr Fondspasswort geheim.</li>' +
      '<li>Nichts in der App ist eine Anlageberatung, und es wird keine Rendite versprochen.</li></ol>',
    updatedAt: '2026-01-05T09:00:00Z',
  }),
  privacy: createArticle({
    key: 'privacy',
    title: '隱私政策',
    content:
      '<p>我們只處理帳號運作所需的資料：帳號名稱、密碼的雜湊值、語言選擇，以及您提交的身分資料與證件照片。</p>' +
      '<h3>未滿 14 歲的兒童</h3><p>未滿 14 歲的兒童須經父母或法定代理人同意，方可使用本應用程式。</p>',
    updatedAt: '2026-01-05T09:00:00Z',
  }),
} satisfies Record<'about' | 'agreement' | 'privacy', Article>;

const byKey: Record<ArticleKey, Article> = { ...articleMocks, security: createArticle() };

/** `common/article` answering each key with its fixture. Overrides come first, so they win. */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, configMock, mockApi('common/article', (body) => ({ data: byKey[body.key] }))];
}
