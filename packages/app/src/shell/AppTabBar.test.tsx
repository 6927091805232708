import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { configMock, mockApi } from '../mocks/mockApi.ts';
import { marginFixtures } from '../features/trading/mocks.ts';
import { paths } from '../routes/paths.ts';
import { renderScreen } from '../testing/renderScreen.tsx';
import { signIn } from '../testing/signIn.ts';
import { AppTabBar } from './AppTabBar.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AppTabBar', () => {
  it('marks the trade tab while a margin alert is active', async () => {
    server.use(configMock, mockApi('margin/info', { data: marginFixtures.warning }));
    renderScreen(<AppTabBar />, paths.home.index);
    const trade = await screen.findByRole('link', { name: /Handelen/ });
    expect(await within(trade).findByRole('img', { name: 'Margewaarschuwing' })).toBeInTheDocument();
  });

  it('has no mark without one', async () => {
    server.use(configMock, mockApi('margin/info', { data: marginFixtures.activated }));
    renderScreen(<AppTabBar />, paths.home.index);
    const trade = await screen.findByRole('link', { name: /Handelen/ });
    expect(within(trade).queryByRole('img')).toBeNull();
  });
});
