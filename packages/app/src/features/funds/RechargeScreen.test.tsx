import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { RechargeScreen } from './RechargeScreen.tsx';
import { channelsFixture, closedToday, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<RechargeScreen />, paths.information.recharge);

describe('RechargeScreen', () => {
  it('groups the channels into bank and crypto, each with its bounds and hours', async () => {
    show();
    const bank = await screen.findByRole('group', { name: 'Bankoverschrijving' });
    const sepa = within(bank).getByRole('link', { name: /SEPA bank transfer/ });
    expect(sepa).toHaveAttribute('href', withQuery(paths.information.rechargeChannel, { id: 'sepa-eur' }));
    expect(sepa).toHaveTextContent('Min. 10,00 € · max. 500.000,00 €');
    expect(sepa).toHaveTextContent(/Dagelijks 00:00–24:00 \(Amsterdam, GMT\+[12]\)/);
    const crypto = screen.getByRole('group', { name: 'Crypto' });
    expect(within(crypto).getAllByRole('link')).toHaveLength(2);
    expect(within(crypto).getByRole('link', { name: /USDT \(TRC20\)/ })).toHaveTextContent(
      'Min. 10,00 USDT · max. 500.000,00 USDT',
    );
  });

  it('lists a closed channel without a link, with its state', async () => {
    show();
    const bank = await screen.findByRole('group', { name: 'Bankoverschrijving' });
    expect(within(bank).queryByRole('link', { name: /iDEAL/ })).toBeNull();
    expect(within(bank).getByText('iDEAL')).toBeInTheDocument();
    expect(within(bank).getByText('Gesloten')).toBeInTheDocument();
  });

  it('marks a channel that is outside its hours now', async () => {
    server.use(
      mockApi('funds/channels', { data: [{ ...channelsFixture[0]!, hours: closedToday() }, channelsFixture[2]!] }),
    );
    show();
    const sepa = await screen.findByRole('link', { name: /SEPA bank transfer/ });
    expect(sepa).toHaveTextContent('Buiten openingstijden');
    expect(screen.getByRole('link', { name: /USDT/ })).not.toHaveTextContent('Buiten openingstijden');
  });

  it('says when there are no channels', async () => {
    server.use(mockApi('funds/channels', { data: [] }));
    show();
    expect(await screen.findByText('Er zijn op dit moment geen stortingskanalen.')).toBeInTheDocument();
  });

  it('retries when the channels cannot be loaded', async () => {
    server.use(mockApi('funds/channels', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('funds/channels', { data: channelsFixture }));
    await userEvent.click(retry);
    expect(await screen.findByRole('group', { name: 'Crypto' })).toBeInTheDocument();
  });

  it('links to the deposit records', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Mijn stortingen' })).toHaveAttribute(
      'href',
      withQuery(paths.information.fundRecord, { kind: 'deposit' }),
    );
  });
});
