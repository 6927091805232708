import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers } from './mocks.ts';
import { StartScreen } from './StartScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sessionStore.signOut();
  server.use(...handlers());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('StartScreen', () => {
  it('gets a new visitor started', async () => {
    renderScreen(<StartScreen />, paths.login.start);
    await userEvent.click(await screen.findByRole('button', { name: 'Aan de slag' }));
    expect(await screen.findByRole('heading', { name: paths.login.loginAfter })).toBeInTheDocument();
  });

  it('sends a logged-in user straight home', async () => {
    signIn();
    renderScreen(<StartScreen />, paths.login.start);
    expect(await screen.findByRole('heading', { name: paths.home.index })).toBeInTheDocument();
  });
});
