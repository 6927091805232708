import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { AccountScreen } from './features/account/AccountScreen.tsx';
import { handlers as accountHandlers } from './features/account/mocks.ts';
import { TradeScreen } from './features/trading/TradeScreen.tsx';
import { handlers as tradingHandlers } from './features/trading/mocks.ts';
import { WalletScreen } from './features/wallet/WalletScreen.tsx';
import { handlers as walletHandlers } from './features/wallet/mocks.ts';
import { mockApi } from './mocks/mockApi.ts';
import { paths } from './routes/paths.ts';
import { accountSummaryFixture } from './testing/fixtures.ts';
import { renderScreen } from './testing/renderScreen.tsx';
import { signIn } from './testing/signIn.ts';

/**
 * One truth about the user's money (issue #26): the wallet, the trade tab and the account centre
 * read one summary and show its figures the same way — rendered side by side from one fixture,
 * every figure a screen shows is the same text on every screen that shows it.
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The figures a screen shows, by name (`data-figure`), inside the element of `testId`. */
async function figuresOn(testId: string): Promise<Record<string, string>> {
  const root = await screen.findByTestId(testId);
  return Object.fromEntries(
    [...root.querySelectorAll('[data-figure]')].map((node) => [node.getAttribute('data-figure'), node.textContent]),
  );
}

describe('the money on every screen', () => {
  it('is the same figures, from one summary', async () => {
    const summary = mockApi('user/summary', { data: accountSummaryFixture });
    server.use(...walletHandlers(summary));
    renderScreen(<WalletScreen />, paths.information.wallet);
    const wallet = await figuresOn('wallet-summary');
    cleanup();
    server.use(...tradingHandlers(summary));
    renderScreen(<TradeScreen />, paths.trade.index);
    const trade = await figuresOn('trade-summary');
    cleanup();
    server.use(...accountHandlers(summary));
    renderScreen(<AccountScreen />, paths.information.index);
    const account = await figuresOn('account-summary');

    expect(wallet.equity).toBe('20.932,53 €');
    expect(trade.equity).toBe(wallet.equity);
    expect(account.equity).toBe(wallet.equity);
    for (const figure of ['openPnl', 'realisedToday', 'borrowed', 'available']) {
      expect(trade[figure], figure).toBe(account[figure]);
    }
    expect(account).toMatchObject({ openPnl: '-25,07 €', realisedToday: '+17,47 €', borrowed: '4.681,60 €' });
    // The wallet's euros are the summary's euros, labelled the same.
    cleanup();
    server.use(...walletHandlers(summary));
    renderScreen(<WalletScreen />, paths.information.wallet);
    const card = await screen.findByRole('region', { name: 'Saldo (EUR)' });
    expect(within(card).getByText('Open winst/verlies').nextSibling).toHaveTextContent('-25,07 €');
  });
});
