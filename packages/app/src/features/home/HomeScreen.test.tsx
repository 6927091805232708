import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { markNoticeRead } from '../../session/useAccount.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { newShareListMock } from '../newShare/mocks.ts';
import { offersMock } from '../blockTrade/mocks.ts';
import { checkInInfoMock, checkInMock, handlers, noticesMock } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const renderHome = () => renderScreen(<HomeScreen />, paths.home.index).user;

describe('HomeScreen', () => {
  it('greets by the time of day and shows the unread dot, the newest notice and the check-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 9, 30));
    renderHome();
    expect(await screen.findByText('Goedemorgen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dutch stocks' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: `Laatste mededeling: ${noticesMock[0]!.title}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mededelingen, Ongelezen mededelingen' })).toBeInTheDocument();
    expect(await screen.findByText('Check elke dag in en ontvang $ 1,00.')).toBeInTheDocument();
    expect(screen.getByText('3 dagen op rij')).toBeInTheDocument();
    expect(screen.getByText('Nog 27 keer in deze actie')).toBeInTheDocument();
    expect(screen.getByText(/Oefenomgeving/)).toBeInTheDocument();
  });

  it('has no red dot once every notice is read', async () => {
    for (const notice of noticesMock) markNoticeRead(notice.id);
    renderHome();
    await screen.findByRole('link', { name: /Laatste mededeling/ });
    expect(screen.getByRole('button', { name: 'Mededelingen' })).toBeInTheDocument();
  });

  it('opens the newest notice and the notices page', async () => {
    const user = renderHome();
    await user.click(await screen.findByRole('link', { name: /Laatste mededeling/ }));
    expect(await screen.findByRole('heading', { name: paths.information.msgInfo })).toBeInTheDocument();
  });

  it('opens user info and notices from the bell', async () => {
    const user = renderHome();
    await user.click(await screen.findByRole('button', { name: /^Mededelingen/ }));
    expect(await screen.findByRole('heading', { name: paths.information.userInfo })).toBeInTheDocument();
  });

  it('says that there are no notices', async () => {
    server.use(mockApi('user/notice', { data: [] }));
    renderHome();
    expect(await screen.findByText('Geen mededelingen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Laatste mededeling/ })).toBeNull();
  });

  it('checks in once, toasts the reward and shows the new state', async () => {
    let calls = 0;
    let checkedIn = false;
    server.use(
      mockApi(
        'user/checkIn',
        () => {
          calls += 1;
          checkedIn = true;
          return { data: checkInMock };
        },
        { delayMs: 30 },
      ),
      mockApi('user/checkInInfo', () => ({
        data: checkedIn ? { ...checkInInfoMock, checkedInToday: true, streakDays: 4, remaining: 26 } : checkInInfoMock,
      })),
    );
    const user = renderHome();
    const button = await screen.findByRole('button', { name: 'Inchecken' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByText('Ingecheckt: $ 1,00 bijgeschreven')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Vandaag ingecheckt' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('4 dagen op rij')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('reads the card again when the check-in is refused', async () => {
    let refused = false;
    server.use(
      mockApi('user/checkIn', () => {
        refused = true;
        return { error: 'error.checkIn.doneToday' };
      }),
      mockApi('user/checkInInfo', () => ({
        data: refused ? { ...checkInInfoMock, checkedInToday: true } : checkInInfoMock,
      })),
    );
    const user = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Inchecken' }));
    expect(await screen.findByText('Je hebt vandaag al ingecheckt.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Vandaag ingecheckt' })).toBeInTheDocument();
  });

  it('shows a finished campaign, with a singular streak', async () => {
    server.use(mockApi('user/checkInInfo', { data: { ...checkInInfoMock, streakDays: 1, remaining: 0 } }));
    renderHome();
    expect(await screen.findByRole('button', { name: 'Deze actie is afgelopen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('1 dag op rij')).toBeInTheDocument();
  });

  it('offers a retry when the check-in card cannot be read', async () => {
    let calls = 0;
    server.use(
      mockApi('user/checkInInfo', () => {
        calls += 1;
        return calls === 1 ? { error: 'error.system.busy' } : { data: checkInInfoMock };
      }),
    );
    const user = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inchecken' })).toBeInTheDocument());
  });

  it('shows the market: its indexes and movers, live, opening their details', async () => {
    const user = renderHome();
    const market = await screen.findByRole('region', { name: 'Beurs vandaag' });
    const strip = await within(market).findByRole('region', { name: 'Indexen' });
    const aex = await within(strip).findByRole('link', { name: /AEX/ });
    expect(aex).toHaveAttribute('href', '/market/stockDetailzs?id=i-aex');
    expect(within(strip).getAllByRole('link')).toHaveLength(2);
    const risers = await within(market).findByRole('list', { name: 'Koersbewegers' });
    const rows = within(risers).getAllByRole('link');
    // The exchange's own listings: Kendrion, over the counter, rises most but is not a mover of the exchange.
    expect(rows[0]).toHaveAttribute('href', '/market/stockDetail?id=s-asml');
    expect(within(risers).queryByRole('link', { name: /Kendrion/ })).not.toBeInTheDocument();

    await user.click(within(market).getByRole('radio', { name: 'Duitsland' }));
    expect(await within(strip).findByRole('link', { name: /DAX/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(within(market).getByRole('list', { name: 'Koersbewegers' })).getAllByRole('link')[0],
      ).toHaveAccessibleName(expect.stringMatching(/^SAP/)),
    );

    await user.click(within(market).getByRole('link', { name: 'Alle aandelen' }));
    expect(await screen.findByRole('heading', { name: paths.home.stockList })).toBeInTheDocument();
  });

  it('leads to the markets, the indexes, the watchlist, the search, intraday trading and borrowing', async () => {
    renderHome();
    const market = await screen.findByRole('region', { name: 'Beurs vandaag' });
    const links = within(market).getByRole('navigation', { name: 'Snel naar' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      paths.market.indexList,
      paths.favorite.index,
      paths.favorite.search,
      paths.intraday.index,
      paths.loan.index,
    ]);
    expect(within(links).getByRole('link', { name: 'Daghandel' })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Lenen' })).toBeInTheDocument();
    expect(within(market).getByRole('link', { name: 'Alle markten' })).toHaveAttribute('href', paths.market.index);
  });

  it('offers a retry when the movers cannot be read', async () => {
    let failing = true;
    server.use(
      mockApi('stock/list', (body) =>
        failing
          ? { error: 'error.system.busy' }
          : { data: { items: [], total: 0, page: body.page ?? 1, size: body.size ?? 10 } },
      ),
    );
    const user = renderHome();
    const market = await screen.findByRole('region', { name: 'Beurs vandaag' });
    const retry = await within(market).findByRole('button', { name: 'Opnieuw proberen' });
    failing = false;
    await user.click(retry);
    expect(await within(market).findByText('Geen instrumenten in deze lijst')).toBeInTheDocument();
  });

  it('opens the support centre when customer service has no link', async () => {
    server.use(mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }));
    const user = renderHome();
    const [headerButton] = await screen.findAllByRole('button', { name: 'Klantenservice' });
    await user.click(headerButton!);
    expect(await screen.findByRole('heading', { name: paths.information.support })).toBeInTheDocument();
  });

  it("shows a dot on the header's button and the ball while customer service has an unread answer", async () => {
    let asked = 0;
    server.use(
      mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }),
      mockApi('support/unread', () => {
        asked += 1;
        return { data: { unread: 2 } };
      }),
    );
    const user = renderHome();
    const buttons = await screen.findAllByRole('button', { name: 'Klantenservice, Nieuw antwoord' });
    expect(buttons).toHaveLength(2);
    expect(asked).toBe(1);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('heading', { name: paths.information.support })).toBeInTheDocument();
  });

  it('asks nothing about unread answers while support is an external link', async () => {
    let asked = 0;
    server.use(
      mockApi('support/unread', () => {
        asked += 1;
        return { data: { unread: 2 } };
      }),
    );
    renderHome();
    expect(await screen.findAllByRole('button', { name: 'Klantenservice' })).toHaveLength(2);
    expect(asked).toBe(0);
  });

  it('opens the IPO tab: the offerings open now, each opening its screen, and the ways to every new-share screen', async () => {
    server.use(newShareListMock());
    const user = renderHome();
    expect(await screen.findByRole('tab', { name: 'Aandelen', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Nieuwe aandelen' }));
    const list = await screen.findByRole('list', { name: 'Open voor inschrijving' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.split(' (')[0])).toEqual([
      'Waddenwind Energie',
      'Delta Logistiek',
      'Cascade Quantum',
    ]);
    expect(rows[1]).toHaveAttribute('href', `${paths.newShare.placementSubscribe}?id=ns-nl-4`);
    const links = screen.getByRole('navigation', { name: 'Nieuwe aandelen' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([paths.newShare.offerings, paths.newShare.placements, paths.newShare.records, paths.newShare.scorecard]);
    await user.click(rows[0]!);
    expect(await screen.findByRole('heading', { name: paths.newShare.subscribe })).toBeInTheDocument();
  });

  it('opens the block-trade tab: the day’s first offers, each opening its screen, and the way to all of them', async () => {
    server.use(offersMock());
    const user = renderHome();
    await user.click(await screen.findByRole('tab', { name: 'Blokhandel' }));
    const list = await screen.findByRole('list', { name: 'Blokken van vandaag' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.split(' (')[0])).toEqual(['ASML Holding', 'ING Groep', 'SAP']);
    expect(rows[2]).toHaveTextContent('Op uitnodiging');
    expect(screen.getByRole('link', { name: 'Alle blokken van vandaag' })).toHaveAttribute(
      'href',
      paths.blockTrade.offers,
    );
    await user.click(rows[0]!);
    expect(await screen.findByRole('heading', { name: paths.blockTrade.offer })).toBeInTheDocument();
  });
});
