import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { accountSummaryFixture } from '../../testing/fixtures.ts';
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

  it('shows the account’s money as the server summed it, in the base currency, each currency with its rate', async () => {
    show();
    const summary = await screen.findByTestId('account-summary');
    expect(within(summary).getByText('20.932,53 €')).toBeInTheDocument();
    expect(within(summary).getByText('Beschikbaar').nextSibling).toHaveTextContent('19.549,60 €');
    expect(within(summary).getByText('Geblokkeerd').nextSibling).toHaveTextContent('200,00 €');
    expect(within(summary).getByText('Open winst/verlies').nextSibling).toHaveTextContent('-25,07 €');
    expect(within(summary).getByText('Gerealiseerd sinds opening').nextSibling).toHaveTextContent('+17,47 €');
    expect(within(summary).getByText('Geleend').nextSibling).toHaveTextContent('4.681,60 €');
    // Each currency in its own, and the rate it was converted at.
    expect(within(summary).getByText('20.012,53 €')).toBeInTheDocument();
    expect(within(summary).getByText('$ 1.000,00')).toBeInTheDocument();
    expect(within(summary).getByText(/wisselkoersen van .*: 1 USD = 0,92 EUR\./)).toBeInTheDocument();
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

  it('opens the user’s blocks from the menu', async () => {
    show();
    expect(await screen.findByRole('link', { name: /Mijn blokken/ })).toHaveAttribute('href', paths.blockTrade.records);
  });

  it('opens intraday trading from the menu: its terms and application, which lead on to the rules and the records', async () => {
    show();
    expect(await screen.findByRole('link', { name: /^Daghandel/ })).toHaveAttribute('href', paths.intraday.index);
  });

  it('opens borrowing from the menu: the quota, the terms and the loan, which lead on to the records', async () => {
    show();
    expect(await screen.findByRole('link', { name: /^Lenen/ })).toHaveAttribute('href', paths.loan.index);
  });

  it('retries a failed load', async () => {
    server.use(mockApi('user/summary', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('user/summary', { data: accountSummaryFixture }));
    await userEvent.click(retry);
    expect(await screen.findByText('20.932,53 €')).toBeInTheDocument();
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
