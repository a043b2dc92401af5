// Baseline build for the bundle-size benchmark: same Vite, same React plugin as apps/web.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../.out/baseline', import.meta.url)), emptyOutDir: true },
});
