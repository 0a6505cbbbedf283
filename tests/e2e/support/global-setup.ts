import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server';
import { buildApp } from './build-app';
import { freePort } from './free-port';

const ROOT = resolve(import.meta.dirname, '../../..');
/** Where each run's own build lives (inside the repository, so node_modules resolves). */
const RUNS_DIR = join(ROOT, 'dist/e2e-runs');

/**
 * The e2e project's set-up: builds the app into this run's own directory (unless E2E_SKIP_BUILD=1,
 * which serves dist/ as it is), starts the real API serving the built PWA on a free port with a fresh SQLite database (demo data), and gives the
 * tests its URL (base-url.ts) and its DATABASE_URL (server-database.ts, for server-side changes
 * with the project's own CLI). The teardown stops it and removes the database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'go-e2e-'));
  await mkdir(RUNS_DIR, { recursive: true });
  const runDir = await mkdtemp(join(RUNS_DIR, 'run-'));
  const cleanUp = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    const skipBuild = process.env.E2E_SKIP_BUILD === '1';
    const buildDir = skipBuild ? join(ROOT, 'dist') : runDir;
    if (!skipBuild) await buildApp(ROOT, runDir);
    const app = { pwaDir: join(buildDir, 'pwa'), serverDir: join(buildDir, 'server') };
    const databaseUrl = `sqlite:${join(dataDir, 'e2e.sqlite')}`;
    const appDataDir = join(dataDir, 'data');
    const server = await startApiServer(ROOT, await freePort(), databaseUrl, app, appDataDir);
    project.provide('e2eBaseUrl', server.baseUrl);
    project.provide('e2eDatabaseUrl', databaseUrl);
    project.provide('e2ePwaDir', app.pwaDir);
    project.provide('e2eServerDir', app.serverDir);
    project.provide('e2eOutboxDir', join(appDataDir, 'outbox'));
    return async () => {
      await server.stop();
      await cleanUp();
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
