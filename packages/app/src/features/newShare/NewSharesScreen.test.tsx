import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, newShareListPage } from './mocks.ts';
import { NewSharesScreen } from './NewSharesScreen.tsx';
import { PlacementsScreen } from './PlacementsScreen.tsx';

const server = setupServer();
let requests: RequestOf<'newShare/list'>[];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  requests = [];
  server.use(
    ...handlers(
      mockApi('newShare/list', (body) => {
        requests.push(body);
        return { data: newShareListPage(body) };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('NewSharesScreen', () => {
  it('lists the public subscriptions, open first with their countdown, each opening its subscribe screen', async () => {
    renderScreen(<NewSharesScreen />, paths.newShare.offerings);
    const list = await screen.findByRole('list', { name: 'Nieuwe aandelen: Openbare inschrijving' });
    expect(requests.at(-1)).toEqual({ kind: 'subscription', page: 1, size: 20 });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.split(' (')[0])).toEqual([
      'Waddenwind Energie',
      'Rheintal Robotik',
      'Polderdata Systems',
      'Zeeuwse Aquacultuur',
    ]);
    expect(rows[0]).toHaveTextContent('Sluit over');
    expect(rows[0]).toHaveAttribute('href', withQuery(paths.newShare.subscribe, { id: 'ns-nl-1' }));
    const links = screen.getByRole('navigation', { name: 'Nieuwe aandelen' });
    expect(within(links).getByRole('link', { name: 'Plaatsingen' })).toHaveAttribute('href', paths.newShare.placements);
    expect(within(links).getByRole('link', { name: 'Mijn inschrijvingen' })).toHaveAttribute(
      'href',
      paths.newShare.records,
    );
    expect(within(links).getByRole('link', { name: 'Trackrecord' })).toHaveAttribute('href', paths.newShare.scorecard);
  });

  it('switches to the auctions (and the URL says so)', async () => {
    const { user } = renderScreen(<NewSharesScreen />, paths.newShare.offerings);
    await screen.findByRole('list', { name: /Openbare inschrijving/ });
    await user.click(screen.getByRole('radio', { name: 'Veiling' }));
    const list = await screen.findByRole('list', { name: 'Nieuwe aandelen: Veiling' });
    expect(requests.at(-1)).toEqual({ kind: 'auction', page: 1, size: 20 });
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Cascade Quantum');
  });

  it('says so when there are none, and offers a retry when they cannot be loaded', async () => {
    server.use(mockApi('newShare/list', { error: 'error.system.busy' }));
    renderScreen(<NewSharesScreen />, paths.newShare.offerings, {
      initialEntry: withQuery(paths.newShare.offerings, { kind: 'auction' }),
    });
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('newShare/list', (body) => ({ data: newShareListPage(body, []) })));
    await press(retry);
    expect(await screen.findByText('Er zijn nu geen nieuwe uitgiften.')).toBeInTheDocument();
  });
});

describe('PlacementsScreen', () => {
  it('lists the placements with their levels, each opening its subscribe screen by level', async () => {
    renderScreen(<PlacementsScreen />, paths.newShare.placements);
    const list = await screen.findByRole('list', { name: 'Nieuwe aandelen: Plaatsing' });
    expect(requests.at(-1)).toEqual({ kind: 'placement', page: 1, size: 20 });
    const [open] = within(list).getAllByRole('link');
    expect(open).toHaveTextContent('Delta Logistiek');
    expect(open).toHaveTextContent('Niveaus vanaf 1.000,00 € · 5.000,00 € · 25.000,00 €');
    expect(open).toHaveAttribute('href', withQuery(paths.newShare.placementSubscribe, { id: 'ns-nl-4' }));
  });
});
