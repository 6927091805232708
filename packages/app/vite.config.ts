import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev`: the app with hot reload, the API from the reference server.
    proxy: { '/api': `http://127.0.0.1:${serverPort}` },
  },
});
