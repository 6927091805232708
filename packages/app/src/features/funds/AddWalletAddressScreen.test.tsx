import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { AddWalletAddressScreen } from './AddWalletAddressScreen.tsx';
import { handlers, walletsFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom decodes no images: an image that already fits is sent as it is.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 400, height: 400, close: () => {} }));
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const show = () => renderScreen(<AddWalletAddressScreen />, paths.information.addWalletAddress);
const address = () => screen.getByLabelText(fieldLabel('Adres'));
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])], 'qr.png', {
    type: 'image/png',
  });

describe('AddWalletAddressScreen', () => {
  it('starts with USDT on its default network and checks the address format', async () => {
    show();
    expect(await screen.findByRole('radio', { name: 'USDT' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'TRC20 (standaard)' })).toHaveAttribute('aria-checked', 'true');
    expect(address()).toHaveAccessibleDescription('Begint met T, 34 tekens.');
    await userEvent.type(address(), '0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await userEvent.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect(address()).toHaveAccessibleDescription(/Dit is geen geldig TRC20-adres\./);
    expect(address()).toHaveFocus();
  });

  it('offers the networks of the chosen wallet type', async () => {
    show();
    await userEvent.click(await screen.findByRole('radio', { name: 'BTC' }));
    const networks = screen.getByRole('radiogroup', { name: 'Netwerk' });
    expect(
      within(networks)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['BTC (standaard)']);
    await userEvent.click(screen.getByRole('radio', { name: 'USDC' }));
    expect(screen.getByRole('radio', { name: 'ERC20 (standaard)' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'false');
  });

  it('saves the address with its QR image and goes back with a toast', async () => {
    const uploads: unknown[] = [];
    const bodies: unknown[] = [];
    server.use(
      mockApi('common/upload', (body) => {
        uploads.push(body);
        return { data: { path: '/uploads/qr/1.png', url: '/uploads/qr/1.png?sig=1' } };
      }),
      mockApi('wallet/add', (body) => {
        bodies.push(body);
        return { data: walletsFixture[1]! };
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('radio', { name: 'ERC20' }));
    await userEvent.type(address(), ' 0x8ba1f109551bD432803012645Ac136ddd64DBA72 ');
    const qr = screen.getByRole('group', { name: 'QR-code van je wallet (optioneel)' });
    await userEvent.upload(qr.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    await within(qr).findByRole('button', { name: 'Foto verwijderen' });
    await userEvent.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect(await screen.findByRole('heading', { name: paths.information.walletAddress })).toBeInTheDocument();
    expect(screen.getByText('Walletadres toegevoegd')).toBeInTheDocument();
    expect(uploads).toEqual([expect.objectContaining({ purpose: 'walletQr', contentType: 'image/png' })]);
    expect(bodies).toEqual([
      expect.objectContaining({
        walletType: 'USDT',
        network: 'ERC20',
        address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        qrImage: '/uploads/qr/1.png',
      }),
    ]);
  });

  it('shows an address that was added before under the address', async () => {
    server.use(mockApi('wallet/add', { error: 'error.wallet.exists' }));
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Adres')), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    await expect.poll(() => address().getAttribute('aria-invalid')).toBe('true');
    expect(address()).toHaveAccessibleDescription(/Dit walletadres is al toegevoegd\./);
    expect(address()).toHaveValue('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });
});
