import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { liveQuotes } from './live/liveQuotes.ts';
import { quoteMock, quoteStreamMock, stockListPage } from './marketMocks.ts';
import { MarketScreen } from './MarketScreen.tsx';
import { renderMarketScreen } from './testRender.tsx';

const server = setupServer();
let requests: RequestOf<'stock/list'>[];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sessionStore.signIn({ token: 'tok', account: 'jansen', id: '10001' });
  requests = [];
  server.use(
    configMock,
    quoteMock(),
    quoteStreamMock().handler,
    mockApi('stock/list', (body) => {
      requests.push(body);
      return { data: stockListPage(body) };
    }),
  );
});
afterEach(() => {
  liveQuotes.reset();
  server.resetHandlers();
  sessionStore.signOut();
});
afterAll(() => server.close());

describe('MarketScreen', () => {
  it('opens on the listed board of the Dutch market', async () => {
    renderMarketScreen(<MarketScreen />, paths.market.index);
    expect(await screen.findByRole('heading', { level: 1, name: 'Markten' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Soort markt' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Beursgenoteerd', 'Onderhands', 'Digitale valuta', 'Valutamarkt']);
    const list = await screen.findByRole('list', { name: 'Beursgenoteerd – Nederland' });
    expect(requests[0]).toEqual({ market: 'nl', board: 'listed', page: 1, size: 20 });
    expect(within(list).getByRole('link', { name: /ASML Holding/ })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Kendrion/ })).toBeNull();
  });

  it('shows over the counter per market, digital currency and foreign exchange', async () => {
    const { user } = renderMarketScreen(<MarketScreen />, paths.market.index);
    await user.click(await screen.findByRole('tab', { name: 'Onderhands' }));
    const otc = await screen.findByRole('list', { name: 'Onderhands – Nederland' });
    expect(within(otc).getByRole('link', { name: /Kendrion/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Digitale valuta' }));
    const crypto = await screen.findByRole('list', { name: 'Digitale valuta' });
    expect(requests.at(-1)).toEqual({ market: 'crypto', page: 1, size: 20 });
    expect(screen.queryByRole('radiogroup', { name: 'Markt' })).toBeNull();
    // A pair's price is a plain number: no euro or dollar sign.
    expect(within(within(crypto).getByRole('link', { name: /Bitcoin/ })).getByText('67.250,50')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Valutamarkt' }));
    const fx = await screen.findByRole('list', { name: 'Valutamarkt' });
    expect(within(fx).getByRole('link', { name: /Euro \/ US-dollar/ })).toHaveAttribute(
      'href',
      '/market/stockDetail?id=f-eurusd',
    );
  });

  it('keeps the market when the tab changes', async () => {
    const { user } = renderMarketScreen(<MarketScreen />, paths.market.index);
    await screen.findByRole('list', { name: 'Beursgenoteerd – Nederland' });
    await user.click(screen.getByRole('radio', { name: 'VS' }));
    await screen.findByRole('list', { name: 'Beursgenoteerd – VS' });
    await user.click(screen.getByRole('tab', { name: 'Onderhands' }));
    expect(await screen.findByText('Geen instrumenten in deze lijst')).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)).toEqual({ market: 'usd', board: 'otc', page: 1, size: 20 }));
  });
});
