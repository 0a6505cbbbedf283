import { defineConfig } from 'vite';

/** The vision bench page (npm run bench:vision): the recognizer timed in chromium. */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  // Path aliases come from tsconfig.json, where they are defined once.
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  build: { outDir: '../../../dist/bench-vision', emptyOutDir: true },
});
