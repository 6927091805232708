import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

import { E2E_ADMIN_KEY, E2E_CLOCK_START, E2E_INVITE_CODE, E2E_PORT as port } from './tests/e2e/support/env.ts';

/** A phone, as every journey is: Pixel 7 in Debian's Chromium. */
const phone = { ...devices['Pixel 7'], browserName: 'chromium' as const };

/** Its own port and data folder, so a developer's running server is never touched. */
const dataDir = path.join(os.tmpdir(), `broker-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'tests/e2e',
  // Two files at once, each file's tests in order: one journey alone left 41 % of the two cores
  // idle while it waited on the server, the browser and the clock (issue #30). The journeys share
  // the e2e server only through accounts of their own (support/account.ts's `uniqueAccount`); those
  // that move a clock or a setting run a server of their own (support/ownServer.ts).
  fullyParallel: false,
  workers: 2,
  // One retry: the journeys drive a real server and Chromium on a 2-core machine that runs the
  // server's PostgreSQL tests beside them. A test that passes only on its retry still shows, by
  // name and first error, above `npm test`'s time table ("passed on a retry"); one that fails
  // twice fails the run.
  retries: 1,
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The crawl of every screen first: the longest test (about four minutes), started while the other
  // worker takes the journeys one by one, so that the two end together (issue #30).
  projects: [
    { name: 'pixel-7 crawl', testMatch: 'reach.spec.ts', use: phone },
    { name: 'pixel-7', testIgnore: 'reach.spec.ts', use: phone },
  ],
  webServer: {
    // The real thing: `npm start` (the built app and the reference server on the embedded database).
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INVITE_CODE: E2E_INVITE_CODE,
      ADMIN_KEY: E2E_ADMIN_KEY,
      CLOCK_START: E2E_CLOCK_START,
      // A one-minute sell lock, so that the trading journey waits one out rather than a day.
      SELL_LOCK: 'minute:1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
