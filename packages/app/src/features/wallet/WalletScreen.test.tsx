import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { WalletScreen } from './WalletScreen.tsx';
import { accountSummaryFixture } from '../../testing/fixtures.ts';
import { handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<WalletScreen />, paths.information.wallet);

describe('WalletScreen', () => {
  it('opens on the base currency (EUR for a euro account): the summary’s total, then the euros, every figure labelled', async () => {
    show();
    const total = await screen.findByRole('region', { name: 'Je geld' });
    expect(within(total).getByText('Totaal vermogen in EUR')).toBeInTheDocument();
    expect(within(total).getByText('20.932,53 €')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Saldo (EUR)' });
    expect(screen.getByRole('radio', { name: 'NL' })).toBeChecked();
    const figure = (label: string) => within(card).getByText(label).nextSibling;
    expect(within(card).getByText('20.012,53 €')).toBeInTheDocument();
    expect(figure('Beschikbaar')).toHaveTextContent('18.629,60 €');
    expect(figure('Geblokkeerd')).toHaveTextContent('200,00 €');
    expect(figure('Waarde posities')).toHaveTextContent('1.182,93 €');
    expect(figure('Open winst/verlies')).toHaveTextContent('-25,07 €');
    expect(figure('Gerealiseerd vandaag')).toHaveTextContent('+17,47 €');
    expect(figure('Gerealiseerd sinds opening')).toHaveTextContent('+17,47 €');
    expect(figure('Geleend')).toHaveTextContent('4.681,60 €');
  });

  it('shows the chosen market’s currency from the same summary, and nothing for one without money', async () => {
    show();
    await screen.findByRole('region', { name: 'Saldo (EUR)' });
    await userEvent.click(screen.getByRole('radio', { name: 'USD' }));
    const usd = await screen.findByRole('region', { name: 'Saldo (USD)' });
    expect(within(usd).getAllByText('$ 1.000,00')).toHaveLength(2); // in all, and available
    await userEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    const usdt = await screen.findByRole('region', { name: 'Saldo (USDT)' });
    expect(within(usdt).getByText('Beschikbaar').nextSibling).toHaveTextContent('0,00 USDT');
  });

  it('lists every wallet with its balance', async () => {
    show();
    const wallets = await screen.findByRole('group', { name: 'Al je portemonnees' });
    expect(within(wallets).getByText('1.234,56 €')).toBeInTheDocument();
    expect(within(wallets).getByText('Beschikbaar 1.034,56 € · Geblokkeerd 200,00 €')).toBeInTheDocument();
    expect(within(wallets).getByText('0,00 USDC')).toBeInTheDocument();
  });

  it('links to deposit, withdraw, exchange, records, bank cards and wallet addresses', async () => {
    show();
    const links = {
      Storten: paths.information.recharge,
      Opnemen: paths.information.cashOut,
      Wisselen: paths.information.exchange,
      Overzicht: paths.information.fundRecord,
      Bankkaarten: paths.information.bankList,
      Walletadressen: paths.information.walletAddress,
    };
    for (const [name, href] of Object.entries(links)) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    await press(screen.getByRole('link', { name: 'Wisselen' }));
    expect(await screen.findByRole('heading', { name: paths.information.exchange })).toBeInTheDocument();
  });

  it('is where the account lives: the account header with the settings, and the way to the account centre', async () => {
    show();
    // The header of the specification's variant: the real name, the UID and the verification badge.
    expect(await screen.findByText(/^UID DS/)).toBeInTheDocument();
    await press(screen.getByRole('button', { name: 'Instellingen' }));
    expect(await screen.findByRole('heading', { name: paths.information.setting })).toBeInTheDocument();
  });

  it('links to the account centre and the settings', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Mijn account' })).toHaveAttribute('href', paths.information.index);
    expect(screen.getByRole('link', { name: 'Instellingen' })).toHaveAttribute('href', paths.information.setting);
  });

  it('retries a failed load', async () => {
    server.use(mockApi('user/summary', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    expect(screen.getByText('Je saldo kon niet worden geladen.')).toBeInTheDocument();
    server.use(mockApi('user/summary', { data: accountSummaryFixture }));
    await press(retry);
    expect(await screen.findByRole('region', { name: 'Saldo (EUR)' })).toBeInTheDocument();
  });

  it('refreshes with the refresh control of pull-to-refresh', async () => {
    let calls = 0;
    server.use(
      mockApi('user/summary', () => {
        calls += 1;
        const total = { ...accountSummaryFixture.total, equity: calls > 1 ? '99' : accountSummaryFixture.total.equity };
        return { data: { ...accountSummaryFixture, total } };
      }),
    );
    show();
    await screen.findByRole('region', { name: 'Saldo (EUR)' });
    await press(screen.getByRole('button', { name: 'Vernieuwen' }));
    expect(await screen.findByText('99,00 €')).toBeInTheDocument();
  });
});
