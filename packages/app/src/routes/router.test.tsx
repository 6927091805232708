import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
