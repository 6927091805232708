import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi, configMockWith } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { CashOutScreen } from './CashOutScreen.tsx';
import { chooseWalletAddress } from './chosenWalletAddress.ts';
import { closedToday, handlers, page, walletsFixture, withdrawalFixture, withdrawInfoFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the dialog's focus trap needs elements that look visible.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => {
  chooseWalletAddress(null);
  // A broker whose base currency is the dollar: the screen starts in its wallet (the dutch brand's
  // is the euro, and a withdrawal starts there then).
  server.use(...handlers(configMockWith({ baseCurrency: 'USD' })));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (initialEntry?: string) => renderScreen(<CashOutScreen />, paths.information.cashOut, { initialEntry });
const field = (text: string) => screen.getByLabelText(fieldLabel(text));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Opnemen' }));

async function fill(amount = '250', password = '123456') {
  await userEvent.type(await screen.findByLabelText(fieldLabel('Bedrag')), amount);
  await userEvent.type(field('Transactiewachtwoord'), password);
}

describe('CashOutScreen', () => {
  it('starts in the currency that has money when the base currency has none', async () => {
    const euroOnly = {
      ...userFixture,
      wallets: userFixture.wallets.map((wallet) =>
        wallet.currency === 'EUR' ? wallet : { ...wallet, available: '0', balance: '0', frozen: '0' },
      ),
    };
    server.use(mockApi('user/info', { data: euroOnly }));
    show();
    const currencies = await screen.findByRole('radiogroup', { name: 'Valuta' });
    expect(await within(currencies).findByRole('radio', { name: 'EUR' })).toBeChecked();
    // Choosing another currency is kept.
    await userEvent.click(within(currencies).getByRole('radio', { name: 'USDT' }));
    expect(within(currencies).getByRole('radio', { name: 'USDT' })).toBeChecked();
  });

  it('shows the limits, fee, hours and credit score before anything is typed', async () => {
    show();
    const conditions = await screen.findByRole('region', { name: 'Voorwaarden' });
    expect(within(conditions).getByText('$ 10.250,25')).toBeInTheDocument();
    expect(within(conditions).getByText('Min. $ 100,00 · max. $ 500.000,00')).toBeInTheDocument();
    expect(within(conditions).getByText('0,50 %')).toBeInTheDocument();
    expect(within(conditions).getByText(/Dagelijks 00:00–24:00 \(Amsterdam, GMT\+[12]\)/)).toBeInTheDocument();
    expect(within(conditions).getByText('100 (minimaal 60)')).toBeInTheDocument();
    expect(within(conditions).getByText(/meestal binnen 24 uur/)).toBeInTheDocument();
    expect(screen.getByText(/Vul een bedrag in om de kosten \(0,50 %\)/)).toBeInTheDocument();
  });

  it('shows the fee and the exact amount received as the amount is typed, and the freeze', async () => {
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Bedrag')), '250');
    const costs = screen.getByRole('region', { name: 'Kosten en ontvangst' });
    expect(within(costs).getByText('Kosten (0,50 %)')).toBeInTheDocument();
    expect(within(costs).getByText('$ 1,25')).toBeInTheDocument();
    expect(within(costs).getByText('$ 248,75')).toBeInTheDocument();
    expect(within(costs).getByText(/meteen geblokkeerd op je saldo/)).toBeInTheDocument();
  });

  it('says what is missing before sending', async () => {
    show();
    await screen.findByRole('radio', { name: /ING Bank/ });
    await submit();
    expect(field('Bedrag')).toHaveAccessibleDescription(/^Dit veld is verplicht\./);
    expect(field('Bedrag')).toHaveFocus();
    expect(field('Transactiewachtwoord')).toHaveAccessibleDescription(/^Dit veld is verplicht\./);
  });

  it('refuses an amount under the minimum before sending, with the minimum', async () => {
    show();
    await fill('50');
    await submit();
    expect(field('Bedrag')).toHaveAccessibleDescription(
      /^Het opnamebedrag is lager dan het minimum\. Het minimum is \$\s100,00\./,
    );
  });

  it('shows the server’s minimum under the amount, without a toast', async () => {
    server.use(
      mockApi('funds/withdraw', { error: 'error.withdrawal.belowMinimum', data: { min: '150', currency: 'USD' } }),
    );
    show();
    await fill('120');
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Bevestigen en opnemen' }));
    await expect.poll(() => field('Bedrag').getAttribute('aria-invalid')).toBe('true');
    expect(field('Bedrag')).toHaveAccessibleDescription(
      /^Het opnamebedrag is lager dan het minimum\. Het minimum is \$\s150,00\./,
    );
    expect(screen.queryByText('Het opnamebedrag is lager dan het minimum.')).toBeNull();
    expect(field('Bedrag')).toHaveValue('120');
  });

  it('confirms the costs, withdraws to the chosen card and shows the tracker link', async () => {
    const bodies: any[] = [];
    server.use(
      mockApi('funds/withdraw', (body) => {
        bodies.push(body);
        return { data: withdrawalFixture };
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('radio', { name: /ABN AMRO/ }));
    await fill();
    await submit();
    const dialog = await screen.findByRole('alertdialog', { name: 'Opname bevestigen' });
    expect(within(dialog).getByText('ABN AMRO 6222 **** 7890')).toBeInTheDocument();
    expect(within(dialog).getByText('$ 248,75')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen en opnemen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opname aangevraagd' })).toBeInTheDocument();
    expect(screen.getByText('W20250420100000654321')).toBeInTheDocument();
    expect(
      screen.getByText(/Daarna ontvang je \$ 248,75; tot die tijd blijft \$ 250,00 geblokkeerd/),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        method: 'card',
        cardId: 'card-2',
        currency: 'USD',
        amount: '250',
        fundPassword: '123456',
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('walletId');
    await userEvent.click(screen.getByRole('button', { name: 'Opname volgen' }));
    expect(await screen.findByRole('heading', { name: paths.information.fundRecord })).toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing', async () => {
    let calls = 0;
    server.use(
      mockApi('funds/withdraw', () => {
        calls += 1;
        return { data: withdrawalFixture };
      }),
    );
    show();
    await fill();
    await submit();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toBe(0);
  });

  it('withdraws to the wallet address chosen on the select screen', async () => {
    const bodies: any[] = [];
    server.use(
      mockApi('funds/withdraw', (body) => {
        bodies.push(body);
        return { data: { ...withdrawalFixture, method: 'wallet', destination: walletsFixture[2]!.address } };
      }),
    );
    chooseWalletAddress('wallet-3');
    show();
    expect(await screen.findByRole('radio', { name: 'Walletadres' })).toBeChecked();
    expect(await screen.findByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeInTheDocument();
    expect(screen.getByText(/een medewerker betaalt uit in BTC/)).toBeInTheDocument();
    await fill();
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Bevestigen en opnemen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opname aangevraagd' })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ method: 'wallet', walletId: 'wallet-3' })]);
  });

  it('opens the wallet address selection', async () => {
    show();
    await userEvent.click(await screen.findByRole('radio', { name: 'Walletadres' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ander adres kiezen' }));
    expect(await screen.findByRole('heading', { name: paths.information.walletAddress })).toBeInTheDocument();
  });

  it('leads to the bank cards when there is none', async () => {
    server.use(mockApi('card/list', { data: page([]) }));
    show();
    expect(await screen.findByText(/Je hebt nog geen bankkaart/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bankkaart toevoegen' }));
    expect(await screen.findByRole('heading', { name: paths.information.bankList })).toBeInTheDocument();
  });

  it('explains a missing fund password and links to set it', async () => {
    server.use(mockApi('funds/withdrawInfo', { data: { ...withdrawInfoFixture, fundPasswordSet: false } }));
    show();
    expect(await screen.findByText(/Je hebt nog geen transactiewachtwoord/)).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Transactiewachtwoord'))).toBeNull();
    await userEvent.type(field('Bedrag'), '250');
    await submit();
    expect(await screen.findByText('Stel eerst een transactiewachtwoord in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Transactiewachtwoord instellen' }));
    expect(await screen.findByRole('heading', { name: paths.information.fundPass })).toBeInTheDocument();
  });

  it('shows a wrong fund password next to it', async () => {
    server.use(mockApi('funds/withdraw', { error: 'error.fundPassword.wrong' }));
    show();
    await fill();
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Bevestigen en opnemen' }));
    await expect.poll(() => field('Transactiewachtwoord').getAttribute('aria-invalid')).toBe('true');
    expect(field('Transactiewachtwoord')).toHaveAccessibleDescription(/^Het transactiewachtwoord is onjuist\./);
  });

  it('explains a credit score under the minimum', async () => {
    server.use(mockApi('funds/withdrawInfo', { data: { ...withdrawInfoFixture, creditScore: 40 } }));
    show();
    expect(await screen.findByText(/Je kredietscore is 40; om op te nemen is minimaal 60 nodig/)).toBeInTheDocument();
    await fill();
    await submit();
    const alerts = screen.getAllByRole('alert');
    expect(alerts.some((alert) => /Je kredietscore is 40/.test(alert.textContent ?? ''))).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('explains the withdrawal hours when it is outside them', async () => {
    server.use(mockApi('funds/withdrawInfo', { data: { ...withdrawInfoFixture, hours: closedToday() } }));
    show();
    const conditions = await screen.findByRole('region', { name: 'Voorwaarden' });
    expect(within(conditions).getByText('Buiten openingstijden')).toBeInTheDocument();
    await fill();
    await submit();
    expect(await screen.findByText(/^Opnemen kan alleen binnen de opnametijden\. .*\(UTC\)$/)).toBeInTheDocument();
  });

  it('explains the real-name gate instead of the form', async () => {
    server.use(mockApi('funds/withdrawInfo', { data: { ...withdrawInfoFixture, realNameStatus: 'rejected' } }));
    show();
    expect(await screen.findByRole('heading', { name: 'Verifieer eerst je identiteit' })).toBeInTheDocument();
    expect(screen.getByText(/Je verificatie is afgewezen/)).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Bedrag'))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opnemen' })).toBeNull();
  });

  it('switches the currency and starts the amount again', async () => {
    const currencies: unknown[] = [];
    server.use(
      mockApi('funds/withdrawInfo', (body) => {
        currencies.push(body.currency);
        return { data: { ...withdrawInfoFixture, currency: body.currency ?? 'USD', min: '100', available: '50.5' } };
      }),
    );
    show(withQuery(paths.information.cashOut, { currency: 'EUR' }));
    expect(await screen.findByRole('radio', { name: 'EUR' })).toBeChecked();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Bedrag')), '12');
    await userEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    expect(await screen.findByText('50,50 USDT')).toBeInTheDocument();
    expect(field('Bedrag')).toHaveValue('');
    expect(currencies).toEqual(['EUR', 'USDT']);
  });

  it('retries when the withdrawal data cannot be loaded', async () => {
    server.use(mockApi('funds/withdrawInfo', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('funds/withdrawInfo', { data: withdrawInfoFixture }));
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Voorwaarden' })).toBeInTheDocument();
  });
});
