import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { createQuote } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { EditWatchlistScreen } from './EditWatchlistScreen.tsx';
import { handlers, watchlistMock } from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // focus-trap (the dialog) needs elements with a layout, which jsdom does not give.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<EditWatchlistScreen />, paths.favorite.editSelf);

describe('EditWatchlistScreen', () => {
  it('removes the ticked instruments after a confirmation', async () => {
    const watchlist = watchlistMock();
    server.use(...watchlist.handlers);
    const { user } = show();
    const group = await screen.findByRole('group', { name: 'Kies wat je wilt verwijderen' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    const remove = screen.getByRole('button', { name: 'Verwijderen (0)' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(group).getByRole('checkbox', { name: 'ASML Holding ASML' }));
    await user.click(within(group).getByRole('checkbox', { name: 'SAP SAP' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: '2 favorieten verwijderen?' });
    expect(dialog).toHaveAccessibleDescription('Ze verdwijnen uit je favorieten. Je kunt ze later weer toevoegen.');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('2 verwijderd uit je favorieten')).toBeInTheDocument();
    expect(watchlist.state.removed).toEqual([['s-asml', 's-sap']]);
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Verwijderen (0)' })).toBeInTheDocument();
  });

  it('selects all and none, and cancels without removing', async () => {
    const watchlist = watchlistMock();
    server.use(...watchlist.handlers);
    const { user } = show();
    await screen.findByRole('group', { name: 'Kies wat je wilt verwijderen' });
    const all = screen.getByRole('checkbox', { name: 'Alles selecteren' });
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('button', { name: 'Verwijderen (4)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'NVIDIA NVDA' }));
    expect(all).not.toBeChecked();
    await user.click(all);
    await user.click(all);
    expect(screen.getByRole('button', { name: 'Verwijderen (0)' })).toBeInTheDocument();

    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Verwijderen (4)' }));
    const dialog = await screen.findByRole('alertdialog', { name: '4 favorieten verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(watchlist.state.removed).toEqual([]);
  });

  it('reads the whole watchlist and removes it 100 at a time', async () => {
    const many = Array.from({ length: 130 }, (_, index) =>
      createQuote({
        stockId: `s-${index}`,
        code: `C${index}`,
        name: `Fonds ${index}`,
        market: 'nl',
        price: '10',
        prevClose: '10',
      }),
    );
    const watchlist = watchlistMock(many);
    server.use(...watchlist.handlers);
    const { user } = show();
    const group = await screen.findByRole('group', { name: 'Kies wat je wilt verwijderen' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(130);
    await user.click(screen.getByRole('checkbox', { name: 'Alles selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen (130)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('130 verwijderd uit je favorieten')).toBeInTheDocument();
    expect(watchlist.state.removed.map((batch) => batch.length)).toEqual([100, 30]);
    expect(await screen.findByText('Nog geen favorieten')).toBeInTheDocument();
  });

  it('keeps the dialog open when the removal fails', async () => {
    const watchlist = watchlistMock();
    server.use(...watchlist.handlers);
    server.use(mockApi('watchlist/remove', { error: 'error.system.busy' }));
    const { user } = show();
    await user.click(await screen.findByRole('checkbox', { name: 'Alles selecteren' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen (4)' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // Nothing was removed: the list behind the dialog still has all four (and "select all").
    expect(screen.getAllByRole('checkbox', { hidden: true })).toHaveLength(5);
  });

  it('says when there is nothing to edit, and offers a retry when the list cannot be read', async () => {
    let failing = true;
    server.use(
      mockApi('watchlist/list', (body) =>
        failing ? { error: 'error.system.busy' } : { data: { items: [], total: 0, page: body.page ?? 1, size: 100 } },
      ),
    );
    const { user } = show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByText('Nog geen favorieten')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Alles selecteren' })).toBeNull();
  });
});
