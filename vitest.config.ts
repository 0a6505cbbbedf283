import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Path aliases come from tsconfig.json (resolve.tsconfigPaths), where they are defined once.
const resolve = { tsconfigPaths: true };

// SWC compiles the server code because NestJS and MikroORM need decorator metadata.
const decorators = swc.vite({
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
});

/** The browser test files dealt alternately (in name order) into two chains. */
const BROWSER_CHAINS = [0, 1].map((chain) =>
  readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .filter((_, index) => index % 2 === chain)
    .map((name) => `tests/e2e/${name}`),
);

export default defineConfig({
  resolve,
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI machine,
    // where the API suites (waiting on databases, argon2 and SMTP) then run one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [decorators],
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'sync/**/*.test.ts',
            'neural/**/*.test.ts',
            'vision/**/*.test.ts',
            'api/src/**/*.test.ts',
            'pwa/src/**/*.test.ts',
            'tests/factories/**/*.test.ts',
            'tests/bench/vision/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [decorators],
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...BROWSER_CHAINS.map((include, index) => ({
        resolve,
        test: {
          // Real chromium against the built app served by the built API (tests/e2e/support): two
          // projects, each with its own server and database and its files one after another, run
          // side by side (one chain left a core idle for most of the run).
          name: `e2e-${index + 1}`,
          environment: 'node',
          include,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // A poll waits for the page to show a server's answer; sign-ins and password checks
          // queue for argon2 (PASSWORD_HASH_CONCURRENCY), so the 1 s default is short on a loaded CI.
          expect: { poll: { timeout: 10_000 } },
          // No retry: a browser test that fails once has found something (a retry once hid a real
          // first-visit failure of GoGlass). A flaky test is fixed, not retried.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
