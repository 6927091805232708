import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The floor page of the Lighthouse bench, built like the app (production React, es2022, no preload polyfill). */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../../out/lighthouse-floor'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
