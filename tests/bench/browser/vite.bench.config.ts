import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browser bench pages (npm run bench): the app's own sync engine, storage, players
 * repository and tournament list page in pages of their own, so that nothing of the bench ships
 * in the app.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [react()],
  // Path aliases come from tsconfig.json, where they are defined once.
  resolve: { tsconfigPaths: true },
  // As the app's vite.config.ts: the breakpoints' @custom-media resolved, so the CSS is the app's.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  logLevel: 'warn',
  build: {
    outDir: '../../../dist/bench-browser',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        tournaments: resolve(import.meta.dirname, 'tournaments.html'),
      },
    },
  },
});
