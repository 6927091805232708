import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { ThemeRoot } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { configMock } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { StartScreen } from './StartScreen.tsx';

const server = setupServer(configMock);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => sessionStore.signOut());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const inTheme = (node: ReactNode) => render(<ThemeRoot brand={dutchBrand}>{node}</ThemeRoot>);

describe('StartScreen', () => {
  it('gets a new visitor started', async () => {
    inTheme(<ScreenHarness screen={<StartScreen />} path={paths.login.start} otherPaths={[paths.login.loginAfter]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aan de slag' }));
    expect(await screen.findByRole('heading', { name: paths.login.loginAfter })).toBeInTheDocument();
  });

  it('sends a logged-in user straight home', async () => {
    sessionStore.signIn({ token: 't', account: 'jansen', id: '1' });
    inTheme(<ScreenHarness screen={<StartScreen />} path={paths.login.start} otherPaths={[paths.home.index]} />);
    expect(await screen.findByRole('heading', { name: paths.home.index })).toBeInTheDocument();
  });
});
