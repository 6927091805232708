import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { App } from '../App.tsx';
import { configMock } from '../mocks/mockApi.ts';
import { testI18n } from '../testing/testI18n.ts';

const server = setupServer(configMock);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '#/');
});
afterAll(() => server.close());

describe("the app's router on a cold load", () => {
  it('has a fallback to show while the first screen loads, so React Router warns of none missing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { t } = testI18n('nl');
    window.history.replaceState(null, '', '#/no/such/screen');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: t('app.notFound.title') })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
  });

  it('frames a route that does not exist: a way back, the tab bar and a way home', async () => {
    const { t } = testI18n('nl');
    window.history.replaceState(null, '', '#/no/such/screen');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: t('app.notFound.title') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('kit.back') })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument(); // the tab bar
    await userEvent.click(screen.getByRole('button', { name: t('app.notFound.home') }));
    // Home needs a session: without one the login screen opens, as for every private route.
    expect(await screen.findByRole('heading', { level: 1, name: t('login.login.title') })).toBeInTheDocument();
  });
});
