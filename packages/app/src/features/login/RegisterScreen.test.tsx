import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { createSession } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { handlers } from './mocks.ts';
import { RegisterScreen } from './RegisterScreen.tsx';

const session = createSession({
  token: 'tok-2',
  account: 'nieuw_lid',
  id: 'u-2',
  realName: null,
  realNameStatus: 'none',
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sessionStore.signOut();
  server.use(...handlers());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderRegister = (initialEntry?: string) =>
  renderScreen(<RegisterScreen />, paths.login.register, { initialEntry });

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fill(user: UserEvent, values: Record<string, string>) {
  await screen.findByRole('button', { name: 'Account aanmaken' });
  if (values.account) await user.type(field(/^Account/), values.account);
  if (values.password) await user.type(field(/^Wachtwoord\*?$/), values.password);
  if (values.confirm) await user.type(field(/Wachtwoord bevestigen/), values.confirm);
  if (values.code) await user.type(field(/Uitnodigingscode/), values.code);
}

describe('RegisterScreen', () => {
  it('shows every field problem next to its field and sends nothing', async () => {
    let calls = 0;
    server.use(
      mockApi('user/register', () => {
        calls += 1;
        return { data: session };
      }),
    );
    const { user } = renderRegister();
    await fill(user, { account: 'ab', password: 'geheim12', confirm: 'geheim21' });
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(field(/^Account/)).toHaveAccessibleDescription(expect.stringContaining('Deze invoer is ongeldig.'));
    expect(field(/Wachtwoord bevestigen/)).toHaveAccessibleDescription('De wachtwoorden komen niet overeen.');
    expect(field(/Uitnodigingscode/)).toHaveAccessibleDescription(expect.stringContaining('Dit veld is verplicht.'));
    expect(field(/^Wachtwoord\*?$/)).not.toHaveAttribute('aria-invalid');
    expect(calls).toBe(0);
  });

  it('takes the invitation code from the link, creates the account and logs in', async () => {
    let sent: unknown;
    server.use(
      mockApi('user/register', (body) => {
        sent = body;
        return { data: session };
      }),
    );
    const { user } = renderRegister(`${paths.login.register}?code=INV42`);
    expect(await screen.findByDisplayValue('INV42')).toBe(field(/Uitnodigingscode/));
    await fill(user, { account: 'nieuw_lid', password: 'geheim12', confirm: 'geheim12' });
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('heading', { name: paths.home.index })).toBeInTheDocument();
    expect(sent).toMatchObject({
      account: 'nieuw_lid',
      password: 'geheim12',
      confirmPassword: 'geheim12',
      inviteCode: 'INV42',
    });
    expect(sessionStore.getSnapshot()).toMatchObject({ loggedIn: true, token: 'tok-2', realName: null });
    expect(screen.getByText('Welkom! Je account is aangemaakt.')).toBeInTheDocument();
  });

  it('puts the server’s unknown inviter next to the code and keeps the form', async () => {
    server.use(mockApi('user/register', { error: 'error.invite.inviterNotFound' }));
    const { user } = renderRegister();
    await fill(user, { account: 'nieuw_lid', password: 'geheim12', confirm: 'geheim12', code: 'NOPE' });
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(field(/Uitnodigingscode/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Account/)).toHaveValue('nieuw_lid');
    expect(field(/Uitnodigingscode/)).toHaveValue('NOPE');
  });

  it('shows other refusals under the form', async () => {
    server.use(mockApi('user/register', { error: 'error.request.tooFrequent' }));
    const { user, container } = renderRegister();
    await fill(user, { account: 'nieuw_lid', password: 'geheim12', confirm: 'geheim12', code: 'INV42' });
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() =>
      expect(container.querySelector('form [role="alert"]')).toHaveTextContent(
        'Te veel verzoeken. Probeer het zo opnieuw.',
      ),
    );
  });

  it('shows the password policy and, while typing, how strong the password is', async () => {
    const { user } = renderRegister();
    await screen.findByRole('button', { name: 'Account aanmaken' });
    const password = field(/^Wachtwoord\*?$/);
    expect(password).toHaveAccessibleDescription('8–128 tekens; een paar woorden maken een sterk wachtwoord');
    await user.type(password, 'abcdefgh');
    expect(password).toHaveAccessibleDescription(
      '8–128 tekens; een paar woorden maken een sterk wachtwoord · Sterkte: zwak',
    );
    await user.clear(password);
    await user.type(password, 'geheim12');
    expect(password).toHaveAccessibleDescription(
      '8–128 tekens; een paar woorden maken een sterk wachtwoord · Sterkte: redelijk',
    );
    await user.type(password, ' paard batterij');
    expect(password).toHaveAccessibleDescription(
      '8–128 tekens; een paar woorden maken een sterk wachtwoord · Sterkte: sterk',
    );
  });

  it('puts a password the server finds too common next to it', async () => {
    server.use(
      mockApi('user/register', {
        error: 'error.validation.invalid',
        data: { field: 'password', rule: 'common' },
      }),
    );
    const { user } = renderRegister();
    await fill(user, { account: 'nieuw_lid', password: 'wachtwoord', confirm: 'wachtwoord', code: 'INV42' });
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(field(/^Wachtwoord\*?$/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Wachtwoord\*?$/)).toHaveAccessibleDescription(
      expect.stringContaining('Dit wachtwoord hoort bij de meest gebruikte. Kies een ander.'),
    );
  });

  it('refuses a weak password before sending, with what counts and how to mend it (issue #31, item 7)', async () => {
    let sent = false;
    server.use(
      mockApi('user/register', () => {
        sent = true;
        return { error: 'error.system.busy' };
      }),
    );
    const { user } = renderRegister();
    await fill(user, { account: 'nieuw_lid', password: 'aaaaaaaa', confirm: 'aaaaaaaa', code: 'INV42' });
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(field(/^Wachtwoord\*?$/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Wachtwoord\*?$/)).toHaveAccessibleDescription(expect.stringContaining('Te makkelijk te raden'));
    expect(sent).toBe(false);
  });

  it('says until when registering from this address is paused', async () => {
    const until = '2025-04-21T09:45:00Z';
    server.use(mockApi('user/register', { error: 'error.request.tooFrequent', data: { until } }));
    const { user, container } = renderRegister();
    await fill(user, { account: 'nieuw_lid', password: 'geheim12', confirm: 'geheim12', code: 'INV42' });
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() =>
      expect(container.querySelector('form [role="alert"]')).toHaveTextContent(
        `Te veel pogingen. Probeer het opnieuw na ${formatDateTimeIn(until, 'nl')}.`,
      ),
    );
  });

  it('needs a 10-digit phone number under the phone10 rule', async () => {
    server.use(mockApi('common/config', { data: [{ name: 'accountRule', value: 'phone10' }] }));
    const { user } = renderRegister();
    const phone = await screen.findByLabelText(/Telefoonnummer/, { selector: 'input' });
    expect(phone).toHaveAccessibleDescription('Je telefoonnummer van 10 cijfers');
    await user.type(phone, '06123');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(phone).toHaveAccessibleDescription('Deze invoer is ongeldig. Je telefoonnummer van 10 cijfers');
  });
});
