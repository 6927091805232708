import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { money } from '../../i18n/money.ts';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { AccountScreen } from './AccountScreen.tsx';
import { accountMock, breachedAccount, handlers, intradayPositionFixtures, runningAccount } from './mocks.ts';

const server = setupServer();
let closes: RequestOf<'trade/close'>[];
let positionReads: RequestOf<'trade/positions'>[];
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the dialog's focus trap needs elements that look visible.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => {
  closes = [];
  positionReads = [];
  server.use(
    ...handlers(
      mockApi('trade/close', (body) => {
        closes.push(body);
        return { data: { ...intradayPositionFixtures.find((item) => item.id === body.positionId)!, status: 'closed' } };
      }),
      mockApi('trade/positions', (body) => {
        positionReads.push(body);
        return {
          data: {
            items: closes.length ? intradayPositionFixtures.slice(1) : intradayPositionFixtures,
            total: 2,
            page: 1,
            size: 50,
          },
        };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<AccountScreen />, paths.intraday.account);
/** As Testing Library reads text: a no-break space is a space. */
const eurText = (value: string) => money(value, 'EUR').replaceAll('\u00a0', ' ');

describe('AccountScreen', () => {
  it('shows the rule meter: each limit’s loss, limit and percentage used, as a meter', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daghandelrekening' })).toBeInTheDocument();
    const day = await screen.findByRole('meter', { name: 'Daglimiet voor verlies' });
    expect(day).toHaveAttribute('aria-valuenow', '40');
    expect(day).toHaveAttribute('aria-valuetext', `${money('60', 'EUR')} van ${money('150', 'EUR')} · 40\u00a0%`);
    const max = screen.getByRole('meter', { name: 'Maximaal verlies' });
    expect(max).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText(`${eurText('60')} van ${eurText('300')} · 20 %`)).toBeInTheDocument();
    // The money: equity, cash and buying power left.
    const account = screen.getByRole('region', { name: 'Rekening' });
    expect(within(account).getByText(eurText('2940'))).toBeInTheDocument();
    expect(within(account).getByText(eurText('1740'))).toBeInTheDocument();
    expect(within(account).getByText(eurText('8700'))).toBeInTheDocument();
    expect(screen.queryByText(/is bereikt/)).not.toBeInTheDocument();
  });

  it('says a breach: which limit was reached, and the meter full', async () => {
    server.use(accountMock(breachedAccount));
    show();
    expect(
      await screen.findByText(
        'De daglimiet voor verlies is bereikt: alle posities zijn gesloten en de dag is voorbij.',
      ),
    ).toBeInTheDocument();
    const day = screen.getByRole('meter', { name: 'Daglimiet voor verlies' });
    expect(day).toHaveAttribute('aria-valuenow', '100');
    expect(day.getAttribute('aria-valuetext')).toMatch(/limiet bereikt$/);
  });

  it('counts down to the flatten, without the preview’s note before its time', async () => {
    show();
    await screen.findByRole('meter', { name: 'Daglimiet voor verlies' });
    expect(screen.getByText(/^Posities gesloten over 1u (29|30)m$/)).toBeInTheDocument();
    expect(screen.getByText(/^01:(29|30):\d\d$/)).toBeInTheDocument();
    expect(screen.queryByText(/worden al je posities gesloten/)).not.toBeInTheDocument();
  });

  it('notes the flatten once the preview time has passed', async () => {
    server.use(accountMock(() => runningAccount({}, 5 * 60_000)));
    show();
    expect(await screen.findByText(/^Om .+ worden al je posities gesloten tegen de marktkoers\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^00:0[45]:\d\d$/)).toBeInTheDocument();
  });

  it('lists the book’s open positions and closes one after its confirmation', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Open posities' });
    expect(positionReads[0]).toMatchObject({ book: 'intraday', tab: 'holding' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('ASML Holding · ASML')).toBeInTheDocument();
    // The trading ticket in the intraday book, for the position's stock.
    expect(within(rows[0]!).getByRole('link', { name: 'Order in ASML Holding' })).toHaveAttribute(
      'href',
      withQuery(paths.market.order, { id: 's-asml', side: 'buy', book: 'intraday' }),
    );
    const close = within(rows[0]!).getByRole('button', { name: 'Positie sluiten' });
    expect(close).toHaveAccessibleDescription('ASML Holding · ASML');
    await press(close);
    const dialog = await screen.findByRole('alertdialog', { name: 'ASML Holding sluiten?' });
    expect(closes).toHaveLength(0);
    await press(within(dialog).getByRole('button', { name: 'Positie sluiten' }));
    await waitFor(() => expect(closes).toEqual([expect.objectContaining({ positionId: 'p-i1' })]));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('leads to the market for a first order, where a stock’s ticket offers this book', async () => {
    show();
    await screen.findByRole('list', { name: 'Open posities' });
    await press(screen.getByRole('button', { name: 'Kies een aandeel' }));
    expect(await screen.findByRole('heading', { name: paths.market.index })).toBeInTheDocument();
  });

  it('leads to the application when no account is running', async () => {
    server.use(accountMock(null));
    show();
    expect(await screen.findByText('Er loopt geen daghandelrekening.')).toBeInTheDocument();
    expect(positionReads).toHaveLength(0);
    await press(screen.getByRole('button', { name: 'Naar daghandel' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.index })).toBeInTheDocument();
  });

  it('says a failed read and reads again on retry', async () => {
    server.use(mockApi('intraday/account', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(accountMock());
    await press(retry);
    expect(await screen.findByRole('meter', { name: 'Daglimiet voor verlies' })).toBeInTheDocument();
  });
});
