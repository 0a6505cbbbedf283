import { defineConfig } from 'vite';

/** The board scenes page (tests/factories/board-scenes): three.js renders in chromium. */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  logLevel: 'warn',
  build: { outDir: '../../../dist/board-scenes', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
