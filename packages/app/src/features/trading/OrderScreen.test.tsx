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
import { handlers, marginFixtures, mockFundPassword, positionFor, previewFor } from './mocks.ts';
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

  it("says in the receipt's place that the market is closed, with its hours, for as long as it is", async () => {
    const hours = { days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30', timeZone: 'Europe/Amsterdam' };
    server.use(mockApi('trade/preview', () => ({ error: 'error.time.outsideTrading', data: hours })));
    show();
    const receipt = await screen.findByRole('region', { name: "Kosten en risico's" });
    expect(
      await within(receipt).findByText(
        'De markt is nu gesloten. Handelen kan alleen tijdens handelsuren. (09:00–17:30, Europe/Amsterdam)',
      ),
    ).toBeInTheDocument();
    expect(within(receipt).queryByText('Orderbedrag')).not.toBeInTheDocument();
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
});
