import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, watchlistMock } from './mocks.ts';
import { WatchlistScreen } from './WatchlistScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('WatchlistScreen', () => {
  it('lists the watched instruments, newest first, with ways to search and edit', async () => {
    server.use(...watchlistMock().handlers);
    renderScreen(<WatchlistScreen />, paths.favorite.index);
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorieten' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Favoriete instrumenten' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/market/stockDetail?id=s-asml',
      '/market/stockDetail?id=s-nvda',
      '/market/stockDetail?id=s-sap',
      '/market/stockDetail?id=s-inga',
    ]);
    expect(within(list).getByRole('link', { name: /NVIDIA/ })).toHaveTextContent('$ 875,28');
    expect(screen.getByRole('link', { name: 'Zoeken' })).toHaveAttribute('href', paths.favorite.search);
    expect(screen.getByRole('link', { name: 'Favorieten bewerken' })).toHaveAttribute('href', paths.favorite.editSelf);
  });

  it('invites a search when the watchlist is empty', async () => {
    server.use(...watchlistMock([]).handlers);
    renderScreen(<WatchlistScreen />, paths.favorite.index);
    expect(await screen.findByText('Nog geen favorieten')).toBeInTheDocument();
    expect(
      screen.getByText('Zoek een aandeel op code of naam en tik op de ster om het hier te volgen.'),
    ).toBeInTheDocument();
    await press(screen.getByRole('button', { name: 'Aandelen zoeken' }));
    expect(await screen.findByRole('heading', { name: paths.favorite.search })).toBeInTheDocument();
  });

  it('offers a retry when the watchlist cannot be read', async () => {
    let failing = true;
    const { handlers } = watchlistMock();
    server.use(...handlers);
    server.use(
      mockApi('watchlist/list', (body) =>
        failing ? { error: 'error.system.busy' } : { data: { items: [], total: 0, page: body.page ?? 1, size: 20 } },
      ),
    );
    renderScreen(<WatchlistScreen />, paths.favorite.index);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    failing = false;
    await press(retry);
    expect(await screen.findByText('Nog geen favorieten')).toBeInTheDocument();
  });
});
