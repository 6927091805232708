import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { WalletScreen } from './WalletScreen.tsx';
import { handlers, userInfoFor, userInfoMock, walletUser } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<WalletScreen />, paths.information.wallet);

describe('WalletScreen', () => {
  it('shows the USD wallet while nothing is chosen, with every figure in the product format', async () => {
    const requests: RequestOf<'user/info'>[] = [];
    server.use(
      mockApi('user/info', (body) => {
        requests.push(body);
        return { data: walletUser };
      }),
    );
    show();
    const card = await screen.findByRole('region', { name: 'Saldo (USD)' });
    expect(requests[0]).toEqual({});
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
    expect(within(card).getByText('$ 15.820,75')).toBeInTheDocument();
    expect(within(card).getByText('$ 13.570,50')).toBeInTheDocument();
    expect(within(card).getByText('$ 2.250,25')).toBeInTheDocument();
    expect(within(card).getByText('$ +845,10')).toBeInTheDocument();
    expect(within(card).getByText('$ 1.000,00')).toBeInTheDocument();
    expect(within(card).getByText('$ 18.990,35')).toBeInTheDocument();
    expect(within(card).getByText(/Geblokkeerd: bedragen die nog worden gecontroleerd/)).toBeInTheDocument();
  });

  it('asks user/info in the currency of the chosen market', async () => {
    const currencies: (string | undefined)[] = [];
    server.use(
      mockApi('user/info', (body) => {
        currencies.push(body.currency);
        return { data: userInfoFor(body.currency) };
      }),
    );
    show();
    await screen.findByRole('region', { name: 'Saldo (USD)' });
    await userEvent.click(screen.getByRole('radio', { name: 'DE' }));
    await screen.findByRole('region', { name: 'Saldo (EUR)' });
    await userEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    const usdt = await screen.findByRole('region', { name: 'Saldo (USDT)' });
    expect(within(usdt).getAllByText('250,123456 USDT')).toHaveLength(3);
    expect(currencies).toEqual([undefined, 'EUR', 'USDT']);
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
      Bankpassen: paths.information.bankList,
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
    server.use(mockApi('user/info', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    expect(screen.getByText('Je saldo kon niet worden geladen.')).toBeInTheDocument();
    server.use(userInfoMock());
    await press(retry);
    expect(await screen.findByRole('region', { name: 'Saldo (USD)' })).toBeInTheDocument();
  });

  it('refreshes with the refresh control of pull-to-refresh', async () => {
    let calls = 0;
    server.use(
      mockApi('user/info', () => {
        calls += 1;
        return { data: calls > 1 ? { ...walletUser, wallet: { ...walletUser.wallet, balance: '99' } } : walletUser };
      }),
    );
    show();
    await screen.findByRole('region', { name: 'Saldo (USD)' });
    await press(screen.getByRole('button', { name: 'Vernieuwen' }));
    expect(await screen.findByText('$ 99,00')).toBeInTheDocument();
  });
});
