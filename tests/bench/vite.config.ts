import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The benchmark pages: a production build (React in production mode), served by `vite preview`. */
export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    outDir: path.join(here, 'out/dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: { list: path.join(here, 'list/index.html'), kline: path.join(here, 'kline/index.html') },
      // The busy 2-core machine makes the vanilla-extract transform look slow; no need to say so.
      checks: { bundlerTimings: false },
    },
  },
  preview: { host: '127.0.0.1', port: 4179, strictPort: true },
});
