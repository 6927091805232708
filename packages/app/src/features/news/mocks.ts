import type { HttpHandler } from 'msw';
import type { NewsItem } from '@broker/contract';
import type { NewsCategory } from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { createNewsItem } from '../../testing/factories.ts';

/** Fixtures and MSW handlers of the news stories and tests (never imported by a screen). */

/** A small inline cover (the stories have no image server; the CSP allows data: images). */
const cover = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${hue} 45% 45%)"/><path d="M0 70 40 48 70 58 110 30 160 42V90H0z" fill="hsl(${hue} 45% 70%)"/></svg>`,
  )}`;

const item = (
  id: string,
  category: NewsCategory,
  title: string,
  summary: string,
  publishedAt: string,
  extra: Partial<NewsItem> = {},
): NewsItem => createNewsItem({ id, category, title, summary, publishedAt, ...extra });

export const hotNews: NewsItem[] = [
  item(
    'n-101',
    'hot',
    'ECB houdt de rente gelijk en wijst op dalende inflatie',
    'De Europese Centrale Bank laat de depositorente ongewijzigd; beleggers rekenen op een verlaging in het voorjaar.',
    '2026-01-05T09:30:00Z',
    { cover: cover(210), source: 'Reuters' },
  ),
  item(
    'n-102',
    'hot',
    'Chipfondsen trekken de AEX omhoog na sterke orders bij ASML',
    'ASML meldt een recordorderboek; ook Besi en ASMI stijgen in de ochtendhandel.',
    '2026-01-05T08:10:00Z',
    { cover: cover(28) },
  ),
  item(
    'n-103',
    'hot',
    'Olieprijs daalt door hogere voorraden in de VS',
    'Brent-olie noteert onder de 80 dollar per vat.',
    '2026-01-04T16:45:00Z',
    { source: null },
  ),
];

export const stockNews: NewsItem[] = [
  item(
    'n-201',
    'stock',
    'Koersinformatie: Shell keert extra dividend uit',
    'Shell verhoogt het kwartaaldividend met 4 procent en koopt voor 3,5 miljard dollar eigen aandelen in.',
    '2026-01-05T07:00:00Z',
    { cover: cover(130) },
  ),
  item(
    'n-202',
    'stock',
    'Philips onder druk na waarschuwing over marges',
    'Het aandeel verliest in de eerste handelsuren ruim 3 procent.',
    '2026-01-04T10:20:00Z',
  ),
];

export const newsFixtures: NewsItem[] = [...hotNews, ...stockNews];

/** The detail of a fixture: its HTML content (with a script the client must remove). */
export function newsDetailOf(id: string): NewsItem | undefined {
  const found = newsFixtures.find((news) => news.id === id);
  if (!found) return undefined;
  return {
    ...found,
    content:
      `<p>${found.summary}</p>` +
      '<h3>Wat betekent dit voor beleggers?</h3>' +
      '<p>Analisten verwachten dat de <strong>volatiliteit</strong> de komende weken hoog blijft.</p>' +
      '<script>window.__newsScriptRan = true</script>' +
      '<ul><li>Spreid je beleggingen</li><li>Let op de kosten</li></ul>',
  };
}

/** `news/list` over the fixtures, newest first per category. */
export const newsListMock = (items: readonly NewsItem[] = newsFixtures) =>
  mockApi('news/list', (body) => ({
    data: pageOf(
      items.filter((news) => news.category === body.category),
      body,
    ),
  }));

/** `news/detail` with content; an unknown id answers `content.notFound`. */
export const newsDetailMock = () =>
  mockApi('news/detail', (body) => {
    const found = newsDetailOf(body.id);
    return found ? { data: found } : { error: 'error.content.notFound' };
  });

/** Everything the news list and article read, over the fixtures. Overrides come first, so they win. */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, configMock, newsListMock(), newsDetailMock()];
}
