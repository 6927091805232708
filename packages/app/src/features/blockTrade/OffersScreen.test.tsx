import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { offerPath } from './blockTradeView.ts';
import { closedHours, handlers, offerFixtures, offersMock } from './mocks.ts';
import { OffersScreen } from './OffersScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<OffersScreen />, paths.blockTrade.offers);

describe('OffersScreen', () => {
  it('lists the day’s offers with their terms, each opening its screen', async () => {
    const { user } = show();
    const list = await screen.findByRole('list', { name: 'Blokken van vandaag' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.split(' (')[0])).toEqual(['ASML Holding', 'ING Groep', 'SAP', 'NVIDIA']);
    const [asml, inga, sap, nvda] = rows;
    expect(asml).toHaveAttribute('href', offerPath('B-nl-1'));
    expect(asml).toHaveTextContent('562,22 €');
    expect(asml).toHaveTextContent('Vorige slot 598,10 €');
    expect(asml).toHaveTextContent('6,00 % korting');
    expect(asml).toHaveTextContent('5 handelsdagen vergrendeld · min. 1 lot');
    expect(asml).toHaveTextContent('Aanbod: nog 512 van 800 loten');
    expect(asml).toHaveTextContent('Voor jou: 20 loten');
    expect(asml).not.toHaveTextContent('Op uitnodiging');
    // The band set ING's price: the discount it really gives; the account bought 30 of its 100 today.
    expect(inga).toHaveTextContent('9,99 % korting');
    expect(inga).toHaveTextContent('Voor jou: 70 loten');
    expect(sap).toHaveTextContent('Op uitnodiging');
    expect(nvda).toHaveTextContent('Op uitnodiging');
    expect(nvda).toHaveTextContent('Uitnodiging verlopen');
    // Every market is open in the fixtures: no note.
    expect(screen.queryByText(/Buiten handelsuren/)).not.toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Blokhandel' });
    expect(within(links).getByRole('link', { name: 'Eerdere blokken' })).toHaveAttribute(
      'href',
      paths.blockTrade.prints,
    );
    expect(within(links).getByRole('link', { name: 'Mijn blokken' })).toHaveAttribute('href', paths.blockTrade.records);
    await user.click(asml!);
    expect(await screen.findByRole('heading', { name: paths.blockTrade.offer })).toBeInTheDocument();
  });

  it('says when a closed market’s offers can be bought, and when block trades are switched off', async () => {
    const now = Date.now();
    const [asml, ...others] = offerFixtures(now);
    server.use(offersMock([{ ...asml!, hours: closedHours(now) }, ...others]));
    show();
    expect(
      await screen.findByText(
        'Buiten handelsuren: de blokken van een gesloten markt kun je kopen zodra de handel daar opent.',
      ),
    ).toBeInTheDocument();
    const [closed] = within(screen.getByRole('list', { name: 'Blokken van vandaag' })).getAllByRole('link');
    expect(closed).toHaveTextContent(/Te koop vanaf \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} uur/);
  });

  it('says block trades are switched off', async () => {
    server.use(offersMock(offerFixtures().map((offer) => ({ ...offer, open: false }))));
    show();
    expect(
      await screen.findByText('Blokhandel is nu uitgeschakeld: je kunt de blokken bekijken, maar niet kopen.'),
    ).toBeInTheDocument();
  });

  it('says so when there are none, and offers a retry when they cannot be loaded', async () => {
    server.use(mockApi('blockTrade/list', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(offersMock([]));
    await press(retry);
    expect(await screen.findByText('Er zijn vandaag geen blokken te koop.')).toBeInTheDocument();
  });
});
