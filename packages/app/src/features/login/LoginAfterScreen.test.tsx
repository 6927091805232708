import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { LoginAfterScreen } from './LoginAfterScreen.tsx';
import { handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('LoginAfterScreen', () => {
  it('welcomes with the configured title and leads to login and registration', async () => {
    renderScreen(<LoginAfterScreen />, paths.login.loginAfter);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom bij Dutch stocks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('heading', { name: paths.login.register })).toBeInTheDocument();
  });

  it('links the user agreement and the privacy policy', async () => {
    renderScreen(<LoginAfterScreen />, paths.login.loginAfter);
    expect(await screen.findByRole('link', { name: 'gebruikersovereenkomst' })).toHaveAttribute(
      'href',
      paths.information.terms,
    );
    await userEvent.click(screen.getByRole('link', { name: 'privacybeleid' }));
    expect(await screen.findByRole('heading', { name: paths.information.privacy })).toBeInTheDocument();
  });
});
