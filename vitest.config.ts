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

/** The API tests: on SQLite, or on the PostgreSQL server that env's DATABASE_URL names. */
function apiProject(name: string, env: Record<string, string> = {}) {
  return {
    plugins: [decorators],
    resolve,
    test: {
      name,
      environment: 'node',
      include: ['tests/api/**/*.test.ts'],
      env,
      // A worker keeps the modules it has loaded from one file to the next: each suite builds its
      // own app and database (test-app.ts), so nothing else carries over, and loading NestJS and
      // the API afresh for each file took a third of the API tests' time.
      isolate: false,
      setupFiles: ['tests/api/support/restore-mocks.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

/** Browser files that each keep both cores busy (see the e2e-alone project). */
const E2E_ALONE = [
  'tests/e2e/go-glass*.test.ts',
  'tests/e2e/bot-offline*.test.ts',
  'tests/e2e/play-bot.test.ts',
  'tests/e2e/play-servers.test.ts',
  'tests/e2e/video-*.test.ts',
];

/** A project of browser files; every such project shares one build (global-setup.ts). */
function e2eProject(
  name: string,
  files: { workers: number; include?: string[]; exclude?: string[]; groupOrder: number },
) {
  return {
    resolve,
    test: {
      name,
      sequence: { groupOrder: files.groupOrder },
      maxWorkers: files.workers,
      // A worker keeps the page models and helpers it has loaded from file to file: each file
      // launches its own browsers, and the server is the worker's either way.
      isolate: false,
      environment: 'node',
      include: files.include ?? ['tests/e2e/**/*.test.ts'],
      exclude: files.exclude ?? [],
      globalSetup: ['tests/e2e/support/global-setup.ts'],
      // A poll waits for the page to show a server's answer; sign-ins and password checks
      // queue for argon2 (PASSWORD_HASH_CONCURRENCY), so the 1 s default is short on a loaded CI.
      expect: { poll: { timeout: 10_000 } },
      // No retry: a browser test that fails once has found something (a retry once hid a real
      // first-visit failure of GoGlass). A flaky test is fixed, not retried.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  resolve,
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI machine,
    // where the API suites (waiting on databases, argon2 and SMTP) then run one after another.
    // One more than the cores was tried: no faster in a whole CI run, and tests timed out.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [decorators],
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          // Beside the API suites a CPU-heavy unit test (the demo data's 800 records parsed, 0.9 s
          // alone) took over the 5 s default; a timeout is a bound, never a wait.
          testTimeout: 20_000,
          include: [
            'domain/**/*.test.ts',
            'sync/**/*.test.ts',
            'neural/**/*.test.ts',
            'vision/**/*.test.ts',
            'api/src/**/*.test.ts',
            'pwa/src/**/*.test.ts',
            'tests/factories/**/*.test.ts',
            'tests/bench/vision/**/*.test.ts',
            'tests/bench/bots/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
        },
      },
      apiProject('api'),
      // CI's second run of the API tests, on PostgreSQL, in the same run as the rest (.ci/run)
      ...(process.env.API_TESTS_POSTGRES_URL
        ? [apiProject('api-postgres', { DATABASE_URL: process.env.API_TESTS_POSTGRES_URL })]
        : []),
      // Real chromium against the built app served by the built API (tests/e2e/support), after
      // the other projects (later groups): beside API files the browser files were slower in all
      // and flaky (service workers timed out).
      e2eProject('e2e', {
        // Two files at a time (E2E_WORKERS sets another number), each worker with its own server.
        workers: Number(process.env.E2E_WORKERS ?? 2),
        exclude: E2E_ALONE,
        groupOrder: 1,
      }),
      // The files that run the network in the browser or on the server, convert videos or start
      // servers of their own, one at a time after the others: two of them side by side once
      // slowed a GoGlass page past its 30 s navigation.
      e2eProject('e2e-alone', { workers: 1, include: E2E_ALONE, groupOrder: 2 }),
    ],
  },
});
