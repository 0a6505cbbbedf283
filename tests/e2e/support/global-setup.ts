import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server';
import { buildApp } from './build-app';
import { freePort } from './free-port';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * The e2e project's set-up: builds the app (unless E2E_SKIP_BUILD=1; the PWA into this run's own
 * directory), starts the real API
 * serving the built PWA on a free port with a fresh SQLite database (demo data), and gives the
 * tests its URL (base-url.ts) and its DATABASE_URL (server-database.ts, for server-side changes
 * with the project's own CLI). The teardown stops it and removes the database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'go-e2e-'));
  try {
    const skipBuild = process.env.E2E_SKIP_BUILD === '1';
    const pwaDir = skipBuild ? join(ROOT, 'dist/pwa') : join(dataDir, 'pwa');
    if (!skipBuild) await buildApp(ROOT, pwaDir);
    const databaseUrl = `sqlite:${join(dataDir, 'e2e.sqlite')}`;
    const server = await startApiServer(ROOT, await freePort(), databaseUrl, pwaDir);
    project.provide('e2eBaseUrl', server.baseUrl);
    project.provide('e2eDatabaseUrl', databaseUrl);
    project.provide('e2ePwaDir', pwaDir);
    return async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
