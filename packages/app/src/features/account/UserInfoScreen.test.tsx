import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { UserInfoScreen } from './UserInfoScreen.tsx';
import { handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<UserInfoScreen />, paths.information.userInfo);

describe('UserInfoScreen', () => {
  it('shows the account, UID, registration, credit score, invitation code and identity', async () => {
    show();
    expect(await screen.findByText('jan.devries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeInTheDocument();
    expect(screen.getByText('DS10023')).toBeInTheDocument();
    expect(screen.getByText(formatDateTimeIn(userFixture.registeredAt, 'nl'))).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('JDV7K2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Identiteit.*Geverifieerd/ })).toHaveAttribute(
      'href',
      paths.information.authInfo,
    );
  });

  it('copies the invitation code', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Kopiëren' }));
    expect(await screen.findByText('Gekopieerd')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('JDV7K2');
  });

  it('says so when the clipboard refuses', async () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    try {
      show();
      fireEvent.click(await screen.findByRole('button', { name: 'Kopiëren' }));
      expect(await screen.findByText(/Kopiëren is niet gelukt/)).toBeInTheDocument();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('lists the five newest notices, unread ones marked, and links to all', async () => {
    show();
    const first = await screen.findByRole('link', { name: /Trading hours on King’s Day/ });
    expect(first).toHaveAttribute('href', withQuery(paths.information.msgInfo, { id: 'n5' }));
    expect(screen.getAllByRole('img', { name: 'Ongelezen' })).toHaveLength(5);
    expect(screen.queryByText('Updated user agreement')).toBeNull();
    expect(screen.getByRole('link', { name: 'Alle mededelingen' })).toHaveAttribute('href', paths.information.notify);
  });

  it('says when there are no notices', async () => {
    server.use(mockApi('user/notice', { data: [] }));
    show();
    expect(await screen.findByText('Er zijn nog geen mededelingen.')).toBeInTheDocument();
  });

  it('retries the details when they fail to load', async () => {
    server.use(mockApi('user/info', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('user/info', { data: userFixture }));
    await userEvent.click(retry);
    expect(await screen.findByText('jan.devries')).toBeInTheDocument();
  });
});
