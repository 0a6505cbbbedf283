import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** The page of the AI review bench (tests/bench/review/review-bench.ts). */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  // Path aliases come from tsconfig.json, where they are defined once.
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  worker: { format: 'es' },
  build: {
    outDir: resolve(import.meta.dirname, '../../../../../dist/bench-review'),
    emptyOutDir: true,
  },
});
