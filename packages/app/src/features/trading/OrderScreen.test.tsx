import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { createIntradayAccount } from '../../testing/factories.ts';
import type { RequestOf } from '@broker/contract';
import {
  closedMarketHandlers,
  closedTicketStock,
  handlers,
  marginFixtures,
  mockFundPassword,
  positionFor,
  previewFor,
} from './mocks.ts';
import { OrderScreen } from './OrderScreen.tsx';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the dialog's focus trap needs elements that look visible.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fundPasswordField = () => screen.getByLabelText(fieldLabel('Transactiewachtwoord'));

const show = (query: Record<string, string> = { id: 's-asml', side: 'buy' }) =>
  renderScreen(<OrderScreen />, paths.market.order, { initialEntry: withQuery(paths.market.order, query) });

describe('OrderScreen', () => {
  it('shows the receipt of the ticket before anything is confirmed, and follows the lots', async () => {
    show();
    const receipt = await screen.findByRole('region', { name: "Kosten en risico's" });
    expect(await within(receipt).findAllByText(/^612,40.€$/)).not.toHaveLength(0); // 1 lot of 1 share
    await userEvent.click(screen.getByRole('button', { name: 'Eén lot meer' }));
    expect(await within(receipt).findAllByText(/^1.224,80.€$/)).not.toHaveLength(0);
    expect(within(receipt).getByText('Beheervergoeding over 7 dagen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ASML Holding kopen' })).toBeInTheDocument();
  });

  it('explains a limit far from the market before the order is placed', async () => {
    show();
    await userEvent.click(await screen.findByRole('radio', { name: 'Limiet' }));
    await userEvent.type(screen.getByLabelText(fieldLabel('Limietprijs')), '580');
    expect(await screen.findByText(/van de marktkoers/)).toBeInTheDocument();
  });

  it('confirms the receipt and ends on the result that opens the position', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('trade/order', (body) => {
        bodies.push(body);
        return { data: positionFor(body) };
      }),
    );
    show();
    await screen.findByRole('region', { name: "Kosten en risico's" });
    await screen.findAllByText(/^612,40.€$/);
    await userEvent.type(fundPasswordField(), mockFundPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Kooporder controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Order bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order plaatsen' }));
    expect(await screen.findByRole('heading', { name: 'Order uitgevoerd' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Positie bekijken' }));
    expect(await screen.findByRole('heading', { name: paths.trade.positionDetail })).toBeInTheDocument();
    // The order carries the fund password (the preview never does).
    expect(bodies).toEqual([expect.objectContaining({ stockId: 's-asml', lots: 1, fundPassword: mockFundPassword })]);
  });

  it('asks the fund password before anything is sent, and shows a wrong one next to it', async () => {
    const previews: unknown[] = [];
    server.use(
      mockApi('trade/preview', (body) => {
        previews.push(body);
        return { data: previewFor(body) };
      }),
    );
    show({ id: 's-asml', side: 'sell' });
    await screen.findByRole('region', { name: "Kosten en risico's" });
    await userEvent.click(screen.getByRole('button', { name: 'Verkooporder controleren' }));
    await expect.poll(() => fundPasswordField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.type(fundPasswordField(), 'ab00000a0');
    expect(fundPasswordField()).toHaveValue('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verkooporder controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Order bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order plaatsen' }));
    await expect.poll(() => fundPasswordField().getAttribute('aria-invalid')).toBe('true');
    expect(fundPasswordField()).toHaveAccessibleDescription(/^Het transactiewachtwoord is onjuist\./);
    expect(screen.queryByRole('heading', { name: 'Order uitgevoerd' })).not.toBeInTheDocument();
    expect(previews).not.toHaveLength(0);
    expect(previews).not.toContainEqual(expect.objectContaining({ fundPassword: expect.anything() }));
  });

  it('says to set a fund password first, with the way to set it', async () => {
    server.use(mockApi('user/info', { data: { ...userFixture, fundPasswordSet: false } }));
    show();
    expect(await screen.findByText(/Je hebt nog geen transactiewachtwoord/)).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Transactiewachtwoord'))).toBeNull();
    await screen.findAllByText(/^612,40.€$/);
    await userEvent.click(screen.getByRole('button', { name: 'Kooporder controleren' }));
    expect(await screen.findByText('Stel eerst een transactiewachtwoord in.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Transactiewachtwoord instellen' }));
    expect(await screen.findByRole('heading', { name: paths.information.fundPass })).toBeInTheDocument();
  });

  it('offers leverage above 1× only with margin activated, and the way to apply', async () => {
    server.use(mockApi('margin/info', { data: marginFixtures.notApplied }));
    show({ id: 's-asml', side: 'sell' });
    expect(await screen.findByRole('radio', { name: '2×' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'ASML Holding verkopen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Margehandel' })).toHaveAttribute('href', paths.trade.margin);
  });

  it('says at the top that the market is closed and when it opens; the confirm waits, with that reason', async () => {
    server.use(...closedMarketHandlers());
    show();
    const notice = await screen.findByText(/^De markt is gesloten en opent weer op \d\d\/\d\d\/\d{4} \d+:00:00 uur/);
    expect(notice).toHaveTextContent(/Amsterdam, GMT\+[12]/);
    expect(notice).toHaveTextContent('Je kunt nu een marktorder voor de opening plaatsen');
    const confirm = screen.getByRole('button', { name: 'Kooporder controleren' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription(/^De markt is gesloten en opent weer op/);
    // The receipt's place says why there is none, with the hours in words.
    const receipt = screen.getByRole('region', { name: "Kosten en risico's" });
    expect(
      await within(receipt).findByText(/^De markt is nu gesloten\. .*\(00:00–24:00, Amsterdam, GMT\+[12]\)$/),
    ).toBeInTheDocument();
    // A limit order cannot wait for the opening.
    await userEvent.click(screen.getByRole('radio', { name: 'Limiet' }));
    expect(await screen.findByText(/Een limietorder kan alleen tijdens handelsuren/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Order voor de opening' })).toBeNull();
  });

  it('places a market order for the next opening: its receipt says when and what is held, the result that it waits', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('trade/order', (body) => {
        bodies.push(body);
        return { data: positionFor(body, closedTicketStock()) };
      }),
      ...closedMarketHandlers(),
    );
    show();
    await userEvent.click(await screen.findByRole('switch', { name: 'Order voor de opening' }));
    const receipt = screen.getByRole('region', { name: "Kosten en risico's" });
    expect(await within(receipt).findByText('Uitgevoerd bij de opening')).toBeInTheDocument();
    expect(within(receipt).getByText('Geblokkeerd tot de opening')).toBeInTheDocument();
    await userEvent.type(fundPasswordField(), mockFundPassword);
    const confirm = screen.getByRole('button', { name: 'Order voor de opening controleren' });
    expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Order plaatsen' }));
    expect(await screen.findByText(/^Je order wacht op de opening van/)).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ priceType: 'market', atOpening: true })]);
  });

  it('places a refused order next to the lots', async () => {
    server.use(mockApi('trade/order', { error: 'error.balance.availableInsufficient' }));
    show();
    await screen.findAllByText(/^612,40.€$/);
    await userEvent.type(fundPasswordField(), mockFundPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Kooporder controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Order bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order plaatsen' }));
    expect(await screen.findAllByText('Onvoldoende beschikbaar saldo.')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Order uitgevoerd' })).not.toBeInTheDocument();
  });

  it('says so when the stock does not exist', async () => {
    show({ id: 's-nope', side: 'buy' });
    expect(await screen.findByText('Dit instrument bestaat niet (meer).')).toBeInTheDocument();
  });

  describe('in the intraday book', () => {
    const account = createIntradayAccount();

    it('trades the running account: its cash, its leverage, the book on the preview and the order', async () => {
      const previews: RequestOf<'trade/preview'>[] = [];
      const orders: RequestOf<'trade/order'>[] = [];
      server.use(
        mockApi('intraday/account', { data: account }),
        mockApi('trade/preview', (body) => {
          previews.push(body);
          return { data: previewFor(body) };
        }),
        mockApi('trade/order', (body) => {
          orders.push(body);
          return { data: positionFor(body) };
        }),
      );
      show({ id: 's-asml', side: 'buy', book: 'intraday' });
      await screen.findByRole('region', { name: "Kosten en risico's" });
      expect(screen.getByText(/^Daghandelrekening · beschikbaar: 2.500,00.€$/)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '5×' })).toBeChecked();
      await expect.poll(() => previews.at(-1)).toMatchObject({ book: 'intraday', leverage: 5 });
      await userEvent.type(fundPasswordField(), mockFundPassword);
      await userEvent.click(screen.getByRole('button', { name: 'Kooporder controleren' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Order bevestigen' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Order plaatsen' }));
      expect(await screen.findByRole('heading', { name: 'Order uitgevoerd' })).toBeInTheDocument();
      expect(orders).toEqual([expect.objectContaining({ stockId: 's-asml', book: 'intraday', leverage: 5 })]);
    });

    it('offers its book on the own ticket while it trades, and the ticket follows the choice', async () => {
      const previews: RequestOf<'trade/preview'>[] = [];
      server.use(
        mockApi('intraday/account', { data: account }),
        mockApi('trade/preview', (body) => {
          previews.push(body);
          return { data: previewFor(body) };
        }),
      );
      show();
      const books = await screen.findByRole('radiogroup', { name: 'Handelen in' });
      expect(within(books).getByRole('radio', { name: 'Eigen rekening' })).toBeChecked();
      await userEvent.click(within(books).getByRole('radio', { name: 'Daghandel · 5×' }));
      expect(await screen.findByText(/^Daghandelrekening · beschikbaar: 2.500,00.€$/)).toBeInTheDocument();
      await expect.poll(() => previews.at(-1)).toMatchObject({ book: 'intraday', leverage: 5 });
      await userEvent.click(screen.getByRole('radio', { name: 'Eigen rekening' }));
      await expect.poll(() => previews.at(-1)?.book).toBeUndefined();
    });

    it('offers no book in another currency, nor once the account stopped trading', async () => {
      const dollars = { ...account, record: { ...account.record, currency: 'USD' as const } };
      for (const data of [dollars, { ...account, trading: false }]) {
        let answered = 0;
        server.use(
          mockApi('intraday/account', () => {
            answered += 1;
            return { data };
          }),
        );
        const { unmount } = show();
        await screen.findByRole('region', { name: "Kosten en risico's" });
        await expect.poll(() => answered).toBeGreaterThan(0);
        // The answer has been rendered (SWR sets it in the task after the response).
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(screen.queryByRole('radiogroup', { name: 'Handelen in' })).not.toBeInTheDocument();
        unmount();
      }
    });

    it('says so without a running account, with the way to it', async () => {
      server.use(mockApi('intraday/account', { data: null }));
      show({ id: 's-asml', side: 'buy', book: 'intraday' });
      expect(await screen.findByText('Er loopt geen daghandelrekening die orders aanneemt.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Naar je daghandelrekening' }));
      expect(await screen.findByRole('heading', { name: paths.intraday.account })).toBeInTheDocument();
    });
  });
});
