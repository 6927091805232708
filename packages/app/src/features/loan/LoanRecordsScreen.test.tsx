import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { LoanRecordsScreen } from './LoanRecordsScreen.tsx';
import { dueSoonLoan, handlers, manyLoans, overdueLoan, pendingLoan, recordsMock } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<LoanRecordsScreen />, paths.loan.records);

describe('LoanRecordsScreen', () => {
  it('lists the loans: running with what it owes, settled, rejected with the reason', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn leningen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Leningen' });
    const [running, settled, rejected] = within(list).getAllByRole('listitem');
    expect(running).toHaveTextContent('1.000,00 €');
    expect(running).toHaveTextContent('1.002,75 €');
    expect(running).toHaveTextContent('9,90 % per jaar · 30 dagen');
    expect(running).toHaveTextContent('Loopt');
    expect(running).toHaveTextContent(/Betaal 1\.002,75 € terug, uiterlijk \d{2}\/\d{2}\/\d{4}/);
    expect(running).toHaveTextContent('Rente 2,75 € · afgelost 0,00 € · open 1.002,75 €');
    expect(running).toHaveTextContent('L20261119100000000004');
    expect(settled).toHaveTextContent('500,00 €');
    expect(settled).toHaveTextContent('Afgelost');
    expect(settled).toHaveTextContent(/Volledig afgelost op 11\/10\/2026 .*: 501,37 € in totaal/);
    expect(settled).toHaveTextContent('Rente 1,37 € · afgelost 501,37 € · open 0,00 €');
    expect(settled).toHaveTextContent(/Aangevraagd op 01\/10\/2026/);
    expect(rejected).toHaveTextContent('5.000,00 €');
    expect(rejected).toHaveTextContent('Afgewezen: het bedrag past niet bij wat je kunt terugbetalen.');
    expect(rejected).not.toHaveTextContent('Rente ');
  });

  it('shows a loan under review, one due soon and one overdue', async () => {
    server.use(recordsMock([pendingLoan, dueSoonLoan, overdueLoan]));
    show();
    const list = await screen.findByRole('list', { name: 'Leningen' });
    const [pending, dueSoon, overdue] = within(list).getAllByRole('listitem');
    expect(pending).toHaveTextContent('In behandeling');
    expect(pending).toHaveTextContent('In beoordeling: je aanvraag van 1.000,00 € wacht op een beslissing.');
    expect(dueSoon).toHaveTextContent('Vervalt binnenkort');
    expect(dueSoon).toHaveTextContent('Rente 7,42 € · afgelost 400,00 € · open 607,42 €');
    expect(overdue).toHaveTextContent('Over de vervaldatum');
    expect(overdue).toHaveTextContent(/Over de vervaldatum sinds .*: nog 1\.009,02 € te betalen\./);
  });

  it('loads the next page as the list is read', async () => {
    const requests: RequestOf<'loan/records'>[] = [];
    const all = manyLoans(25);
    server.use(
      mockApi('loan/records', (body) => {
        requests.push(body);
        return { data: pageOf(all, body) };
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Leningen' });
    await waitFor(() => expect(requests.some((body) => body.page === 2)).toBe(true));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '25'));
    expect(requests.map((body) => [body.page, body.size])).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it('says so when there are none, with the way to borrow', async () => {
    server.use(recordsMock([]));
    show();
    expect(await screen.findByText('Je hebt nog geen lening.')).toBeInTheDocument();
    await press(screen.getByRole('button', { name: 'Naar lenen' }));
    expect(await screen.findByRole('heading', { name: paths.loan.index })).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('loan/records', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(recordsMock());
    await press(retry);
    expect(await screen.findByRole('list', { name: 'Leningen' })).toBeInTheDocument();
  });

  it('leads back to borrowing', async () => {
    show();
    const links = await screen.findByRole('navigation', { name: 'Lenen' });
    await press(within(links).getByRole('link', { name: 'Naar lenen' }));
    expect(await screen.findByRole('heading', { name: paths.loan.index })).toBeInTheDocument();
  });

  it('lists the loans of shares on their tab, each as its ledger leading to the holding', async () => {
    show();
    await press(await screen.findByRole('tab', { name: 'Uitgeleende aandelen' }));
    const list = await screen.findByRole('list', { name: 'Uitgeleende aandelen' });
    const [stopped, recalled] = within(list).getAllByRole('listitem');
    expect(stopped).toHaveTextContent('ASML Holding · 10 aandelen');
    expect(stopped).toHaveTextContent('4,48 €');
    expect(stopped).toHaveTextContent('2,00 % per jaar, jij 1,00 %');
    expect(stopped).toHaveTextContent('Verdiend 4,4861 €');
    expect(stopped).toHaveTextContent('(gestopt)');
    expect(stopped).toHaveTextContent('Vervangende betalingen 12,75 €');
    expect(recalled).toHaveTextContent('ING Groep · 300 aandelen');
    expect(recalled).toHaveTextContent('(teruggeroepen bij verkoop)');
    expect(within(stopped!).getByRole('link')).toHaveAttribute('href', '/trade/positionDetail?id=p-1');
  });
});
