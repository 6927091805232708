import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { brandPlugin } from './brands/vite.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// Tests render the default brand whatever BRAND says: their texts and colours are dutch's.
const testBrand = () => brandPlugin({});

/** Debian's Chromium: no test tool may download a browser of its own on these machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromium = playwright({
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  contextOptions: { reducedMotion: 'reduce' },
});
// A fresh object per project: Vitest names the instances it is given, so they cannot be shared.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 412, height: 915 },
});
// Everything the stories import is pre-bundled up front: a dependency discovered mid-run makes
// Vite reload, which fails the run ("Failed to fetch dynamically imported module"), and React
// needs it anyway ("react/index.js does not provide an export named 'default'").
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-router-dom',
    'swr',
    'i18next',
    'react-i18next',
    'msw',
    'msw/browser',
    'msw-storybook-addon/csf3',
    'storybook/viewport',
    'lucide-react',
    'focus-trap-react',
    '@tanstack/react-virtual',
    '@use-gesture/react',
    'big.js',
    'zod',
    'd3-scale',
    'd3-shape',
    'dompurify',
    'eventsource-parser',
  ],
};

export default defineConfig({
  test: {
    // The rules package is held to full coverage (issue: packages/domain quality bar).
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{domain,contract,server}/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'brands/**/*.test.ts',
          ],
          // The scaffold's test is its own step of `npm test` (project slice).
          exclude: ['scripts/newSlice/**', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated embedded database for the run, loaded by every server test file.
          globalSetup: [path.join(root, 'tests/setup/pgTemplate.ts')],
          // The server's modules imported once per worker, not once per file: the unit step took
          // 4 min 34 s, 3 min 14 s without (issue #30). Each file starts its own server on its own
          // database and closes it; no file mocks a module (a setting a test needs is an option of
          // `startTestServer`), so files share nothing but the modules' code.
          isolate: false,
        },
      },
      {
        // `npm test` runs it after the new brand: a slice from `npm run new:slice` in a throwaway
        // copy, type-checked, linted and put through its own tests (scripts/newSlice/).
        test: {
          name: 'slice',
          environment: 'node',
          include: ['scripts/newSlice/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // `npm test` runs it after the build: a third brand from the Storybook guide, built and
        // checked in Chromium (tests/brand/newBrand.test.ts).
        test: {
          name: 'brand',
          environment: 'node',
          include: ['tests/brand/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react(), testBrand()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/{ui,app}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          setupFiles: [path.join(root, 'tests/setup/jsdom.ts')],
          // Room for Testing Library's 5 s waits (tests/setup/jsdom.ts) within one test.
          testTimeout: 15_000,
          // One jsdom window per worker, not one per file: the 169 files took 4 min 20 s, now under
          // a minute (issue #17). The files leave nothing behind: the setup clears the page, its
          // root and the storage after each test, and each store is read from the storage; runs
          // with the files shuffled (--sequence.shuffle.files) pass.
          isolate: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react(), storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps,
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react(), testBrand()],
        optimizeDeps,
        test: {
          name: 'visual',
          include: ['packages/{ui,app}/src/**/*.browser.test.tsx'],
          browser: browser(),
          setupFiles: [path.join(root, 'tests/setup/browser.ts')],
        },
      },
    ],
  },
});
