import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { App } from './App.tsx';
import { configMock } from './mocks/mockApi.ts';
import { testI18n } from './testing/testI18n.ts';
import { formatUid } from './features/account/uid.ts';

const server = setupServer(configMock);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  testI18n('nl');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '#/');
});
afterAll(() => server.close());

/** A system colour scheme the test switches, as the device does at sunset. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return list;
  });
  return (next: boolean) => {
    dark = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

const themeRoot = () => document.querySelector<HTMLElement>('[data-brand]')!;

// Unit tests build the default brand (vitest.config.ts); brands/vite.test.ts shows what jade's build gets.
describe('the app in the brand it was built for', () => {
  it("wears the brand's theme, with its up/down convention applied through ThemeRoot", async () => {
    render(<App />);
    await screen.findByRole('main');
    expect(themeRoot()).toHaveAttribute('data-brand', 'Dutch stocks');
    expect(import.meta.env.BRAND_UP_DOWN).toBe('greenUp');
    // The root's own class, the brand's theme class and the up/down class.
    expect(themeRoot().className.split(' ')).toHaveLength(3);
  });

  it('is light where the system says nothing of a colour scheme (no matchMedia)', async () => {
    render(<App />);
    await screen.findByRole('main');
    expect(themeRoot()).toHaveAttribute('data-scheme', 'light');
  });

  it('follows the system’s colour scheme while it runs', async () => {
    const switchTo = systemScheme(true);
    render(<App />);
    await screen.findByRole('main');
    expect(themeRoot()).toHaveAttribute('data-scheme', 'dark');
    switchTo(false);
    expect(themeRoot()).toHaveAttribute('data-scheme', 'light');
  });

  it("shows the UID with the brand's prefix", () => {
    expect(formatUid('10023')).toBe('DS10023');
  });
});
