import { defineConfig } from 'vite';

/**
 * The browser bench page (npm run bench): the app's own sync engine, storage and players
 * repository in a page of their own, so that nothing of the bench ships in the app.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  // Path aliases come from tsconfig.json, where they are defined once.
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  build: {
    outDir: '../../../dist/bench-browser',
    emptyOutDir: true,
  },
});
