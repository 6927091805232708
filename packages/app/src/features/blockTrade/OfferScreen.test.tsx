import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { money, percent } from '../../i18n/money.ts';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { buyFigures, positionPath } from './blockTradeView.ts';
import { bought, handlers, mockFundPassword, mockSecretKey, offerFixture } from './mocks.ts';
import { OfferScreen } from './OfferScreen.tsx';

const server = setupServer();
let bodies: RequestOf<'blockTrade/buy'>[];
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the dialog's focus trap needs elements that look visible.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => {
  bodies = [];
  server.use(
    ...handlers(
      // Every buy answered with the block it opens, and kept.
      mockApi('blockTrade/buy', (body) => {
        bodies.push(body);
        return { data: bought(offerFixture(body.blockTradeId), body) };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (id: string) =>
  renderScreen(<OfferScreen />, paths.blockTrade.offer, { initialEntry: withQuery(paths.blockTrade.offer, { id }) });
const fundPasswordField = () => screen.getByLabelText(fieldLabel('Transactiewachtwoord'));
const lotsField = () => screen.getByRole('spinbutton', { name: fieldLabel('Aantal loten') });
const submit = () => screen.getByRole('button', { name: 'Aankoop controleren' });
const value = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('OfferScreen', () => {
  it('shows the terms and says plainly what the discount means before anything is bought', async () => {
    show('B-nl-1');
    const terms = await screen.findByRole('region', { name: 'Voorwaarden' });
    expect(screen.getByRole('heading', { level: 1, name: 'ASML Holding' })).toBeInTheDocument();
    const offer = offerFixture('B-nl-1');
    expect(value(terms, 'Blokprijs per aandeel')).toBe('562,22\u00a0€');
    expect(value(terms, 'Vorige slotkoers')).toBe('598,10\u00a0€');
    expect(value(terms, 'Korting')).toBe('6,00\u00a0%');
    expect(value(terms, 'Aandelen per lot')).toBe('5');
    expect(value(terms, 'Jouw daglimiet')).toBe('20 loten, vandaag nog 20');
    expect(value(terms, 'Aanbod vandaag')).toBe('nog 512 van 800 loten');
    expect(value(terms, 'Vergrendeling')).toBe('5 handelsdagen');
    expect(value(terms, 'Vergrendeld tot')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} uur$/);
    const odds = screen.getByRole('region', { name: 'Wat de korting betekent' });
    expect(odds).toHaveTextContent(
      `Op basis van de gesimuleerde beweeglijkheid van dit aandeel is de kans dat de koers bij het vrijgeven onder jouw prijs ligt ${percent(offer.belowAtUnlockPct).replace('\u00a0', ' ')}.`,
    );
    expect(odds).toHaveTextContent(/De korting is een vergoeding voor de vergrendeling, geen gratis geld/);
    expect(odds).toHaveTextContent('Dit is een schatting, geen belofte.');
    // Open to everyone: no invitation, no key.
    expect(screen.queryByRole('region', { name: 'Uitnodiging' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Geheime sleutel'))).not.toBeInTheDocument();
  });

  it('says when the band limited the discount', async () => {
    show('B-nl-2');
    const terms = await screen.findByRole('region', { name: 'Voorwaarden' });
    expect(value(terms, 'Korting')).toBe('9,99\u00a0%, begrensd door de dagelijkse prijsgrens');
  });

  it('buys: confirms what is debited and the lock, sends the lots and the fund password, and shows the block', async () => {
    const { user } = show('B-nl-1');
    await screen.findByRole('region', { name: 'Voorwaarden' });
    expect(lotsField()).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Eén lot meer' }));
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(submit());
    const dialog = await screen.findByRole('alertdialog', { name: 'Blokaankoop bevestigen' });
    const figures = buyFigures(offerFixture('B-nl-1'), 2);
    expect(value(dialog, 'Aantal')).toBe('2 loten · 10 aandelen');
    expect(value(dialog, 'Bedrag')).toBe(money(figures.amount, 'EUR'));
    expect(value(dialog, 'Transactiekosten')).toBe(money(figures.fee, 'EUR'));
    expect(value(dialog, 'Totaal afgeschreven')).toBe(money(figures.total, 'EUR'));
    expect(dialog).toHaveTextContent(/Het blok is 5 handelsdagen vergrendeld/);
    await user.click(within(dialog).getByRole('button', { name: 'Kopen' }));
    expect(await screen.findByRole('heading', { name: 'Blok gekocht' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { requestId: expect.any(String), blockTradeId: 'B-nl-1', lots: 2, fundPassword: mockFundPassword },
    ]);
    expect(screen.getByText('B20261123100000000009')).toBeInTheDocument();
    expect(screen.getByText(/^Vergrendeld tot \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Positie bekijken' }));
    expect(await screen.findByRole('heading', { name: paths.trade.positionDetail })).toBeInTheDocument();
    expect(positionPath('p-block-new')).toBe(`${paths.trade.positionDetail}?id=p-block-new`);
  });

  it('goes from the result to the user’s blocks', async () => {
    const { user } = show('B-nl-1');
    await screen.findByRole('region', { name: 'Voorwaarden' });
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kopen' }));
    await user.click(await screen.findByRole('button', { name: 'Mijn blokken' }));
    expect(await screen.findByRole('heading', { name: paths.blockTrade.records })).toBeInTheDocument();
  });

  it('shows the invitation before its key is asked, and sends the key', async () => {
    const { user } = show('B-de-1');
    const invitation = await screen.findByRole('region', { name: 'Uitnodiging' });
    expect(value(invitation, 'Uitgegeven door')).toBe('Rijnland Capital Markets');
    expect(value(invitation, 'Quotum')).toBe('200 loten, nog 120 over');
    expect(value(invitation, 'Geldig tot')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} uur$/);
    expect(value(invitation, 'Status')).toBe('Geldig');
    const key = screen.getByLabelText(fieldLabel('Geheime sleutel'));
    expect(invitation.compareDocumentPosition(key) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The key is asked before anything is sent.
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(submit());
    await expect.poll(() => key.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.type(key, mockSecretKey);
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kopen' }));
    expect(await screen.findByRole('heading', { name: 'Blok gekocht' })).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        blockTradeId: 'B-de-1',
        lots: 2,
        secretKey: mockSecretKey,
        fundPassword: mockFundPassword,
      }),
    ]);
  });

  it('shows the server’s answer on the field it belongs to: what is left today on the lots', async () => {
    server.use(mockApi('blockTrade/buy', { error: 'error.buyQuota.insufficient', data: { max: 0 } }));
    const { user } = show('B-nl-1');
    await screen.findByRole('region', { name: 'Voorwaarden' });
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kopen' }));
    await expect.poll(() => lotsField().getAttribute('aria-invalid')).toBe('true');
    expect(lotsField()).toHaveAccessibleDescription(/Onvoldoende aankoopruimte voor vandaag\./);
    expect(screen.queryByRole('heading', { name: 'Blok gekocht' })).not.toBeInTheDocument();
  });

  it('says why an offer cannot be bought (an expired invitation) and keeps the buy disabled with that reason', async () => {
    show('B-usd-1');
    const invitation = await screen.findByRole('region', { name: 'Uitnodiging' });
    expect(value(invitation, 'Status')).toBe('Verlopen');
    const reason = 'De uitnodiging voor dit blok is verlopen: het is niet meer te koop.';
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAccessibleDescription(reason);
  });

  it('says so when the offer does not exist, with the way back', async () => {
    const { user } = show('B-nope');
    expect(await screen.findByText('Dit blok is vandaag niet (meer) te koop.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar de blokken van vandaag' }));
    expect(await screen.findByRole('heading', { name: paths.blockTrade.offers })).toBeInTheDocument();
  });
});
