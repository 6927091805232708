import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { quoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { indexQuotes } from '../../testing/fixtures.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { IndexListScreen } from './IndexListScreen.tsx';
import { handlers } from './mocks.ts';

const server = setupServer();
let stream: ReturnType<typeof quoteStreamMock>;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  stream = quoteStreamMock();
  server.use(...handlers(stream.handler));
});
afterEach(() => {
  server.resetHandlers();
  setOnline(true);
});
afterAll(() => server.close());

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('IndexListScreen', () => {
  it('groups every index by market, live, each opening the index detail', async () => {
    renderScreen(<IndexListScreen />, paths.market.indexList);
    expect(await screen.findByRole('heading', { level: 1, name: 'Indexen' })).toBeInTheDocument();
    const dutch = await screen.findByRole('list', { name: 'Nederland' });
    expect(
      within(dutch)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/market/stockDetailzs?id=i-aex', '/market/stockDetailzs?id=i-amx']);
    expect(screen.getByRole('heading', { level: 2, name: 'Duitsland' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'VS' })).getAllByRole('link')).toHaveLength(2);
    const aex = within(dutch).getByRole('link', { name: /AEX/ });
    expect(within(aex).getByText('905,34')).toBeInTheDocument();

    await waitFor(() => expect(stream.clients.size).toBe(1));
    expect([...stream.clients][0]!.ids).toEqual(indexQuotes.map((quote) => quote.stockId).sort());
    act(() =>
      stream.push([{ ...indexQuotes[0]!, price: '910.00', updatedAt: new Date(Date.now() + 3000).toISOString() }]),
    );
    expect(await within(aex).findByText('910,00')).toBeInTheDocument();
    await press(aex);
    expect(await screen.findByRole('heading', { name: paths.market.indexDetail })).toBeInTheDocument();
  });

  it('offers a retry when the indexes cannot be read, and says when there are none', async () => {
    let failing = true;
    server.use(mockApi('stock/indexes', () => (failing ? { error: 'error.system.busy' } : { data: [] })));
    renderScreen(<IndexListScreen />, paths.market.indexList);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    failing = false;
    await press(retry);
    expect(await screen.findByText('Geen indexen beschikbaar')).toBeInTheDocument();
  });

  it('says so while the device is offline and keeps what it showed', async () => {
    renderScreen(<IndexListScreen />, paths.market.indexList);
    await screen.findByRole('list', { name: 'Nederland' });
    act(() => setOnline(false));
    expect(
      await screen.findByText('Geen internetverbinding. We tonen de laatst bekende gegevens.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Nederland' })).toBeInTheDocument();
    act(() => setOnline(true));
    await waitFor(() =>
      expect(screen.queryByText('Geen internetverbinding. We tonen de laatst bekende gegevens.')).toBeNull(),
    );
  });
});
