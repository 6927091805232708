import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { RechargeChannelScreen } from './RechargeChannelScreen.tsx';
import { channelsFixture, closedToday, depositFixture, handlers, unverifiedUserFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom decodes no images: an image that already fits is sent as it is.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 500, close: () => {} }));
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const show = (id = 'sepa-eur') =>
  renderScreen(<RechargeChannelScreen />, paths.information.rechargeChannel, {
    initialEntry: withQuery(paths.information.rechargeChannel, { id }),
  });
const field = (text: string) => screen.getByLabelText(fieldLabel(text));
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])], 'proof.png', {
    type: 'image/png',
  });

async function uploadProof() {
  const group = screen.getByRole('group', { name: 'Betaalbewijs' });
  await userEvent.upload(group.querySelector<HTMLInputElement>('input[type="file"]')!, png());
  await within(group).findByRole('button', { name: 'Foto verwijderen' });
}

describe('RechargeChannelScreen', () => {
  it('shows the payee with copy buttons, the trust panel and the bounds and hours before the form', async () => {
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'SEPA bank transfer' })).toBeInTheDocument();
    const payee = screen.getByRole('region', { name: 'Betaal aan' });
    expect(within(payee).getByText('NL91INGB0001234567')).toBeInTheDocument();
    expect(within(payee).getByText('ING Bank N.V.')).toBeInTheDocument();
    await user.click(within(payee).getByRole('button', { name: 'Kopiëren Rekeningnummer' }));
    expect(await screen.findByText('Rekeningnummer gekopieerd')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('NL91INGB0001234567');

    const trust = screen.getByRole('region', { name: 'Veilig storten' });
    expect(within(trust).getByText(/Je maakt over naar Dutch Stocks B.V./)).toBeInTheDocument();
    expect(within(trust).getByText(/Een medewerker controleert/)).toBeInTheDocument();
    expect(within(trust).getByText(/minder dan 24 uur/)).toBeInTheDocument();
    expect(within(trust).getByText(/Betaal alleen aan de begunstigde die hier staat/)).toBeInTheDocument();
    expect(within(trust).getByText(/vragen nooit om je wachtwoord/)).toBeInTheDocument();
    expect(within(trust).getByText(/Niemand kan je rendement beloven/)).toBeInTheDocument();

    expect(field('Bedrag')).toHaveAccessibleDescription(
      /^Min\. 10,00\s€ · max\. 500\.000,00\s€\. Storten kan: Dagelijks 00:00–24:00 \(Amsterdam, GMT\+[12]\)\.$/,
    );
    expect(screen.queryByLabelText(fieldLabel('Kanaalwachtwoord'))).toBeNull();
  });

  it('shows a crypto payee with its network, address and QR code', async () => {
    show('usdt-trc20');
    const payee = await screen.findByRole('region', { name: 'Betaal aan' });
    expect(within(payee).getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeInTheDocument();
    expect(within(payee).getByText('TRC20')).toBeInTheDocument();
    expect(within(payee).getByRole('img', { name: 'QR-code van het stortingsadres' })).toBeInTheDocument();
    expect(within(payee).getByText(/Stuur alleen USDT via het TRC20-netwerk/)).toBeInTheDocument();
    expect(field('Bedrag')).toHaveAccessibleDescription(/Min\. 10,00\sUSDT/);
  });

  it('says what is missing before sending, with the minimum in the currency', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Storting melden' }));
    expect(field('Bedrag')).toHaveAccessibleDescription(/^Dit veld is verplicht\./);
    expect(field('Bedrag')).toHaveFocus();
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(2);
    await userEvent.type(field('Bedrag'), '5');
    await uploadProof();
    await userEvent.click(screen.getByRole('button', { name: 'Storting melden' }));
    expect(field('Bedrag')).toHaveAccessibleDescription(
      /^Het bedrag is lager dan het minimum\. Het minimum is 10,00\s€\./,
    );
  });

  it('reports the deposit with its proof and shows the order number', async () => {
    const bodies: any[] = [];
    server.use(
      mockApi('funds/deposit', (body) => {
        bodies.push(body);
        return { data: depositFixture };
      }),
    );
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Bedrag')), '250');
    await uploadProof();
    await userEvent.click(screen.getByRole('button', { name: 'Storting melden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Storting gemeld' })).toBeInTheDocument();
    expect(screen.getByText('D20250420093000123456')).toBeInTheDocument();
    expect(screen.getByText(/Na goedkeuring wordt 250,00 € op je saldo bijgeschreven/)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ channelId: 'sepa-eur', amount: '250', proofImage: '/uploads/proof/1.png' }),
    ]);
    expect(bodies[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[0]).not.toHaveProperty('channelPassword');
    await userEvent.click(screen.getByRole('button', { name: 'Mijn stortingen bekijken' }));
    expect(await screen.findByRole('heading', { name: paths.information.fundRecord })).toBeInTheDocument();
  });

  it('holds the report while its proof is on its way, then sends it with the proof', async () => {
    // A tap on "report" while the photo was still uploading validated the form without it: the
    // user was told to add the proof they had just added, and had to tap again (an e2e journey
    // caught it on a loaded machine).
    const bodies: unknown[] = [];
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mockApi('common/upload', async () => {
        await arrived;
        return { data: { path: '/uploads/proof/1.png', url: '/uploads/proof/1.png?sig=1' } };
      }),
      mockApi('funds/deposit', (body) => {
        bodies.push(body);
        return { data: depositFixture };
      }),
    );
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Bedrag')), '250');
    const group = screen.getByRole('group', { name: 'Betaalbewijs' });
    await userEvent.upload(group.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    const waiting = await screen.findByRole('button', { name: 'Bezig met uploaden…' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(waiting);
    expect(bodies).toEqual([]);
    expect(within(group).queryByRole('button', { name: 'Foto verwijderen' })).not.toBeInTheDocument();

    release();
    await within(group).findByRole('button', { name: 'Foto verwijderen' });
    await userEvent.click(screen.getByRole('button', { name: 'Storting melden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Storting gemeld' })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ amount: '250', proofImage: '/uploads/proof/1.png' })]);
  });

  it('says where the channel password comes from, and opens customer service from the field', async () => {
    // No external link configured: the app's own support centre answers.
    server.use(mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }));
    show('wire-usd');
    expect(await screen.findByLabelText(fieldLabel('Kanaalwachtwoord'))).toHaveAccessibleDescription(
      /Je krijgt het van de klantenservice\./,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord vragen aan de klantenservice' }));
    expect(await screen.findByRole('heading', { name: paths.information.support })).toBeInTheDocument();
  });

  it('has no channel password, nor its way to customer service, when the channel needs none', async () => {
    show();
    expect(await screen.findByLabelText(fieldLabel('Bedrag'))).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Kanaalwachtwoord'))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wachtwoord vragen aan de klantenservice' })).toBeNull();
  });

  it('asks for the channel password when the channel has one, and shows a wrong one', async () => {
    const bodies: any[] = [];
    server.use(
      mockApi('funds/deposit', (body) => {
        bodies.push(body);
        return { error: 'error.channel.passwordWrong' };
      }),
    );
    show('wire-usd');
    await userEvent.type(await screen.findByLabelText(fieldLabel('Bedrag')), '100');
    await uploadProof();
    await userEvent.click(screen.getByRole('button', { name: 'Storting melden' }));
    expect(field('Kanaalwachtwoord')).toHaveAccessibleDescription(/^Dit veld is verplicht\./);
    await userEvent.type(field('Kanaalwachtwoord'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Storting melden' }));
    await expect.poll(() => field('Kanaalwachtwoord').getAttribute('aria-invalid')).toBe('true');
    expect(field('Kanaalwachtwoord')).toHaveAccessibleDescription(/^Het kanaalwachtwoord is onjuist\./);
    expect(bodies[0]).toEqual(expect.objectContaining({ channelPassword: '111111', amount: '100' }));
    // An edit after a failure is a new request.
    await userEvent.type(field('Kanaalwachtwoord'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Storting melden' }));
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1].requestId).not.toBe(bodies[0].requestId);
  });

  it('says under the form that a deposit is already waiting', async () => {
    server.use(mockApi('funds/deposit', { error: 'error.deposit.pendingExists' }));
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Bedrag')), '250');
    await uploadProof();
    await userEvent.click(screen.getByRole('button', { name: 'Storting melden' }));
    const text = await screen.findByText(/Je hebt al een storting die wacht op controle/);
    const alert = text.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    expect(within(alert).getByRole('button', { name: 'Mijn stortingen bekijken' })).toBeInTheDocument();
    expect(field('Bedrag')).toHaveValue('250');
  });

  it('warns before the form when the channel is outside its hours', async () => {
    server.use(mockApi('funds/channels', { data: [{ ...channelsFixture[0]!, hours: closedToday() }] }));
    show();
    expect(await screen.findByText(/Dit kanaal is nu gesloten\. Storten kan:/)).toBeInTheDocument();
  });

  it('explains the real-name gate instead of the form', async () => {
    server.use(mockApi('user/info', { data: unverifiedUserFixture }));
    show();
    expect(await screen.findByRole('heading', { name: 'Verifieer eerst je identiteit' })).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Bedrag'))).toBeNull();
    expect(screen.queryByText('NL91INGB0001234567')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Identiteit verifiëren' }));
    expect(await screen.findByRole('heading', { name: paths.information.authInfo })).toBeInTheDocument();
  });

  it('sends a closed channel back to the list', async () => {
    show('ideal-eur');
    expect(await screen.findByText('Dit kanaal is tijdelijk gesloten.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Naar alle stortingskanalen' }));
    expect(await screen.findByRole('heading', { name: paths.information.recharge })).toBeInTheDocument();
  });

  it('says when the channel does not exist', async () => {
    show('nope');
    expect(await screen.findByText('Dit stortingskanaal bestaat niet (meer).')).toBeInTheDocument();
  });
});
