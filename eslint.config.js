// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { featureBorders } from './tests/lint/rules/featureBorders.js';
import { serverBorders } from './tests/lint/rules/serverBorders.js';

/** Packages of ours that a package may not import (architecture.md, "Borders"). */
const ours = (...names) => names.map((name) => `@broker/${name}`);

/** No package reaches into another's internals: only `@broker/<name>` public entries. */
const noDeepImports = [
  { group: ['@broker/*/src', '@broker/*/src/**'], message: 'Import the package’s public entry, not its internals.' },
  {
    regex: '^(\\.\\./)+(packages/)?(domain|contract|ui|app|server)/',
    message: 'Import another package through its public entry (@broker/<name>), not by a relative path.',
  },
];

const border = (files, forbidden, message, extraGlobals = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }, ...noDeepImports] }],
    ...(extraGlobals.length ? { 'no-restricted-globals': ['error', ...extraGlobals] } : {}),
  },
});

const domGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'fetch',
  'process',
  'Buffer',
].map((name) => ({ name, message: 'domain is pure: no DOM, browser or Node globals.' }));
const fetchGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'ui never fetches: data comes in through props and Promise-returning callbacks.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'packages/server/drizzle/**',
      'data/**',
      'tests/bench/out/**',
      '.tmp/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: noDeepImports }],
    },
  },
  {
    files: ['packages/{ui,app}/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['packages/{ui,app}/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Tests may use `any` for HTTP bodies of unknown shape.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // ---- The borders of architecture.md ----
  border(
    ['packages/domain/src/**'],
    [
      ...ours('contract', 'ui', 'app', 'server'),
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'node:*',
      'fs',
      'path',
      'swr',
      'i18next',
      'react-i18next',
      'react-router',
      'react-router-dom',
      'zod',
      'fastify',
    ],
    'domain imports nothing of ours and nothing of React, the DOM or Node.',
    domGlobals,
  ),
  border(
    ['packages/contract/src/**'],
    [...ours('ui', 'app', 'server'), 'react', 'react/*', 'react-dom', 'node:*', 'fastify'],
    'contract holds wire schemas only: it may use domain and zod.',
  ),
  border(
    ['packages/ui/src/**'],
    [
      ...ours('app', 'server', 'contract'),
      'swr',
      'i18next',
      'react-i18next',
      'react-router',
      'react-router-dom',
      'node:*',
    ],
    'ui never imports app, never fetches, knows no routes or i18n instance: texts and data come through props.',
    fetchGlobals,
  ),
  border(['packages/app/src/**'], [...ours('server'), 'node:*', 'fastify'], 'app talks to the server over HTTP only.'),
  // A feature imports another only through its index.ts (docs/slices.md).
  {
    files: ['packages/app/src/features/**/*.{ts,tsx}'],
    plugins: { app: { rules: { 'feature-borders': featureBorders } } },
    rules: { 'app/feature-borders': 'error' },
  },
  // A server slice is imported only through its index.ts; core services import no slice (docs/slices.md).
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { server: { rules: { 'slice-borders': serverBorders } } },
    rules: { 'server/slice-borders': 'error' },
  },
  border(
    ['packages/server/src/**'],
    [
      ...ours('ui', 'app'),
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@vanilla-extract/*',
      '**/brands/vite.ts',
      '**/brands/ownTheme.css.ts',
    ],
    'server never imports ui or app (of brands/, only load.ts: the settings, never the theme).',
  ),
  // The app gets its brand from its build only (`virtual:brand`, `import.meta.env.BRAND_*`).
  border(
    ['packages/app/src/**'],
    ['**/brands/**'],
    'The app reads its brand through virtual:brand and import.meta.env.',
  ),
  // brands/load.ts is read by the server too: plain settings, no kit.
  border(
    ['brands/load.ts'],
    [...ours('ui', 'app', 'server', 'contract'), 'react', 'react/*', '@vanilla-extract/*', 'vite'],
    'brands/load.ts reads settings for the build and the server: domain and Node only.',
  ),
  // The lock order is a rule (issue #31, item 10): a feature locks rows only through the claim
  // primitives (timed/claims.ts), which take the wallet first; a row lock of its own could come first.
  {
    files: ['packages/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='for'][arguments.0.value=/^(update|no key update|share|key share)$/]",
          message:
            'Lock rows through claimRow, guardedUpdate or claimInsert (timed/claims.ts): they take the wallet first.',
        },
      ],
    },
  },
  // A brand file is plain data that the server imports too: types only, no code of anyone's.
  {
    files: ['brands/*/brand.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind!='type']",
          message: 'A brand file is plain data the server reads too: import types only (import type …).',
        },
      ],
    },
  },
);
