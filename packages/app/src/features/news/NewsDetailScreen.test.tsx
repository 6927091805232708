import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, hotNews } from './mocks.ts';
import { NewsDetailScreen } from './NewsDetailScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (id?: string) =>
  renderScreen(<NewsDetailScreen />, paths.home.newsDetail, {
    initialEntry: id === undefined ? paths.home.newsDetail : withQuery(paths.home.newsDetail, { id }),
  });

describe('NewsDetailScreen', () => {
  it('shows title, source and time, cover and the sanitised content', async () => {
    show('n-101');
    const article = await screen.findByRole('article', { name: hotNews[0]!.title });
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuwsbericht' })).toBeInTheDocument();
    expect(article.textContent).toMatch(/Reuters · 05\/01\/2026 \d{1,2}:30:00 uur/);
    expect(article.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    // The content's top heading sits at h2, under the screen's h1.
    expect(screen.getByRole('heading', { level: 2, name: 'Wat betekent dit voor beleggers?' })).toBeInTheDocument();
    expect(screen.getByText('volatiliteit')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect((window as { __newsScriptRan?: boolean }).__newsScriptRan).toBeUndefined();
  });

  it('says when the article does not exist, and leads back to the news', async () => {
    const { user } = show('gone');
    expect(await screen.findByText('Dit bericht bestaat niet (meer).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar het nieuwsoverzicht' }));
    expect(await screen.findByRole('heading', { name: paths.home.newsList })).toBeInTheDocument();
  });

  it('says so without an id', async () => {
    show();
    expect(await screen.findByText('Dit bericht bestaat niet (meer).')).toBeInTheDocument();
  });

  it('offers a retry when the article cannot be read', async () => {
    let failing = true;
    server.use(
      mockApi('news/detail', () =>
        failing ? { error: 'error.system.busy' } : { data: { ...hotNews[1]!, content: null } },
      ),
    );
    const { user } = show('n-102');
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    failing = false;
    await user.click(retry);
    // Without content, the summary is the article.
    expect(await screen.findByText(hotNews[1]!.summary)).toBeInTheDocument();
  });
});
