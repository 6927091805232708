import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { createSession } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { handlers } from './mocks.ts';

const session = createSession({ token: 'tok-1', id: 'u-1', uid: '100001' });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sessionStore.signOut();
  server.use(...handlers());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderLogin = () => renderScreen(<LoginScreen />, paths.login.login);

describe('LoginScreen', () => {
  it('asks for both fields before it calls the server', async () => {
    let calls = 0;
    server.use(
      mockApi('user/login', () => {
        calls += 1;
        return { data: session };
      }),
    );
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Inloggen' }));
    expect(screen.getByLabelText(/Account/)).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' })).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
    expect(calls).toBe(0);
  });

  it('logs in once, keeps the session and opens home', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi(
        'user/login',
        (body) => {
          bodies.push(body);
          return { data: session };
        },
        { delayMs: 50 },
      ),
    );
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(/Account/), ' jansen ');
    await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'geheim123');
    const submit = screen.getByRole('button', { name: 'Inloggen' });
    await user.click(submit);
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: paths.home.index })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ account: 'jansen', password: 'geheim123' });
    expect(sessionStore.getSnapshot()).toMatchObject({
      loggedIn: true,
      token: 'tok-1',
      account: 'jansen',
      // The stored id is the account's short number: the UID is the prefix plus it.
      id: '100001',
      realName: 'Jan Jansen',
    });
    expect(screen.getByText('Je bent ingelogd')).toBeInTheDocument();
  });

  it('shows a refused login under the form and keeps what was typed', async () => {
    server.use(mockApi('user/login', { error: 'error.login.wrongCredentials' }));
    const { user, container } = renderLogin();
    await user.type(await screen.findByLabelText(/Account/), 'jansen');
    await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'fout');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(container.querySelector('form [role="alert"]')).toHaveTextContent('Onjuist account of wachtwoord.'),
    );
    expect(screen.getByLabelText(/Account/)).toHaveValue('jansen');
    expect(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' })).toHaveValue('fout');
    expect(sessionStore.getSnapshot().loggedIn).toBe(false);
  });

  it('says until when a locked-out login may be tried again', async () => {
    const until = '2025-04-21T09:45:00Z';
    server.use(mockApi('user/login', { error: 'error.request.tooFrequent', data: { until } }));
    const { user, container } = renderLogin();
    await user.type(await screen.findByLabelText(/Account/), 'jansen');
    await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'fout');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(container.querySelector('form [role="alert"]')).toHaveTextContent(
        `Te veel pogingen. Probeer het opnieuw na ${formatDateTimeIn(until, 'nl')}.`,
      ),
    );
    expect(sessionStore.getSnapshot().loggedIn).toBe(false);
  });

  it('asks for a phone number under the phone10 rule', async () => {
    server.use(mockApi('common/config', { data: [{ name: 'accountRule', value: 'phone10' }] }));
    const { user } = renderLogin();
    const phone = await screen.findByLabelText(/Telefoonnummer/);
    await user.type(phone, '06-1234-56789');
    expect(phone).toHaveValue('0612345678');
  });

  it('opens the contact screen of customer service when no customer-service link is configured', async () => {
    server.use(mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }));
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: /Wachtwoord vergeten/ }));
    expect(await screen.findByRole('heading', { name: paths.login.contact })).toBeInTheDocument();
  });

  it('links to registration', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('link', { name: 'Registreren' }));
    expect(await screen.findByRole('heading', { name: paths.login.register })).toBeInTheDocument();
  });
  it('goes back to the start, never to a private screen that would only send the user here again', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Terug' }));
    expect(await screen.findByRole('heading', { name: paths.login.start })).toBeInTheDocument();
  });
});
