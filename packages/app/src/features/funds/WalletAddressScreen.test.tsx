import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { chooseWalletAddress, chosenWalletAddressId } from './chosenWalletAddress.ts';
import { WalletAddressScreen } from './WalletAddressScreen.tsx';
import { handlers, page, walletsFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  chooseWalletAddress(null);
  server.use(...handlers());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const selectEntry = withQuery(paths.information.walletAddress, { select: 1 });

describe('WalletAddressScreen', () => {
  it('lists the addresses by wallet type with their network', async () => {
    renderScreen(<WalletAddressScreen />, paths.information.walletAddress);
    const usdt = await screen.findByRole('group', { name: 'USDT' });
    expect(within(usdt).getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeInTheDocument();
    expect(within(usdt).getByText(/Netwerk ERC20/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'BTC' })).getByText(/Netwerk BTC/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Met QR-code' })).toBeInTheDocument();
    // Not selecting: the rows are no buttons.
    expect(screen.queryByRole('button', { name: /TQn9Y2/ })).toBeNull();
  });

  it('chooses an address for the withdrawal and goes back', async () => {
    renderScreen(<WalletAddressScreen />, paths.information.walletAddress, { initialEntry: selectEntry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kies een walletadres' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /bc1qar0srrr7/ }));
    expect(await screen.findByRole('heading', { name: paths.information.cashOut })).toBeInTheDocument();
    expect(chosenWalletAddressId()).toBe('wallet-3');
  });

  it('marks the address chosen before', async () => {
    chooseWalletAddress('wallet-2');
    renderScreen(<WalletAddressScreen />, paths.information.walletAddress, { initialEntry: selectEntry });
    expect(await screen.findByRole('button', { name: /0x8ba1f1.*Gekozen/ })).toBeInTheDocument();
  });

  it('says when there are no addresses and offers to add one', async () => {
    server.use(mockApi('wallet/list', { data: page([]) }));
    renderScreen(<WalletAddressScreen />, paths.information.walletAddress);
    expect(await screen.findByText('Je hebt nog geen walletadres toegevoegd.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Walletadres toevoegen' }));
    expect(await screen.findByRole('heading', { name: paths.information.addWalletAddress })).toBeInTheDocument();
  });

  it('retries when the addresses cannot be loaded', async () => {
    server.use(mockApi('wallet/list', { error: 'error.system.busy' }));
    renderScreen(<WalletAddressScreen />, paths.information.walletAddress);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('wallet/list', { data: page(walletsFixture) }));
    await userEvent.click(retry);
    expect(await screen.findByRole('group', { name: 'USDT' })).toBeInTheDocument();
  });
});
