import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { Quote, RequestOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { quoteStreamMock, stockListPage } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { createQuote } from '../../testing/factories.ts';
import { nlQuotes } from '../../testing/fixtures.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers } from './mocks.ts';
import { StockListScreen } from './StockListScreen.tsx';

const server = setupServer();
let stream: ReturnType<typeof quoteStreamMock>;
let requests: RequestOf<'stock/list'>[];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // focus-trap (the sort sheet) needs elements with a layout, which jsdom does not give.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => {
  stream = quoteStreamMock();
  requests = [];
  server.use(
    ...handlers(
      stream.handler,
      mockApi('stock/list', (body) => {
        requests.push(body);
        return { data: stockListPage(body) };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<StockListScreen />, paths.home.stockList);
const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('link').textContent ?? '');

describe('StockListScreen', () => {
  it('lists the Dutch stocks by change %, each opening its detail', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aandelen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Aandelen Nederland' });
    expect(requests[0]).toEqual({ market: 'nl', sort: 'changePct', page: 1, size: 20 });
    expect(screen.getByRole('radio', { name: 'Nederland' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sortering: Wijziging %' })).toBeInTheDocument();
    const names = rowNames(list);
    // Both boards of the market, the biggest rise first.
    expect(names[0]).toMatch(/^Kendrion/);
    // A share over the counter says so beside its code; an exchange listing does not.
    expect(within(list).getByRole('link', { name: /Kendrion/ })).toHaveTextContent(/KENDR\s*Onderhands/);
    expect(within(list).getByRole('link', { name: /ASML Holding/ })).not.toHaveTextContent('Onderhands');
    expect(names[1]).toMatch(/^ASML Holding/);
    expect(names.at(-1)).toMatch(/^Philips/);
    const asml = within(list).getByRole('link', { name: /ASML Holding/ });
    expect(asml).toHaveAttribute('href', '/market/stockDetail?id=s-asml');
    expect(within(asml).getByText('612,40 €')).toBeInTheDocument();
    expect(within(asml).getByText('Gestegen met 14,30 (2,39%)')).toBeInTheDocument();
    await press(asml);
    expect(await screen.findByRole('heading', { name: paths.market.stockDetail })).toBeInTheDocument();
  });

  it('moves prices as the live stream sends them', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Aandelen Nederland' });
    await waitFor(() => expect(stream.clients.size).toBe(1));
    const asml = nlQuotes[0]!;
    stream.push([
      {
        ...asml,
        price: '620.00',
        change: '21.90',
        changePct: '3.66',
        updatedAt: new Date(Date.now() + 5000).toISOString(),
      },
    ]);
    const row = within(list).getByRole('link', { name: /ASML Holding/ });
    expect(await within(row).findByText('620,00 €')).toBeInTheDocument();
    expect(within(row).getByText('Gestegen met 21,90 (3,66%)')).toBeInTheDocument();
  });

  it('names a currency pair in Dutch, not in the catalogue’s English', async () => {
    server.use(
      mockApi('stock/list', () => ({
        data: {
          items: [createQuote({ stockId: 'fx-eurusd', market: 'fx', code: 'EUR/USD', name: 'Euro / US Dollar' })],
          total: 1,
          page: 1,
          size: 20,
        },
      })),
    );
    show();
    expect(await screen.findByRole('link', { name: /Euro \/ Amerikaanse dollar/ })).toBeInTheDocument();
    expect(screen.queryByText(/US Dollar/)).not.toBeInTheDocument();
  });

  it('switches market and sort', async () => {
    const { user } = show();
    await screen.findByRole('list', { name: 'Aandelen Nederland' });
    await user.click(screen.getByRole('radio', { name: 'Duitsland' }));
    await screen.findByRole('list', { name: 'Aandelen Duitsland' });
    await user.click(screen.getByRole('button', { name: 'Sortering: Wijziging %' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sorteren op' });
    expect(within(sheet).getByRole('radio', { name: 'Wijziging %' })).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: 'Code' }));
    await user.click(within(sheet).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByRole('button', { name: 'Sortering: Code' })).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)).toEqual({ market: 'de', sort: 'code', page: 1, size: 20 }));
    const list = await screen.findByRole('list', { name: 'Aandelen Duitsland' });
    await waitFor(() =>
      expect(rowNames(list).map((name) => name.split(/\s/)[0])).toEqual(['Allianz', 'SAP', 'Siemens']),
    );
  });

  it('loads the next page on request', async () => {
    const many: Quote[] = Array.from({ length: 25 }, (_, index) =>
      createQuote({
        stockId: `s-${index}`,
        code: `C${String(index).padStart(2, '0')}`,
        name: `Fonds ${String(index).padStart(2, '0')}`,
        market: 'nl',
        price: String(100 + index),
        prevClose: '100',
      }),
    );
    server.use(
      mockApi('stock/list', (body) => {
        requests.push(body);
        return { data: stockListPage(body, many) };
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Aandelen Nederland' });
    await waitFor(() => expect(requests.some((body) => body.page === 2)).toBe(true));
    // The list is windowed: not every row is in the DOM, but each says it is one of 25.
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '25'));
    expect(requests.map((body) => body.page)).toEqual([1, 2]);
  });

  it('says when a market has no stocks, and offers a retry when the list cannot be read', async () => {
    let calls = 0;
    server.use(
      mockApi('stock/list', (body) => {
        calls += 1;
        return calls === 1
          ? { error: 'error.system.busy' }
          : { data: { items: [], total: 0, page: body.page ?? 1, size: 20 } };
      }),
    );
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    await press(retry);
    expect(await screen.findByText('Geen instrumenten in deze lijst')).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', async () => {
    server.use(mockApi('stock/list', { loading: true }));
    show();
    expect(await screen.findAllByRole('status')).not.toHaveLength(0);
    expect(document.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull();
  });
});
