import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { approvedRecord, handlers, pendingRecord, recordFixtures, recordsMock } from './mocks.ts';
import { RecordsScreen } from './RecordsScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<RecordsScreen />, paths.intraday.records);

describe('RecordsScreen', () => {
  it('lists the applications: settled with their settlement, rejected with the reason', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn aanvragen daghandel' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Aanvragen daghandel' });
    const [settled, protectedLoss, rejected] = within(list).getAllByRole('listitem');
    expect(settled).toHaveTextContent('2.000,00 €');
    expect(settled).toHaveTextContent('+131,40 €');
    expect(settled).toHaveTextContent('Koopkracht 10.000,00 € (× 5)');
    expect(settled).toHaveTextContent('Afgerekend');
    expect(settled).toHaveTextContent(/Handelsdag 20\/11\/2026/);
    expect(settled).toHaveTextContent('Resultaat 142,80 € · kosten 11,40 € · beschermd 0,00 €');
    expect(protectedLoss).toHaveTextContent('-1.000,00 €');
    expect(protectedLoss).toHaveTextContent('Resultaat -1.012,00 € · kosten 8,00 € · beschermd 20,00 €');
    expect(rejected).toHaveTextContent('Afgewezen: te weinig ervaring met handelen.');
    expect(rejected).toHaveTextContent(/Aangevraagd op 17\/11\/2026/);
    expect(recordFixtures).toHaveLength(3);
  });

  it('shows an application under review and one approved for its day', async () => {
    server.use(recordsMock([pendingRecord, approvedRecord]));
    show();
    const list = await screen.findByRole('list', { name: 'Aanvragen daghandel' });
    const [pending, approved] = within(list).getAllByRole('listitem');
    expect(pending).toHaveTextContent('In behandeling');
    expect(pending).toHaveTextContent('In beoordeling: 2.000,00 € staat bevroren tot de beslissing.');
    expect(approved).toHaveTextContent('Goedgekeurd');
    expect(approved).toHaveTextContent(/je handelt op 24\/11\/2026 met een koopkracht van 15\.000,00 €/);
  });

  it('leads from an approved application to its session report, the link described by its number', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Aanvragen daghandel' });
    const [settled, protectedLoss, rejected] = within(list).getAllByRole('listitem');
    expect(within(protectedLoss!).getByRole('link', { name: 'Dagverslag' })).toHaveAccessibleDescription(
      'I20261118090000000002',
    );
    expect(within(rejected!).queryByRole('link', { name: 'Dagverslag' })).toBeNull();
    const link = within(settled!).getByRole('link', { name: 'Dagverslag', description: 'I20261120090000000003' });
    expect(link).toHaveAttribute('href', withQuery(paths.intraday.report, { id: 'i-3' }));
    await press(link);
    expect(await screen.findByRole('heading', { name: paths.intraday.report })).toBeInTheDocument();
  });

  it('gives an application under review no report', async () => {
    server.use(recordsMock([pendingRecord, approvedRecord]));
    show();
    const list = await screen.findByRole('list', { name: 'Aanvragen daghandel' });
    const [pending, approved] = within(list).getAllByRole('listitem');
    expect(within(pending!).queryByRole('link', { name: 'Dagverslag' })).toBeNull();
    expect(within(approved!).getByRole('link', { name: 'Dagverslag' })).toBeInTheDocument();
  });

  it('says so when there are none, with the way to the application', async () => {
    server.use(recordsMock([]));
    show();
    expect(await screen.findByText('Je hebt nog geen daghandel aangevraagd.')).toBeInTheDocument();
    await press(screen.getByRole('button', { name: 'Naar daghandel' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.index })).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('intraday/records', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(recordsMock());
    await press(retry);
    expect(await screen.findByRole('list', { name: 'Aanvragen daghandel' })).toBeInTheDocument();
  });

  it('leads to the rules', async () => {
    show();
    const links = await screen.findByRole('navigation', { name: 'Daghandel' });
    await press(within(links).getByRole('link', { name: 'Alle regels' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.info })).toBeInTheDocument();
  });
});
