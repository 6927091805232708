import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { LoginPassScreen } from './LoginPassScreen.tsx';
import { handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fill(old: string, next: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText(fieldLabel('Huidig wachtwoord')), old);
  await userEvent.type(screen.getByLabelText(fieldLabel('Nieuw wachtwoord')), next);
  await userEvent.type(screen.getByLabelText(fieldLabel('Nieuw wachtwoord bevestigen')), confirm);
}

describe('LoginPassScreen', () => {
  it('checks the form with the domain rules before sending anything', async () => {
    let sent = 0;
    server.use(
      mockApi('user/password', () => {
        sent += 1;
        return { data: null };
      }),
    );
    renderScreen(<LoginPassScreen />, paths.information.loginPass);
    await fill('oud-geheim', 'kort', 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByLabelText(fieldLabel('Nieuw wachtwoord'))).toHaveAccessibleDescription(
      expect.stringContaining('Deze invoer is ongeldig.'),
    );
    expect(screen.getByLabelText(fieldLabel('Nieuw wachtwoord'))).toHaveFocus();
    expect(sent).toBe(0);
  });

  it('clears a field’s error when it is edited', async () => {
    renderScreen(<LoginPassScreen />, paths.information.loginPass);
    await userEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText(fieldLabel('Huidig wachtwoord')), 'x');
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(2);
  });

  it('sends the change once, toasts and goes back', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('user/password', (body) => {
        bodies.push(body);
        return { data: null };
      }),
    );
    renderScreen(<LoginPassScreen />, paths.information.loginPass);
    await fill('oud-geheim', 'nieuw-geheim', 'nieuw-geheim');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('heading', { name: paths.information.setting })).toBeInTheDocument();
    expect(screen.getByText('Je wachtwoord is gewijzigd')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      oldPassword: 'oud-geheim',
      newPassword: 'nieuw-geheim',
      confirmPassword: 'nieuw-geheim',
    });
  });

  it('shows a wrong current password next to the field and keeps what was typed', async () => {
    server.use(mockApi('user/password', { error: 'error.password.wrongOriginal' }));
    renderScreen(<LoginPassScreen />, paths.information.loginPass);
    await fill('verkeerd', 'nieuw-geheim', 'nieuw-geheim');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const old = screen.getByLabelText(fieldLabel('Huidig wachtwoord'));
    await expect.poll(() => old.getAttribute('aria-invalid')).toBe('true');
    expect(old).toHaveAccessibleDescription('Het huidige wachtwoord is onjuist.');
    expect(old).toHaveFocus();
    expect(old).toHaveValue('verkeerd');
    expect(screen.getByLabelText(fieldLabel('Nieuw wachtwoord bevestigen'))).toHaveValue('nieuw-geheim');
  });

  it('shows the password policy and how strong the new password is', async () => {
    renderScreen(<LoginPassScreen />, paths.information.loginPass);
    const next = await screen.findByLabelText(fieldLabel('Nieuw wachtwoord'));
    expect(next).toHaveAccessibleDescription('8–128 tekens. Andere apparaten worden daarna uitgelogd.');
    await userEvent.type(next, 'nieuw-geheim');
    expect(next).toHaveAccessibleDescription(
      '8–128 tekens. Andere apparaten worden daarna uitgelogd. · Sterkte: sterk',
    );
  });

  it('says until when the current password may be tried again', async () => {
    const until = '2025-04-21T09:45:00Z';
    server.use(mockApi('user/password', { error: 'error.request.tooFrequent', data: { until } }));
    const { container } = renderScreen(<LoginPassScreen />, paths.information.loginPass);
    await fill('verkeerd', 'nieuw-geheim', 'nieuw-geheim');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const text = `Te veel pogingen. Probeer het opnieuw na ${formatDateTimeIn(until, 'nl')}.`;
    await expect.poll(() => container.querySelector('form [role="alert"]')?.textContent).toBe(text);
    // The toast says it too.
    expect(screen.getAllByText(text)).toHaveLength(2);
  });
});
