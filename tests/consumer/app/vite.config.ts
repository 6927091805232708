import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain Vite + React app: the kit's styles arrive as the CSS files its entries import, so the
// app needs no vanilla-extract plugin of its own.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
