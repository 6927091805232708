import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { Position } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import {
  approvedRecord,
  detailMock,
  handlers,
  meterMock,
  pendingRecord,
  protectedRecord,
  rejectedRecord,
  settledMeter,
  settledRecord,
  settledTrades,
  tradesMock,
} from './mocks.ts';
import { ReportScreen } from './ReportScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (id?: string) =>
  renderScreen(<ReportScreen />, paths.intraday.report, {
    initialEntry: id === undefined ? paths.intraday.report : withQuery(paths.intraday.report, { id }),
  });

/** Counts the requests of an endpoint, answering as the fixtures do. */
function countCalls(path: 'intraday/trades' | 'intraday/meter') {
  const calls = { count: 0 };
  server.use(
    mockApi(path, () => {
      calls.count += 1;
      return { error: 'error.system.busy' };
    }),
  );
  return calls;
}

describe('ReportScreen', () => {
  it('sums a settled session up: its figures and settlement, the equity as history, its trades', async () => {
    show(settledRecord.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dagverslag' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Overzicht' });
    expect(summary).toHaveTextContent('I20261120090000000003');
    expect(summary).toHaveTextContent('Afgerekend');
    expect(summary).toHaveTextContent('Koopkracht10.000,00 € (× 5)');
    expect(summary).toHaveTextContent('Handelsdag20/11/2026');
    expect(summary).toHaveTextContent('Gerealiseerd resultaat142,80 €');
    expect(summary).toHaveTextContent('Kosten11,40 €');
    expect(summary).toHaveTextContent('Beschermd verlies0,00 €');
    expect(summary).toHaveTextContent('Teruggeboekt2.131,40 €');
    expect(summary).toHaveTextContent('+131,40 €');

    const meter = screen.getByRole('region', { name: 'Waarde tijdens de handelsdag' });
    expect(meter).toHaveTextContent('Dit is wat er gebeurde, geen voorspelling.');
    const chart = await within(meter).findByRole('img', { name: /^Geschiedenis van de waarde van / });
    expect(chart.getAttribute('aria-label')).toMatch(
      /van 2\.000,00\s€ naar 2\.131,40\s€, laagste 1\.962,50\s€, hoogste 2\.131,40\s€\.$/,
    );
    expect(meter).toHaveTextContent('Grootste dagverlies37,50 €');

    const trades = await screen.findByRole('list', { name: 'Transacties' });
    const [shell, asml] = within(trades).getAllByRole('listitem');
    expect(shell).toHaveTextContent('Shell · SHELL');
    expect(shell).toHaveTextContent('+22,80 €');
    expect(shell).toHaveTextContent('Short (verkopen) · 40 loten · 30,57 € → 30,00 €');
    expect(shell).toHaveTextContent('Gesloten vóór het slot (daghandel)');
    expect(asml).toHaveTextContent('ASML Holding · ASML');
    expect(asml).toHaveTextContent('+120,00 €');
    expect(asml).toHaveTextContent('Long (kopen) · 12 loten · 600,00 € → 610,00 €');
    expect(asml).not.toHaveTextContent('Gesloten');
    expect(screen.queryByText(/^En nog/)).toBeNull();
  });

  it('shows the meter history as a table on request', async () => {
    const { user } = show(settledRecord.id);
    const meter = await screen.findByRole('region', { name: 'Waarde tijdens de handelsdag' });
    await user.click(await within(meter).findByText('Als tabel tonen'));
    const table = await within(meter).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(settledMeter.length + 1);
    expect(within(table).getByRole('columnheader', { name: 'Dagverlies' })).toBeInTheDocument();
  });

  it('says why the loss limit closed a trade, with its loss', async () => {
    show(protectedRecord.id);
    const trades = await screen.findByRole('list', { name: 'Transacties' });
    const [trade] = within(trades).getAllByRole('listitem');
    expect(trade).toHaveTextContent('-1.012,00 €');
    expect(trade).toHaveTextContent('Gesloten: verlieslimiet van daghandel bereikt');
    expect(await screen.findByRole('region', { name: 'Waarde tijdens de handelsdag' })).toHaveTextContent(
      'Grootste dagverlies1.000,00 €',
    );
  });

  it('says so when the session traded nothing and has no history yet', async () => {
    server.use(
      tradesMock({}),
      meterMock({
        [settledRecord.id]: [{ at: '2026-11-20T08:00:00Z', equity: '2000.00', dayLoss: '0.00', totalLoss: '0.00' }],
      }),
    );
    show(settledRecord.id);
    expect(await screen.findByText('Geen transacties op deze handelsdag.')).toBeInTheDocument();
    expect(await screen.findByText('Er is nog geen verloop van de waarde.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says how many trades the first page leaves out', async () => {
    const many: Position[] = Array.from({ length: 52 }, (_, index) => ({ ...settledTrades[1]!, id: `p-m${index}` }));
    server.use(tradesMock({ [settledRecord.id]: many }));
    show(settledRecord.id);
    const trades = await screen.findByRole('list', { name: 'Transacties' });
    expect(within(trades).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('En nog 2 transacties.')).toBeInTheDocument();
  });

  it('says a running session is not complete yet, with the way to its account', async () => {
    show(approvedRecord.id);
    expect(
      await screen.findByText('Deze handelsdag loopt nog: het verslag is pas compleet na de afrekening.'),
    ).toBeInTheDocument();
    const trades = await screen.findByRole('list', { name: 'Transacties' });
    expect(within(trades).getAllByRole('listitem')[1]).toHaveTextContent('30,00 € → nu 30,90 €');
    await press(screen.getByRole('link', { name: 'Naar je daghandelrekening' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.account })).toBeInTheDocument();
  });

  it('reads no trades or meter of an application under review, and says why', async () => {
    const trades = countCalls('intraday/trades');
    const meter = countCalls('intraday/meter');
    show(pendingRecord.id);
    expect(
      await screen.findByText(
        'Je aanvraag wordt nog beoordeeld. Er is nog niet gehandeld, dus er zijn nog geen transacties of waarden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Overzicht' })).toHaveTextContent('In behandeling');
    expect(screen.queryByRole('region', { name: 'Transacties' })).toBeNull();
    expect(trades.count).toBe(0);
    expect(meter.count).toBe(0);
  });

  it('says a rejected application never traded', async () => {
    const trades = countCalls('intraday/trades');
    show(rejectedRecord.id);
    expect(
      await screen.findByText(
        'Deze aanvraag is afgewezen: er is niet mee gehandeld, dus er zijn geen transacties of waarden.',
      ),
    ).toBeInTheDocument();
    expect(trades.count).toBe(0);
  });

  it('does not find another user’s application, and leads back to the records', async () => {
    server.use(detailMock([]));
    show(settledRecord.id);
    expect(await screen.findByText('Deze aanvraag hebben we niet gevonden.')).toBeInTheDocument();
    await press(screen.getByRole('button', { name: 'Naar mijn aanvragen' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.records })).toBeInTheDocument();
  });

  it('does not find a report without an id', async () => {
    show();
    expect(await screen.findByText('Deze aanvraag hebben we niet gevonden.')).toBeInTheDocument();
  });

  it('retries a failed read', async () => {
    server.use(mockApi('intraday/detail', { error: 'error.system.busy' }));
    show(settledRecord.id);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(detailMock());
    await press(retry);
    expect(await screen.findByRole('region', { name: 'Overzicht' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Transacties' })).toBeInTheDocument();
  });

  it('retries a failed read of the trades in their place, the rest of the report shown', async () => {
    server.use(mockApi('intraday/trades', { error: 'error.system.busy' }));
    show(settledRecord.id);
    const trades = await screen.findByRole('region', { name: 'Transacties' });
    const retry = await within(trades).findByRole('button', { name: 'Opnieuw proberen' });
    expect(await screen.findByRole('img', { name: /^Geschiedenis van de waarde/ })).toBeInTheDocument();
    server.use(tradesMock());
    await press(retry);
    await waitFor(() => expect(within(trades).getAllByRole('listitem')).toHaveLength(2));
  });
});
