import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { SessionsScreen } from './SessionsScreen.tsx';
import { handlers, sessionsFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<SessionsScreen />, paths.information.sessions);

/** The "End" button of the session shown as `device`: every row's button is "End", described by its device. */
async function endButtonOf(device: string) {
  const buttons = await screen.findAllByRole('button', { name: 'Beëindigen' });
  const button = buttons.find((candidate) => candidate.closest('li')?.textContent?.startsWith(device));
  if (!button) throw new Error(`no End button for ${device}`);
  return button;
}

/** A sessions list that forgets the sessions `user/sessionEnd` ended, as the server does. */
function liveSessions() {
  const ended: string[] = [];
  server.use(
    mockApi('user/sessions', () => ({ data: sessionsFixture.filter((session) => !ended.includes(session.id)) })),
    mockApi('user/sessionEnd', (body) => {
      ended.push(body.id);
      return { data: null };
    }),
  );
  return ended;
}

describe('SessionsScreen', () => {
  it('lists the open sessions, this device first, named by browser and system', async () => {
    show();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome · Android');
    expect(within(items[0]!).getByText('Dit apparaat')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(`Laatst actief ${formatDateTimeIn(sessionsFixture[0]!.lastUsedAt, 'nl')}`);
    expect(items[0]).toHaveTextContent(`Ingelogd ${formatDateTimeIn(sessionsFixture[0]!.createdAt, 'nl')}`);
    expect(items[0]).toHaveTextContent('Adres 192.0.2.7');
    expect(items[1]).toHaveTextContent('Firefox · Windows');
    expect(within(items[1]!).queryByText('Dit apparaat')).toBeNull();
    // No User-Agent and no address: an unknown device, and no address line.
    expect(items[2]).toHaveTextContent('Onbekend apparaat');
    expect(items[2]).not.toHaveTextContent('Adres');
    // Each row's "End" says which device it ends.
    expect(within(items[0]!).getByRole('button', { name: 'Beëindigen' })).toHaveAccessibleDescription(
      'Chrome · Android Dit apparaat',
    );
    expect(within(items[1]!).getByRole('button', { name: 'Beëindigen' })).toHaveAccessibleDescription(
      'Firefox · Windows',
    );
  });

  it('ends another session after confirmation and shows the list without it', async () => {
    const ended = liveSessions();
    show();
    await userEvent.click(await endButtonOf('Firefox · Windows'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deze sessie beëindigen?' });
    expect(dialog).toHaveTextContent('Dat apparaat moet daarna opnieuw inloggen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beëindigen' }));
    expect(await screen.findByText('Sessie beëindigd')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Firefox · Windows')).toBeNull();
    expect(ended).toEqual(['session-laptop']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(sessionStore.getSnapshot().loggedIn).toBe(true);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const ended = liveSessions();
    show();
    await userEvent.click(await endButtonOf('Onbekend apparaat'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deze sessie beëindigen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(ended).toEqual([]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('ending this device’s session is a logout', async () => {
    const ended = liveSessions();
    let loggedOut = false;
    server.use(
      mockApi('user/logout', () => {
        loggedOut = true;
        return { data: null };
      }),
    );
    show();
    await userEvent.click(await endButtonOf('Chrome · Android'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deze sessie beëindigen?' });
    expect(dialog).toHaveTextContent('Dit is het apparaat dat je nu gebruikt: je wordt uitgelogd.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beëindigen' }));
    expect(await screen.findByRole('heading', { name: paths.login.login }, { timeout: 3000 })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(ended).toEqual([]);
    expect(sessionStore.getSnapshot().loggedIn).toBe(false);
  });

  it('says so when the session had already ended, and shows the list as it is now', async () => {
    let reads = 0;
    server.use(
      mockApi('user/sessions', () => {
        reads += 1;
        return { data: reads === 1 ? sessionsFixture : sessionsFixture.slice(0, 1) };
      }),
      mockApi('user/sessionEnd', { error: 'error.order.notFound' }),
    );
    show();
    await userEvent.click(await endButtonOf('Firefox · Windows'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deze sessie beëindigen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beëindigen' }));
    expect(await screen.findByText('Order niet gevonden.')).toBeInTheDocument();
    await expect.poll(() => screen.queryAllByRole('listitem')).toHaveLength(1);
    expect(sessionStore.getSnapshot().loggedIn).toBe(true);
  });
});
