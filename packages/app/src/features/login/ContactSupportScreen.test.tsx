import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { App } from '../../App.tsx';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { testI18n } from '../../testing/testI18n.ts';
import { ContactSupportScreen } from './ContactSupportScreen.tsx';
import { contactReceiptMock, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sessionStore.signOut();
  server.use(...handlers());
});
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '#/');
});
afterAll(() => server.close());

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const question = 'Ik ben mijn wachtwoord vergeten en kom niet meer in mijn account.';

describe('customer service before sign-in', () => {
  it('is reached from the login screen’s "forgot password", takes a contact and a message, and gives a ticket', async () => {
    const bodies: unknown[] = [];
    server.use(
      // No external support link: the app's own way to customer service.
      mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }),
      mockApi('support/contact', (body) => {
        bodies.push(body);
        return { data: contactReceiptMock };
      }),
    );
    testI18n('nl');
    window.history.replaceState(null, '', `#${paths.login.login}`);
    render(<App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Wachtwoord vergeten/ }));
    // The whole app: the route's chunk and the `rest` texts it waits for load first (slower than a
    // screen's own test on a busy machine, so more than the default 5 s of room).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact met de klantenservice' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/De klantenservice antwoordt via dat adres/)).toBeInTheDocument();
    await user.type(field(/E-mailadres of telefoonnummer/), ' jan@example.nl ');
    await user.type(field(/Accountnaam/), 'jansen');
    await user.type(field(/Je vraag/), question);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bericht is ontvangen' })).toBeInTheDocument();
    expect(screen.getByText(contactReceiptMock.ticketNo)).toBeInTheDocument();
    expect(screen.getByText('De klantenservice antwoordt via jan@example.nl.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ contact: 'jan@example.nl', account: 'jansen', message: question });
  });
});

describe('ContactSupportScreen', () => {
  const renderContact = () => renderScreen(<ContactSupportScreen />, paths.login.contact);

  it('asks for a contact and a message before it sends anything', async () => {
    let calls = 0;
    server.use(
      mockApi('support/contact', () => {
        calls += 1;
        return { data: contactReceiptMock };
      }),
    );
    const { user } = renderContact();
    await user.click(await screen.findByRole('button', { name: 'Versturen' }));
    expect(field(/E-mailadres of telefoonnummer/)).toHaveAccessibleDescription(
      expect.stringContaining('Dit veld is verplicht.'),
    );
    expect(field(/Je vraag/)).toHaveAccessibleDescription(expect.stringContaining('Dit veld is verplicht.'));
    expect(field(/E-mailadres of telefoonnummer/)).toHaveFocus();
    // The account name is optional.
    expect(field(/Accountnaam/)).not.toHaveAttribute('aria-invalid');
    expect(calls).toBe(0);
  });

  it('says what a contact and a message must be', async () => {
    const { user } = renderContact();
    await user.type(await screen.findByLabelText(/E-mailadres of telefoonnummer/), 'jan@example');
    await user.type(field(/Je vraag/), 'Help!');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(field(/E-mailadres of telefoonnummer/)).toHaveAccessibleDescription(
      expect.stringContaining('Vul een geldig e-mailadres in, of een telefoonnummer van 8 tot 15 cijfers.'),
    );
    expect(field(/Je vraag/)).toHaveAccessibleDescription(
      expect.stringContaining('Je vraag moet 10 tot 1000 tekens hebben.'),
    );
  });

  it('shows a field the server refused next to it', async () => {
    server.use(
      mockApi('support/contact', { error: 'error.validation.invalid', data: { field: 'contact', rule: 'format' } }),
    );
    const { user } = renderContact();
    await user.type(await screen.findByLabelText(/E-mailadres of telefoonnummer/), '+31 6 12345678');
    await user.type(field(/Je vraag/), question);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(field(/E-mailadres of telefoonnummer/)).toHaveAccessibleDescription(
        expect.stringContaining('Vul een geldig e-mailadres in'),
      ),
    );
  });

  it('says until when an address that sent too many may send again, and keeps what was typed', async () => {
    const until = '2026-11-23T11:00:00.000Z';
    server.use(mockApi('support/contact', { error: 'error.request.tooFrequent', data: { until } }));
    const { user, container } = renderContact();
    await user.type(await screen.findByLabelText(/E-mailadres of telefoonnummer/), 'jan@example.nl');
    await user.type(field(/Je vraag/), question);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(container.querySelector('form [role="alert"]')).toHaveTextContent(
        `Te veel pogingen. Probeer het opnieuw na ${formatDateTimeIn(until, 'nl')}.`,
      ),
    );
    expect(field(/Je vraag/)).toHaveValue(question);
  });

  it('shows progress while sending, and leads back to the login after', async () => {
    server.use(mockApi('support/contact', { data: contactReceiptMock }, { delayMs: 50 }));
    const { user } = renderContact();
    await user.type(await screen.findByLabelText(/E-mailadres of telefoonnummer/), '0612345678');
    await user.type(field(/Je vraag/), question);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('button', { name: 'Bezig met versturen…' })).toHaveAttribute('aria-busy', 'true');
    await user.click(await screen.findByRole('button', { name: 'Terug naar inloggen' }));
    expect(await screen.findByRole('heading', { name: paths.login.login })).toBeInTheDocument();
  });
});
