import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { stockListPage } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { MarketScreen } from './MarketScreen.tsx';
import { handlers, newShareListPage } from './mocks.ts';

const server = setupServer();
let requests: RequestOf<'stock/list'>[];
let offeringRequests: RequestOf<'newShare/list'>[];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  requests = [];
  offeringRequests = [];
  server.use(
    ...handlers(
      mockApi('newShare/list', (body) => {
        offeringRequests.push(body);
        return { data: newShareListPage(body) };
      }),
      mockApi('stock/list', (body) => {
        requests.push(body);
        return { data: stockListPage(body) };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MarketScreen', () => {
  it('opens on the listed board of the Dutch market', async () => {
    renderScreen(<MarketScreen />, paths.market.index);
    expect(await screen.findByRole('heading', { level: 1, name: 'Markten' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Soort markt' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Beursgenoteerd', 'Onderhands', 'Inschrijving', 'Veiling', 'Digitale valuta', 'Valutamarkt']);
    const list = await screen.findByRole('list', { name: 'Beursgenoteerd – Nederland' });
    expect(requests[0]).toEqual({ market: 'nl', board: 'listed', page: 1, size: 20 });
    expect(within(list).getByRole('link', { name: /ASML Holding/ })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Kendrion/ })).toBeNull();
  });

  it('shows over the counter per market, digital currency and foreign exchange', async () => {
    const { user } = renderScreen(<MarketScreen />, paths.market.index);
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
    expect(within(fx).getByRole('link', { name: /Euro \/ Amerikaanse dollar/ })).toHaveAttribute(
      'href',
      '/market/stockDetail?id=f-eurusd',
    );
  });

  it('keeps the market when the tab changes', async () => {
    const { user } = renderScreen(<MarketScreen />, paths.market.index);
    await screen.findByRole('list', { name: 'Beursgenoteerd – Nederland' });
    await user.click(screen.getByRole('radio', { name: 'VS' }));
    await screen.findByRole('list', { name: 'Beursgenoteerd – VS' });
    await user.click(screen.getByRole('tab', { name: 'Onderhands' }));
    expect(await screen.findByText('Geen instrumenten in deze lijst')).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)).toEqual({ market: 'usd', board: 'otc', page: 1, size: 20 }));
  });

  it('lists the offerings open to subscription in every market, with what comes next for each', async () => {
    const { user } = renderScreen(<MarketScreen />, paths.market.index);
    await user.click(await screen.findByRole('tab', { name: 'Inschrijving' }));
    const list = await screen.findByRole('list', { name: 'Nieuwe aandelen: Inschrijving' });
    expect(offeringRequests.at(-1)).toEqual({ kind: 'subscription', page: 1, size: 20 });
    expect(screen.queryByRole('radiogroup', { name: 'Markt' })).toBeNull();
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent?.split(' (')[0])).toEqual([
      'Waddenwind Energie',
      'Rheintal Robotik',
      'Polderdata Systems',
      'Zeeuwse Aquacultuur',
    ]);
    const [open, upcoming, closed, listed] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(open).toHaveTextContent('Euronext Amsterdam');
    expect(open).toHaveTextContent('Uitgifteprijs 18,50 €');
    expect(within(open).getByText('Inschrijven')).toBeInTheDocument();
    expect(open).toHaveTextContent('Sluit over');
    expect(upcoming).toHaveTextContent('Binnenkort');
    expect(upcoming).toHaveTextContent(/Opent \d{2}\/\d{2}\/\d{4}/);
    expect(closed).toHaveTextContent('Toegewezen: 8,40 %');
    expect(closed).toHaveTextContent(/Notering \d{2}\/\d{2}\/\d{4}/);
    expect(listed).toHaveTextContent('Genoteerd');
    expect(listed).toHaveTextContent('+5,94 (+27,00%)');
  });

  it('opens an offering with its price, lots and calendar; an auction says how to bid', async () => {
    const { user } = renderScreen(<MarketScreen />, paths.market.index);
    await user.click(await screen.findByRole('tab', { name: 'Veiling' }));
    const list = await screen.findByRole('list', { name: 'Nieuwe aandelen: Veiling' });
    expect(offeringRequests.at(-1)).toEqual({ kind: 'auction', page: 1, size: 20 });
    await user.click(within(list).getByRole('button', { name: /Cascade Quantum/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Cascade Quantum' });
    expect(within(sheet).getByText('Veiling')).toBeInTheDocument();
    const value = (label: string) => within(sheet).getByText(label).nextElementSibling?.textContent;
    expect(value('Code')).toBe('CQNT');
    expect(value('Beurs')).toBe('Nasdaq');
    expect(value('Uitgifteprijs')).toBe('$ 24,00');
    expect(value('Lots per inschrijving')).toBe('1 tot 200');
    expect(value('Aangeboden aandelen (hele uitgifte)')).toBe('12.500.000');
    expect(value('Toewijzingspercentage')).toBe('Nog niet geloot');
    expect(within(sheet).getByText('Bieden kan op of boven de uitgifteprijs.')).toBeInTheDocument();
    expect(value('Inschrijving sluit')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} uur$/);
    expect(value('Notering')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await user.click(within(sheet).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("leads from an offering's sheet to its screen and, once drawn, to its draw", async () => {
    const { user } = renderScreen(<MarketScreen />, paths.market.index);
    await user.click(await screen.findByRole('tab', { name: 'Inschrijving' }));
    const list = await screen.findByRole('list', { name: 'Nieuwe aandelen: Inschrijving' });
    await user.click(within(list).getByRole('button', { name: /Waddenwind Energie/ }));
    const open = await screen.findByRole('dialog', { name: 'Waddenwind Energie' });
    expect(within(open).getByRole('link', { name: 'Inschrijven' })).toHaveAttribute(
      'href',
      `${paths.newShare.subscribe}?id=ns-nl-1`,
    );
    expect(within(open).queryByRole('link', { name: 'Loting controleren' })).toBeNull();
    await user.click(within(open).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(list).getByRole('button', { name: /Polderdata Systems/ }));
    const drawn = await screen.findByRole('dialog', { name: 'Polderdata Systems' });
    await user.click(within(drawn).getByRole('link', { name: 'Loting controleren' }));
    expect(await screen.findByRole('heading', { name: paths.newShare.verify })).toBeInTheDocument();
  });

  it('says so when there are no offerings, and offers a retry when they cannot be loaded', async () => {
    server.use(mockApi('newShare/list', { error: 'error.system.busy' }));
    const { user } = renderScreen(<MarketScreen />, paths.market.index);
    await user.click(await screen.findByRole('tab', { name: 'Inschrijving' }));
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    server.use(mockApi('newShare/list', (body) => ({ data: newShareListPage(body, []) })));
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Er zijn nu geen nieuwe uitgiften.')).toBeInTheDocument();
  });
});
