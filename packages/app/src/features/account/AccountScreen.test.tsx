import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { AccountScreen } from './AccountScreen.tsx';
import { handlers, newUserFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<AccountScreen />, paths.information.index);

describe('AccountScreen', () => {
  it('shows the profile, the UID with its prefix, the verification and the wallet', async () => {
    show();
    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeInTheDocument();
    expect(screen.getByText('UID DS10023')).toBeInTheDocument();
    expect(screen.getAllByText('Geverifieerd').length).toBeGreaterThan(0);
    expect(screen.getByText('Ongelezen mededelingen: 6')).toBeInTheDocument();
  });

  it('counts every wallet in total assets, in the chosen currency, and names the rates', async () => {
    show();
    // EUR 15.820,75 at 1 EUR = 1,08695652 USD (0.92 EUR per USD) is $ 17.196,47; with the USD wallet $ 33.017,22.
    expect(await screen.findByText('$ 33.017,22')).toBeInTheDocument();
    expect(screen.getByText('$ 21.391,83')).toBeInTheDocument(); // available
    expect(screen.getByText('$ 4.696,17')).toBeInTheDocument(); // frozen
    expect(screen.getByText('$ +1.763,69')).toBeInTheDocument(); // profit
    expect(screen.getByText(/wisselkoersen van .*: 1 EUR = 1,08695652 USD\./)).toBeInTheDocument();
    // Each wallet in its own currency.
    expect(screen.getByText('$ 15.820,75')).toBeInTheDocument();
    expect(screen.getByText('15.820,75 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'EUR' }));
    // $ 15.820,75 × 0,92 = 14.555,09 €, with the EUR wallet 30.375,84 €.
    expect(await screen.findByText('30.375,84 €')).toBeInTheDocument();
    expect(screen.getByText(/1 USD = 0,92 EUR/)).toBeInTheDocument();
  });

  it('shows the account name when there is no real name yet', async () => {
    server.use(mockApi('user/info', { data: newUserFixture }));
    show();
    expect(await screen.findByText('jan.devries')).toBeInTheDocument();
    expect(screen.getAllByText('Niet geverifieerd').length).toBeGreaterThan(0);
  });

  it('opens the settings from the header and the menu entries as links', async () => {
    show();
    expect(await screen.findByRole('link', { name: /Identiteit verifiëren/ })).toHaveAttribute(
      'href',
      paths.information.authInfo,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Instellingen' }));
    expect(await screen.findByRole('heading', { name: paths.information.setting })).toBeInTheDocument();
  });

  it('opens the new-share subscriptions from the menu', async () => {
    show();
    expect(await screen.findByRole('link', { name: /Mijn nieuwe aandelen/ })).toHaveAttribute(
      'href',
      paths.newShare.records,
    );
  });

  it('retries a failed load', async () => {
    server.use(mockApi('user/info', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('user/info', { data: userFixture }));
    await userEvent.click(retry);
    expect(await screen.findByText('$ 33.017,22')).toBeInTheDocument();
  });

  it('opens the support centre when no customer-service link is configured', async () => {
    server.use(mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }));
    show();
    const [support] = await screen.findAllByRole('button', { name: 'Klantenservice' });
    await userEvent.click(support!);
    expect(await screen.findByRole('heading', { name: paths.information.support })).toBeInTheDocument();
  });

  it('says so in the header while customer service has an unread answer', async () => {
    server.use(
      mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }),
      mockApi('support/unread', { data: { unread: 1 } }),
    );
    show();
    expect(await screen.findByRole('button', { name: 'Klantenservice, Nieuw antwoord' })).toBeInTheDocument();
  });

  it('logs out after confirmation', async () => {
    let loggedOut = false;
    server.use(
      mockApi('user/logout', () => {
        loggedOut = true;
        return { data: null };
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Uitloggen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByRole('heading', { name: paths.login.login }, { timeout: 3000 })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(sessionStore.getSnapshot().loggedIn).toBe(false);
  });
});
