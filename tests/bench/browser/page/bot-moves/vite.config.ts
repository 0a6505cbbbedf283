import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The page of the browser move bench (tests/bench/bots/browser-move-bench.ts): the offline
 * bot's worker code in a page of its own, so nothing of the bench ships in the app.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  // Path aliases come from tsconfig.json, where they are defined once.
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  worker: { format: 'es' },
  build: {
    outDir: resolve(import.meta.dirname, '../../../../../dist/bench-bot-moves'),
    emptyOutDir: true,
  },
});
