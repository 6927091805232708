import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mutate } from 'swr';
import { API_BASE_PATH } from '@broker/contract';
import { configMock } from '../mocks/mockApi.ts';
import { testI18n } from '../testing/testI18n.ts';
import { ConfigGate, configKey, loadSiteConfig, useSiteConfig } from './ConfigGate.tsx';

const server = setupServer();
let configCalls = 0;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  configCalls = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith(`${API_BASE_PATH}common/config`)) configCalls += 1;
  });
  // The gate reads SWR's own cache, which the app's other tests in this worker share.
  await mutate(configKey, undefined, { revalidate: false });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** What the gate lets through: the configured title (the splash shows the brand's as a heading). */
function Title() {
  return <p>Configured: {useSiteConfig().title}</p>;
}

describe('the configuration, loaded before React renders (main.tsx)', () => {
  it("makes the gate's first render the app itself, with one call", async () => {
    server.use(configMock);
    testI18n('nl');
    await loadSiteConfig();
    render(
      <ConfigGate>
        <Title />
      </ConfigGate>,
    );
    // At once: no splash first, no second render at the answer.
    expect(screen.getByText('Configured: Dutch stocks')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(configCalls).toBe(1);
  });

  it('leaves a failed call to the gate: it says so from its first render and calls again', async () => {
    const { t } = testI18n('nl');
    server.use(http.post(`*${API_BASE_PATH}common/config`, () => HttpResponse.error(), { once: true }));
    await loadSiteConfig();
    expect(configCalls).toBe(1);
    server.use(configMock);
    // SWR shares a read of the same key for 2 s (its default dedupingInterval): an App rendered by
    // another test file in this worker moments ago would hand the gate its finished read instead
    // of the call this test waits for.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    render(
      <ConfigGate>
        <Title />
      </ConfigGate>,
    );
    // From the gate's first render, while it calls again at once.
    expect(screen.getByText(t('app.configRetry'))).toBeInTheDocument();
    expect(await screen.findByText('Configured: Dutch stocks')).toBeInTheDocument();
    expect(configCalls).toBe(2);
  });
});
