import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Quote } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { quoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { nlQuotes } from '../../testing/fixtures.ts';
import { handlers, marginFixtures } from './mocks.ts';
import { TradeScreen } from './TradeScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<TradeScreen />, paths.trade.index);

describe('TradeScreen', () => {
  it('lists the open positions with their P&L and the total per currency', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'In bezit' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3); // holding, locked and closing
    expect(within(rows[0]!).getByText('ASML Holding · ASML')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('+122,80 €')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Open winst/verlies' });
    expect(within(totals).getByText('+245,60 €')).toBeInTheDocument();
    expect(within(totals).getByText('$ +23,60')).toBeInTheDocument();
  });

  it('moves the P&L with the live price', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    show();
    const list = await screen.findByRole('list', { name: 'In bezit' });
    await vi.waitFor(() => expect(stream.clients.size).toBeGreaterThan(0));
    stream.push([{ ...nlQuotes[0]!, price: '620.00' } satisfies Quote]);
    // (620.00 − 600.00) × 10 − 1.20 accrued fee.
    expect(await within(list).findAllByText('+198,80 €')).toHaveLength(2);
  });

  it('switches to the pending orders and opens one', async () => {
    show();
    await press(await screen.findByRole('tab', { name: 'Open orders' }));
    const list = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(list).getByText('Limiet 590,00 €')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button'));
    expect(await screen.findByRole('heading', { name: paths.trade.positionDetail })).toBeInTheDocument();
  });

  it('shows the account’s money as every screen shows it, the positions first, and the charts behind a tap', async () => {
    const { user } = show();
    const summary = await screen.findByTestId('trade-summary');
    expect(summary).toHaveTextContent('Totaal vermogen in EUR');
    expect(summary).toHaveTextContent('20.932,53 €');
    expect(within(summary).getByText('Open winst/verlies').nextSibling).toHaveTextContent('-25,07 €');
    expect(within(summary).getByText('Gerealiseerd vandaag').nextSibling).toHaveTextContent('+17,47 €');
    expect(within(summary).getByText('Geleend').nextSibling).toHaveTextContent('4.681,60 €');
    expect(screen.queryByRole('img', { name: /^Rekeningwaarde van/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Grafieken tonen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Grafieken verbergen' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the account value and allocation with their text alternatives, and the ways on', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Grafieken tonen' }));
    expect(await screen.findByRole('img', { name: /^Rekeningwaarde van/ })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Per markt' })).toHaveTextContent('Nederland');
    expect(screen.getByRole('link', { name: 'Dividenden en bonusaandelen' })).toHaveAttribute(
      'href',
      paths.trade.dividends,
    );
    expect(screen.getByRole('link', { name: 'Margehandel' })).toHaveAttribute('href', paths.trade.margin);
  });

  it('warns while a margin alert is active', async () => {
    server.use(mockApi('margin/info', { data: marginFixtures.warning }));
    show();
    expect(await screen.findByText('Margeniveau onder 80 %')).toBeInTheDocument();
  });

  it('says so when the positions cannot be read', async () => {
    server.use(mockApi('trade/positions', { error: 'error.system.busy' }));
    show();
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
