import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { storageKeys } from '@broker/domain';
import { mockApi } from '../../mocks/mockApi.ts';
import { stockListPage } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, watchlistMock } from './mocks.ts';
import { SearchScreen } from './SearchScreen.tsx';

const server = setupServer();
let searches: RequestOf<'stock/list'>[];
let watchlist: ReturnType<typeof watchlistMock>;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  searches = [];
  watchlist = watchlistMock();
  server.use(
    ...handlers(
      ...watchlist.handlers,
      mockApi('stock/list', (body) => {
        searches.push(body);
        return { data: stockListPage(body) };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<SearchScreen />, paths.favorite.search);
const storedHistory = () => JSON.parse(localStorage.getItem(storageKeys.searchHistory) ?? '[]') as unknown[];

describe('SearchScreen', () => {
  it('searches by code or name as you type, once you pause', async () => {
    const { user } = show();
    const field = await screen.findByRole('searchbox', { name: 'Zoek een aandeel' });
    expect(field).toHaveFocus();
    expect(screen.getByText('Zoek op code of naam. Wat je opent, vind je hier later terug.')).toBeInTheDocument();
    await user.type(field, 'sh');
    const results = await screen.findByRole('list', { name: 'Resultaten voor ‘sh’' });
    // One request for the settled text, none per keystroke.
    expect(searches).toEqual([{ keyword: 'sh', page: 1, size: 20 }]);
    expect(within(results).getByRole('link', { name: /Shell/ })).toHaveAttribute(
      'href',
      '/market/stockDetail?id=s-shell',
    );
    await user.clear(field);
    await user.type(field, 'zzz');
    expect(await screen.findByText('Niets gevonden voor ‘zzz’')).toBeInTheDocument();
  });

  it('adds to and removes from the watchlist in place', async () => {
    const { user } = show();
    await user.type(await screen.findByRole('searchbox'), 'l');
    await screen.findByRole('list', { name: 'Resultaten voor ‘l’' });
    const asml = await screen.findByRole('button', { name: 'ASML Holding volgen' });
    await waitFor(() => expect(asml).toHaveAttribute('aria-pressed', 'true'));
    const shell = screen.getByRole('button', { name: 'Shell volgen' });
    expect(shell).toHaveAttribute('aria-pressed', 'false');

    await user.click(shell);
    expect(await screen.findByText('Shell staat nu in je favorieten')).toBeInTheDocument();
    await waitFor(() => expect(shell).toHaveAttribute('aria-pressed', 'true'));
    expect(watchlist.state.added).toEqual(['s-shell']);

    await user.click(asml);
    expect(await screen.findByText('ASML Holding verwijderd uit je favorieten')).toBeInTheDocument();
    await waitFor(() => expect(asml).toHaveAttribute('aria-pressed', 'false'));
    expect(watchlist.state.removed).toEqual([['s-asml']]);
  });

  it('remembers what was opened, newest first, and keeps it across reloads', async () => {
    const { user, unmount } = show();
    const field = await screen.findByRole('searchbox');
    await user.type(field, 'sap');
    await user.click(await screen.findByRole('link', { name: /^SAP/ }));
    expect(await screen.findByRole('heading', { name: paths.market.stockDetail })).toBeInTheDocument();
    expect(storedHistory()).toEqual([{ stockId: 's-sap', code: 'SAP', name: 'SAP' }]);
    unmount();

    show();
    const history = await screen.findByRole('region', { name: 'Recente zoekopdrachten' });
    expect(within(history).getByRole('button', { name: /SAP/ })).toBeInTheDocument();
  });

  it('opens a recent search and clears the history', async () => {
    localStorage.setItem(
      storageKeys.searchHistory,
      JSON.stringify([
        { stockId: 's-inga', code: 'INGA', name: 'ING Groep' },
        { stockId: 's-aapl', code: 'AAPL', name: 'Apple' },
      ]),
    );
    const { user, unmount } = show();
    const history = await screen.findByRole('region', { name: 'Recente zoekopdrachten' });
    await user.click(within(history).getByRole('button', { name: /Apple/ }));
    expect(await screen.findByRole('heading', { name: paths.market.stockDetail })).toBeInTheDocument();
    expect(storedHistory()).toEqual([
      { stockId: 's-aapl', code: 'AAPL', name: 'Apple' },
      { stockId: 's-inga', code: 'INGA', name: 'ING Groep' },
    ]);
    unmount();

    const second = show();
    await second.user.click(await screen.findByRole('button', { name: 'Geschiedenis wissen' }));
    expect(screen.queryByRole('region', { name: 'Recente zoekopdrachten' })).toBeNull();
    expect(localStorage.getItem(storageKeys.searchHistory)).toBeNull();
  });
});
