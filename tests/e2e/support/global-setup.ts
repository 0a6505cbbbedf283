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
 * The build the browser projects of one vitest process share (their set-ups run in the same
 * process): made once, removed when the last of them has finished.
 */
interface SharedBuild {
  dir: Promise<string>;
  users: number;
}
const shared = globalThis as { e2eBuild?: SharedBuild };

function sharedBuild(): SharedBuild {
  shared.e2eBuild ??= {
    users: 0,
    dir: (async () => {
      await mkdir(RUNS_DIR, { recursive: true });
      const runDir = await mkdtemp(join(RUNS_DIR, 'run-'));
      await buildApp(ROOT, runDir);
      return runDir;
    })(),
  };
  shared.e2eBuild.users += 1;
  return shared.e2eBuild;
}

async function releaseBuild(build: SharedBuild): Promise<void> {
  build.users -= 1;
  if (build.users > 0) return;
  shared.e2eBuild = undefined;
  await rm(await build.dir.catch(() => ''), { recursive: true, force: true });
}

/**
 * A browser project's set-up: the app built once per vitest process into its own directory
 * (unless E2E_SKIP_BUILD=1, which serves dist/ as it is), the real API serving the built PWA on a
 * free port with a fresh SQLite database (demo data) for this project alone, so the projects
 * (files run one after another within each) never see each other's changes. It gives the tests
 * its URL (base-url.ts) and its DATABASE_URL (server-database.ts, for server-side changes with the
 * project's own CLI). The teardown stops it and removes the database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'go-e2e-'));
  const skipBuild = process.env.E2E_SKIP_BUILD === '1';
  const build = skipBuild ? null : sharedBuild();
  const cleanUp = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (build) await releaseBuild(build);
  };
  try {
    const buildDir = build ? await build.dir : join(ROOT, 'dist');
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
