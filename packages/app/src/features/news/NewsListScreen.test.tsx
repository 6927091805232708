import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { NewsItem, RequestOf } from '@broker/contract';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, hotNews, newsFixtures } from './mocks.ts';
import { NewsListScreen } from './NewsListScreen.tsx';

const server = setupServer();
let requests: { body: RequestOf<'news/list'>; lang: string | null }[];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  requests = [];
  server.use(...handlers(listOf(newsFixtures)));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function listOf(items: readonly NewsItem[]) {
  return mockApi('news/list', (body) => {
    requests.push({ body, lang: document.documentElement.lang });
    return {
      data: pageOf(
        items.filter((news) => news.category === body.category),
        body,
      ),
    };
  });
}

describe('NewsListScreen', () => {
  it('shows hot news first: headline, summary, source and time, each opening its article', async () => {
    renderScreen(<NewsListScreen />, paths.home.newsList);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Populair nieuws' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Populair nieuws' });
    expect(requests[0]!.body).toEqual({ category: 'hot', page: 1, size: 20 });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    const first = links[0]!;
    expect(first).toHaveAttribute('href', '/home/newsDetail?id=n-101');
    expect(within(first).getByText(hotNews[0]!.title)).toBeInTheDocument();
    expect(within(first).getByText(hotNews[0]!.summary)).toBeInTheDocument();
    expect(within(first).getByText(/^Reuters · 05\/01\/2026 \d{1,2}:30:00 uur$/)).toBeInTheDocument();
    // Without a source the time stands alone.
    expect(within(links[2]!).getByText(/^04\/01\/2026 \d{1,2}:45:00 uur$/)).toBeInTheDocument();
    await press(first);
    expect(await screen.findByRole('heading', { name: paths.home.newsDetail })).toBeInTheDocument();
  });

  it('switches to stock price information', async () => {
    const { user } = renderScreen(<NewsListScreen />, paths.home.newsList);
    await screen.findByRole('list', { name: 'Populair nieuws' });
    await user.click(screen.getByRole('tab', { name: 'Koersinformatie' }));
    const list = await screen.findByRole('list', { name: 'Koersinformatie' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(requests.at(-1)!.body).toEqual({ category: 'stock', page: 1, size: 20 });
  });

  it('reads the news in the UI language', async () => {
    renderScreen(<NewsListScreen />, paths.home.newsList, { language: 'de' });
    expect(await screen.findByRole('tab', { name: 'Top-Nachrichten' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Top-Nachrichten' });
    expect(requests[0]!.lang).toBe('de');
  });

  it('pages through a long list', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...hotNews[0]!,
      id: `n-${index}`,
      title: `Bericht ${index}`,
    }));
    server.use(listOf(many));
    renderScreen(<NewsListScreen />, paths.home.newsList);
    const list = await screen.findByRole('list', { name: 'Populair nieuws' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '30'));
    expect(requests.map((request) => request.body.page)).toEqual([1, 2]);
  });

  it('says when there is no news, and offers a retry when it cannot be read', async () => {
    let failing = true;
    server.use(
      mockApi('news/list', (body) =>
        failing ? { error: 'error.system.busy' } : { data: { items: [], total: 0, page: body.page ?? 1, size: 20 } },
      ),
    );
    renderScreen(<NewsListScreen />, paths.home.newsList);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    failing = false;
    await press(retry);
    expect(await screen.findByText('Nog geen nieuws')).toBeInTheDocument();
  });
});
