import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FunctionComponent, ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { App } from '../App.tsx';
import { createAppRouter } from './router.tsx';
import { paths } from './paths.ts';
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
    // Said once: the heading, then what happened (issue #26).
    expect(screen.getAllByText(t('app.notFound.title'))).toHaveLength(1);
    expect(screen.getByText(t('app.notFound.body'))).toBeInTheDocument();
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

/** The name of the component the router will render for its last match (its chunk has arrived). */
function screenOf(router: ReturnType<typeof createAppRouter>): string | undefined {
  const element = router.state.matches.at(-1)?.route.element as ReactElement<unknown, FunctionComponent> | undefined;
  return element?.type.name;
}

describe('the router before the app renders (main.tsx creates it while the texts and the configuration load)', () => {
  it('loads the first screen by itself: nothing rendered, the start screen is ready', async () => {
    window.history.replaceState(null, '', `#${paths.login.start}`);
    const router = createAppRouter();
    try {
      expect(router.state.initialized).toBe(false);
      await waitFor(() => expect(router.state.initialized).toBe(true));
      expect(screenOf(router)).toBe('StartScreen');
    } finally {
      router.dispose();
    }
  });

  it('sends the root to the start screen before anything renders, and the start screen loads', async () => {
    window.history.replaceState(null, '', '#/');
    const router = createAppRouter();
    try {
      await waitFor(() => expect(router.state.initialized).toBe(true));
      expect(router.state.location.pathname).toBe(paths.login.start);
      expect(window.location.hash).toBe(`#${paths.login.start}`);
      expect(screenOf(router)).toBe('StartScreen');
    } finally {
      router.dispose();
    }
  });
});
