import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { storageKeys } from '@broker/domain';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { indexQuotes } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { createStockDetail } from '../../testing/factories.ts';
import { handlers, stockDetailMock, stockKlineMock } from './mocks.ts';
import { IndexDetailScreen, StockDetailScreen } from './StockDetailScreen.tsx';

const server = setupServer();
let klineRequests: { period: string; adjust?: string; before?: string }[] = [];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  klineRequests = [];
  localStorage.removeItem(storageKeys.stockDetail);
  server.use(...handlers(stockKlineMock((body) => klineRequests.push(body))));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openStock = (id = 's-asml') =>
  renderScreen(<StockDetailScreen />, paths.market.stockDetail, {
    initialEntry: withQuery(paths.market.stockDetail, { id }),
  });

describe('StockDetailScreen', () => {
  it('shows the quote, the market data, the key figures, who buys and the trading conditions', async () => {
    openStock();
    expect(await screen.findByRole('heading', { level: 1, name: 'ASML Holding' })).toBeInTheDocument();
    // The last price (also today's high in the market data).
    expect(screen.getAllByText('612,40')).toHaveLength(2);
    const data = screen.getByRole('region', { name: 'Marktgegevens' });
    expect(within(data).getByText('Vorige slot').nextSibling).toHaveTextContent('598,10');
    expect(within(data).getByText('52-weeks hoogste').nextSibling).toHaveTextContent('745,20');
    expect(within(data).getByText('Buitenlands bezit').nextSibling).toHaveTextContent('64,30 %');
    const ratios = screen.getByRole('region', { name: 'Kerncijfers' });
    expect(within(ratios).getByText('Koers/winst').nextSibling).toHaveTextContent('34,12');
    const trends = screen.getByRole('table', { name: /Netto gekochte aandelen/ });
    expect(within(trends).getByRole('row', { name: /20-11/ })).toHaveTextContent('-12.500+30.400-17.900');
    const trade = screen.getByRole('region', { name: 'Handelsvoorwaarden' });
    expect(within(trade).getByText('Verkopen kan na').nextSibling).toHaveTextContent('1 handelsdag(en) (T+1)');
  });

  it('keeps the opened detail on the device as stockDetail', async () => {
    openStock();
    await screen.findByRole('heading', { level: 1, name: 'ASML Holding' });
    await waitFor(() => expect(localStorage.getItem(storageKeys.stockDetail)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(storageKeys.stockDetail)!)).toMatchObject({
      stockId: 's-asml',
      code: 'ASML',
    });
  });

  it('starts on today’s chart and reads each period; adjustment only for daily periods', async () => {
    const { user } = openStock();
    expect(await screen.findByRole('tab', { name: 'Vandaag', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(klineRequests).toContainEqual(expect.objectContaining({ period: 'intraday' })));
    expect(screen.queryByRole('radiogroup', { name: 'Koerscorrectie' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Indicator' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Dag' }));
    await waitFor(() =>
      expect(klineRequests).toContainEqual(expect.objectContaining({ period: 'day', adjust: 'none' })),
    );
    const adjust = screen.getByRole('radiogroup', { name: 'Koerscorrectie' });
    await user.click(within(adjust).getByRole('radio', { name: 'Vooraf' }));
    await waitFor(() =>
      expect(klineRequests).toContainEqual(expect.objectContaining({ period: 'day', adjust: 'pre' })),
    );
    expect(
      within(screen.getByRole('radiogroup', { name: 'Indicator' })).getByRole('radio', { name: 'MA' }),
    ).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Onderste grafiek' })).getByRole('radio', { name: 'VOL' }),
    ).toBeChecked();
  });

  it('adds to the watchlist with the star and says so', async () => {
    let watched = false;
    const added: string[] = [];
    server.use(
      mockApi('watchlist/add', (body) => {
        added.push(body.stockId);
        watched = true;
        return { data: null };
      }),
    );
    const { user } = openStock();
    const star = await screen.findByRole('button', { name: 'ASML Holding volgen' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    server.use(
      stockDetailMock({
        get inWatchlist() {
          return watched;
        },
      }),
    );
    await user.click(star);
    expect(await screen.findByText('ASML Holding staat nu in je favorieten')).toBeInTheDocument();
    expect(added).toEqual(['s-asml']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ASML Holding volgen' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('opens the order ticket from buy and sell', async () => {
    const { user } = openStock();
    await user.click(await screen.findByRole('button', { name: 'Verkopen' }));
    expect(await screen.findByRole('heading', { name: paths.market.order })).toBeInTheDocument();
  });

  it('says of a new share when it lists and its issue price, and offers no ticket (its holder sells from the position)', async () => {
    server.use(
      stockDetailMock({
        listing: { listsAt: '2026-11-27T08:00:00Z', issuePrice: '12.50', listed: false },
        price: '12.50',
        trade: createStockDetail().trade,
      }),
    );
    openStock();
    expect(await screen.findByText(/Nieuw aandeel: verhandelbaar vanaf 27\/11\/2026/)).toHaveTextContent(
      'uitgifteprijs van 12,50',
    );
    expect(screen.queryByRole('button', { name: 'Verkopen' })).not.toBeInTheDocument();
  });

  it('says when the instrument does not exist, with the way to the market', async () => {
    const { user } = openStock('s-gone');
    expect(await screen.findByText('Dit instrument bestaat niet (meer).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar de markt' }));
    expect(await screen.findByRole('heading', { name: paths.market.index })).toBeInTheDocument();
  });

  it('offers a retry when the detail cannot be loaded', async () => {
    server.use(mockApi('stock/detail', { error: 'error.system.busy' }));
    const { user } = openStock();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(stockDetailMock());
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'ASML Holding' })).toBeInTheDocument();
  });
});

describe('IndexDetailScreen', () => {
  it('shows an index without lots or trading conditions', async () => {
    const aex = indexQuotes[0]!;
    renderScreen(<IndexDetailScreen />, paths.market.indexDetail, {
      initialEntry: withQuery(paths.market.indexDetail, { id: aex.stockId }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: aex.name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Marktgegevens' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Handelsvoorwaarden' })).toBeNull();
    expect(screen.queryByText('Aandelen per lot')).toBeNull();
  });
});
