import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { SafetyScreen } from './SafetyScreen.tsx';
import { handlers, newUserFixture, securityArticleFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<SafetyScreen />, paths.information.safety);

describe('SafetyScreen', () => {
  it('links to the passwords and the identity with their state', async () => {
    show();
    expect(await screen.findByRole('link', { name: /Transactiewachtwoord.*Ingesteld/ })).toHaveAttribute(
      'href',
      paths.information.fundPass,
    );
    expect(screen.getByRole('link', { name: /Inlogwachtwoord/ })).toHaveAttribute('href', paths.information.loginPass);
    expect(screen.getByRole('link', { name: /Identiteit.*Geverifieerd/ })).toHaveAttribute(
      'href',
      paths.information.authInfo,
    );
  });

  it('links to the active sessions', async () => {
    show();
    expect(await screen.findByRole('link', { name: /Actieve sessies/ })).toHaveAttribute(
      'href',
      paths.information.sessions,
    );
  });

  it('shows what is not set up yet', async () => {
    server.use(mockApi('user/info', { data: newUserFixture }));
    show();
    expect(await screen.findByRole('link', { name: /Transactiewachtwoord.*Niet ingesteld/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Identiteit.*Niet geverifieerd/ })).toBeInTheDocument();
  });

  it('asks for the security article and shows it sanitised', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('common/article', (body) => {
        bodies.push(body);
        return {
          data: { ...securityArticleFixture, content: '<p>Veilig</p><script>window.hacked = true</script>' },
        };
      }),
    );
    const { container } = show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Security tips' })).toBeInTheDocument();
    expect(screen.getByText('Veilig')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(bodies).toEqual([{ key: 'security' }]);
  });

  it('retries the article', async () => {
    server.use(mockApi('common/article', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('common/article', { data: securityArticleFixture }));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Security tips' })).toBeInTheDocument();
  });
});
