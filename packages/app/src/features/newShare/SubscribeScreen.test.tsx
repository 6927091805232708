import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { allotmentOdds, formatDecimal, levelMinLots } from '@broker/domain';
import { percent } from '../../i18n/money.ts';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { detailFor, handlers, mockFundPassword, offeringFixtures, subscribed } from './mocks.ts';
import { PlacementSubscribeScreen } from './PlacementSubscribeScreen.tsx';
import { SubscribeScreen } from './SubscribeScreen.tsx';

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

const show = (id: string) =>
  renderScreen(<SubscribeScreen />, paths.newShare.subscribe, {
    initialEntry: withQuery(paths.newShare.subscribe, { id }),
  });
const fundPasswordField = () => screen.getByLabelText(fieldLabel('Transactiewachtwoord'));
const value = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('SubscribeScreen', () => {
  it('shows the odds and cost card before anything is sent, and follows the lots', async () => {
    const { user } = show('ns-nl-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waddenwind Energie' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Kansen en kosten' });
    expect(value(card, 'Tot nu toe ingeschreven')).toBe('1,37×');
    expect(value(card, 'Nu geblokkeerd')).toBe('18,50\u00a0€');
    await user.click(screen.getByRole('button', { name: 'Eén lot meer' }));
    const { demand, draw } = detailFor(offeringFixtures().find((offering) => offering.id === 'ns-nl-1')!);
    const odds = allotmentOdds(2, demand.groups, draw!.lotsOffered);
    expect(value(card, 'Nu geblokkeerd')).toBe('37,00\u00a0€');
    expect(value(card, 'Kans op minstens één lot')).toBe(percent(odds.chancePct));
    expect(value(card, 'Te verwachten loten')).toMatch(/van 2$/);
    expect(value(card, 'Geblokkeerd gedurende')).toMatch(/^\d+ dagen, tot /);
    // The rule is disclosed with its commitment before anything is sent.
    const rule = screen.getByRole('region', { name: 'Zo worden aandelen toegewezen' });
    expect(within(rule).getByText(draw!.seedHash)).toBeInTheDocument();
    // The draw's lots are this app's tranche, in shares too, beside the whole issue's shares.
    const offering = offeringFixtures().find((item) => item.id === 'ns-nl-1')!;
    expect(
      within(rule).getByText(
        new RegExp(
          `^${formatDecimal(draw!.lotsOffered, 0)} loten \\(${formatDecimal(draw!.lotsOffered * offering.lotSize, 0)} aandelen\\) in de loting voor wie via deze app inschrijft`,
        ),
      ),
    ).toBeInTheDocument();
    expect(within(rule).getByText(/Toewijzingen die je de afgelopen 12 maanden niet betaalde: 1 van 3/)).toBeVisible();
  });

  it('confirms what is frozen and ends on the result, with the fund password and auto-pay sent', async () => {
    const bodies: RequestOf<'newShare/subscribe'>[] = [];
    server.use(
      mockApi('newShare/subscribe', (body) => {
        bodies.push(body);
        return { data: subscribed(offeringFixtures()[0]!, body) };
      }),
    );
    const { user } = show('ns-nl-1');
    await screen.findByRole('region', { name: 'Kansen en kosten' });
    await user.click(screen.getByRole('switch', { name: /Automatisch betalen/ }));
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inschrijving bevestigen' });
    expect(within(dialog).getAllByText(/^18,50.€$/)).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByRole('heading', { name: 'Ingeschreven' })).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ newShareId: 'ns-nl-1', lots: 1, autoPay: true, fundPassword: mockFundPassword }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Mijn inschrijvingen' }));
    expect(await screen.findByRole('heading', { name: paths.newShare.records })).toBeInTheDocument();
  });

  it('asks the fund password before anything is sent, and shows a wrong one next to it', async () => {
    const { user } = show('ns-nl-1');
    await screen.findByRole('region', { name: 'Kansen en kosten' });
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    await expect.poll(() => fundPasswordField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.type(fundPasswordField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inschrijving bevestigen' });
    await user.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    await expect.poll(() => fundPasswordField().getAttribute('aria-invalid')).toBe('true');
    expect(fundPasswordField()).toHaveAccessibleDescription(/^Het transactiewachtwoord is onjuist\./);
  });

  it('says to set a fund password first, with the way to set it', async () => {
    server.use(mockApi('user/info', { data: { ...userFixture, fundPasswordSet: false } }));
    const { user } = show('ns-nl-1');
    expect(await screen.findByText(/Je hebt nog geen transactiewachtwoord/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    expect(await screen.findByText('Stel eerst een transactiewachtwoord in.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Transactiewachtwoord instellen' }));
    expect(await screen.findByRole('heading', { name: paths.information.fundPass })).toBeInTheDocument();
  });

  it('takes an auction bid at or above the issue price, and prices the card at the bid', async () => {
    const auction = offeringFixtures().find((offering) => offering.id === 'ns-usd-1')!;
    server.use(mockApi('newShare/detail', { data: detailFor(auction, []) }));
    const { user } = show('ns-usd-1');
    const bid = await screen.findByLabelText(fieldLabel('Je bod per aandeel'));
    expect(bid).toHaveValue('24,00');
    await user.clear(bid);
    await user.type(bid, '23');
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    await expect.poll(() => bid.getAttribute('aria-invalid')).toBe('true');
    await user.clear(bid);
    await user.type(bid, '26');
    const card = screen.getByRole('region', { name: 'Kansen en kosten' });
    expect(value(card, 'Nu geblokkeerd')).toBe('$\u00a026,00');
  });

  it('says so when the offering does not exist, with the way back', async () => {
    const { user } = show('ns-nope');
    expect(await screen.findByText('Deze uitgifte bestaat niet (meer).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar de nieuwe aandelen' }));
    expect(await screen.findByRole('heading', { name: paths.newShare.offerings })).toBeInTheDocument();
  });

  it('shows the subscription already made: its steps, and withdraws it before the close', async () => {
    const cancelled: string[] = [];
    server.use(
      mockApi('newShare/cancel', (body) => {
        cancelled.push(body.recordId);
        return { error: 'error.subscription.ended' };
      }),
    );
    const { user } = show('ns-usd-1');
    const card = await screen.findByRole('region', { name: 'Cascade Quantum (CQNT)' });
    const steps = within(card).getByRole('list', { name: 'Voortgang' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Ingeschreven/),
      expect.stringMatching(/^Loting/),
      expect.stringMatching(/^Toegewezen, betaling verschuldigd/),
      expect.stringMatching(/^Betaling/),
    ]);
    expect(screen.queryByRole('button', { name: 'Inschrijving controleren' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Inschrijving intrekken' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inschrijving intrekken?' });
    await user.click(within(dialog).getByRole('button', { name: 'Inschrijving intrekken' }));
    expect(await screen.findByText('De inschrijvingsperiode is voorbij.')).toBeInTheDocument();
    expect(cancelled).toEqual(['nsr-auction']);
  });

  it('says when an upcoming offering opens, and offers nothing to subscribe yet', async () => {
    show('ns-de-1');
    expect(await screen.findByText(/^De inschrijving opent op /)).toBeInTheDocument();
    expect(screen.getByText('Opent over')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inschrijving controleren' })).not.toBeInTheDocument();
  });

  it('pays a won allotment with the fund password and ends on the paid result', async () => {
    const { user } = show('ns-nl-2');
    const card = await screen.findByRole('region', { name: 'Polderdata Systems (PLDS)' });
    expect(within(card).getByText('Betalen binnen')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^12,75.€ betalen$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Polderdata Systems betalen' });
    await user.click(within(dialog).getByRole('button', { name: 'Betalen' }));
    await expect
      .poll(() => within(dialog).getByLabelText(fieldLabel('Transactiewachtwoord')).getAttribute('aria-invalid'))
      .toBe('true');
    await user.type(within(dialog).getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await user.click(within(dialog).getByRole('button', { name: 'Betalen' }));
    expect(await screen.findByRole('heading', { name: 'Betaald' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Positie bekijken' })).toBeInTheDocument();
  });
});

describe('PlacementSubscribeScreen', () => {
  const showPlacement = () =>
    renderScreen(<PlacementSubscribeScreen />, paths.newShare.placementSubscribe, {
      initialEntry: withQuery(paths.newShare.placementSubscribe, { id: 'ns-nl-4' }),
    });

  it('asks a level and enough lots for its minimum, then allots at once', async () => {
    const placement = offeringFixtures().find((offering) => offering.id === 'ns-nl-4')!;
    server.use(mockApi('newShare/detail', { data: detailFor(placement, []) }));
    const { user } = showPlacement();
    const rule = await screen.findByRole('region', { name: 'Zo worden aandelen toegewezen' });
    expect(within(rule).getByText('Nog 3.200 van 5.000 loten.')).toBeInTheDocument();
    expect(screen.queryByText('Kans op minstens één lot')).not.toBeInTheDocument();
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    // Each level says how many lots reach its minimum amount, and choosing it asks that many.
    const levelLots = levelMinLots(placement, placement.levels![0]);
    expect(levelLots).toBeGreaterThan(placement.minLots);
    const levelOne = screen.getByRole('radio', { name: new RegExp(`Niveau 1.*minimaal ${levelLots} loten`) });
    await user.click(levelOne);
    const lots = screen.getByRole('spinbutton', { name: fieldLabel('Loten') });
    expect(lots).toHaveValue(String(levelLots));
    expect(screen.getByText(new RegExp(`· ${levelLots} tot`))).toBeInTheDocument();
    // One lot fewer is below the level.
    await user.click(screen.getByRole('button', { name: 'Eén lot minder' }));
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    expect(await screen.findByText(/^Het bedrag is lager dan het minimum\./)).toBeInTheDocument();
    await user.clear(lots);
    await user.type(lots, '120{Enter}');
    await user.click(screen.getByRole('button', { name: 'Inschrijving controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inschrijving bevestigen' });
    await user.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByRole('heading', { name: 'Loten toegewezen' })).toBeInTheDocument();
  });
});
