import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, mockFundPassword, recordsPage } from './mocks.ts';
import { RecordsScreen } from './RecordsScreen.tsx';

const server = setupServer();
let requests: RequestOf<'newShare/records'>[];
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the dialog's focus trap needs elements that look visible.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => {
  requests = [];
  server.use(
    ...handlers(
      mockApi('newShare/records', (body) => {
        requests.push(body);
        return { data: recordsPage(body) };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (status?: string) =>
  renderScreen(<RecordsScreen />, paths.newShare.records, {
    initialEntry: status ? withQuery(paths.newShare.records, { status }) : paths.newShare.records,
  });

describe('RecordsScreen', () => {
  it('lists every subscription, newest first, with its status, its steps and its ways on', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Inschrijvingen: Alle' });
    expect(requests.at(-1)).toEqual({ page: 1, size: 20 });
    const cards = within(list).getAllByRole('region');
    expect(cards.map((card) => within(card).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Cascade Quantum (CQNT)',
      'Delta Logistiek (DLTL)',
      'Polderdata Systems (PLDS)',
      'Zeeuwse Aquacultuur (ZAQC)',
      'Redwood Orbital Systems (RDOS)',
      'Harborlight Therapeutics (HBLT)',
    ]);
    const [, placed, won, paid, lost, withdrawn] = cards as HTMLElement[];
    const stepsOf = (card: HTMLElement) =>
      within(within(card).getByRole('list', { name: 'Voortgang' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(/(?=\d{2}\/)/)[0]?.trim());
    expect(stepsOf(placed!)).toEqual(['Ingeschrevengedaan', 'Meteen toegewezengedaan', 'Betalingnu']);
    expect(within(won!).getByText('Betalen binnen')).toBeInTheDocument();
    expect(within(won!).getByRole('link', { name: 'Loting controleren' })).toHaveAttribute(
      'href',
      withQuery(paths.newShare.verify, { id: 'ns-nl-2' }),
    );
    expect(within(won!).getByRole('link', { name: 'Uitgifte' })).toHaveAttribute(
      'href',
      withQuery(paths.newShare.subscribe, { id: 'ns-nl-2' }),
    );
    expect(within(placed!).getByRole('link', { name: 'Uitgifte' })).toHaveAttribute(
      'href',
      withQuery(paths.newShare.placementSubscribe, { id: 'ns-nl-4' }),
    );
    expect(within(paid!).getByRole('link', { name: 'Positie bekijken' })).toHaveAttribute(
      'href',
      withQuery(paths.trade.positionDetail, { id: 'p-1' }),
    );
    expect(within(lost!).getByText('Niet toegewezen, terugbetaald')).toBeInTheDocument();
    expect(within(lost!).queryByRole('button')).toBeNull();
    expect(stepsOf(withdrawn!)).toEqual(['Ingeschrevengedaan', 'Ingetrokken vóór de sluitingbeëindigd']);
  });

  it('filters by status (and the URL says so)', async () => {
    const { user } = show();
    await screen.findByRole('list', { name: 'Inschrijvingen: Alle' });
    await user.click(screen.getByRole('tab', { name: 'Te betalen' }));
    const list = await screen.findByRole('list', { name: 'Inschrijvingen: Te betalen' });
    expect(requests.at(-1)).toEqual({ status: 'toPay', page: 1, size: 20 });
    expect(within(list).getAllByRole('region')).toHaveLength(1);
  });

  it('pays a due allotment with the fund password, then goes back to the list', async () => {
    const paid: RequestOf<'newShare/pay'>[] = [];
    const { user } = show('toPay');
    server.use(
      mockApi('newShare/pay', (body) => {
        paid.push(body);
        const record = recordsPage({ page: 1, size: 20 }).items.find((item) => item.id === body.recordId)!;
        return { data: { ...record, status: 'paid', frozen: '0.00', paidAt: '2026-01-11T10:00:00Z' } };
      }),
    );
    const list = await screen.findByRole('list', { name: 'Inschrijvingen: Te betalen' });
    await user.click(within(list).getByRole('button', { name: /^1\.900,00.€ betalen$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delta Logistiek betalen' });
    await user.type(within(dialog).getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await user.click(within(dialog).getByRole('button', { name: 'Betalen' }));
    expect(await screen.findByRole('heading', { name: 'Betaald' })).toBeInTheDocument();
    expect(paid).toEqual([expect.objectContaining({ recordId: 'nsr-placement', fundPassword: mockFundPassword })]);
    await user.click(screen.getByRole('button', { name: 'Mijn inschrijvingen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn inschrijvingen' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    server.use(mockApi('newShare/records', (body) => ({ data: recordsPage(body, []) })));
    show();
    expect(await screen.findByText('Je hebt nog geen inschrijvingen.')).toBeInTheDocument();
  });
});
