import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { brandPlugin } from '../../brands/vite.ts';

const serverPort = process.env.PORT ?? '8080';

/**
 * React Router 7 exports only its development build (warnings and checks included, ~15 KiB gzip
 * more; remix-run/react-router#12532, "intended to be temporary"): a production build takes the
 * production files the package ships beside it.
 */
const reactRouterDist = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('react-router/package.json'))),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  base: './',
  // The brand of BRAND_DIR / BRAND (dutch by default): `virtual:brand`, index.html's head, the logo.
  plugins: [react(), vanillaExtractPlugin(), brandPlugin()],
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Chromium, Firefox 115+ and Safari 17+ know <link rel="modulepreload">; an older Safari loads
    // the same modules through the imports, a round trip later. Vite's polyfill cost ¼ KiB gzip
    // of the entry's 145 KiB budget.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (Rolldown's `$initial` tag: it all runs at start)
        // in one chunk beside the entry, instead of some 25 small chunks that the lazy screens
        // share: on a phone's HTTP/1.1 connections (six at a time) each was a round trip of its
        // own before the first screen (issue #17: Lighthouse's login LCP 3.6 → 2.8 s; the home
        // route's code 175 → 168 KiB, gzip's per-file overhead). The entry module itself stays
        // out, so the manifest keeps index.html as the entry that the size check starts from.
        codeSplitting: {
          groups: [
            {
              name: 'start',
              priority: 2,
              tags: ['$initial'],
              test: (id) => !/\/(index\.html|src\/main\.tsx)$/.test(id),
            },
            {
              name: 'checks',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /node_modules\/zod\/|packages\/contract\/src\/(envelope\.ts|endpoint\.ts|primitives\.ts|common\/)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev`: the app with hot reload, the API from the reference server.
    proxy: { '/api': `http://127.0.0.1:${serverPort}` },
  },
}));
