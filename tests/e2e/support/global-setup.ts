import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer, type ApiServer } from './api-server';
import type { E2eServer } from './base-url';
import { buildApp } from './build-app';
import { freePort } from './free-port';

const ROOT = resolve(import.meta.dirname, '../../..');
/** Where each run's own build lives (inside the repository, so node_modules resolves). */
const RUNS_DIR = join(ROOT, 'dist/e2e-runs');

/** Where this run's build is: made once per vitest process, shared by the e2e projects. */
const BUILD = Symbol.for('go-federation.e2e-build');
type BuildHolder = { [BUILD]?: Promise<string> };

/** Builds the app into a run directory of its own, once however many projects ask. */
function sharedBuild(): Promise<string> {
  const holder = globalThis as BuildHolder;
  holder[BUILD] ??= (async () => {
    await mkdir(RUNS_DIR, { recursive: true });
    const runDir = await mkdtemp(join(RUNS_DIR, 'run-'));
    try {
      await buildApp(ROOT, runDir);
    } catch (error) {
      await rm(runDir, { recursive: true, force: true });
      throw error;
    }
    return runDir;
  })();
  return holder[BUILD];
}

/**
 * An e2e project's set-up: builds the app into this run's own directory (unless
 * E2E_SKIP_BUILD=1, which serves dist/ as it is; the projects share one build), then starts one
 * real API per worker of the project, each serving the built PWA on a free port with a fresh
 * SQLite database (demo data) and outbox of its own: files that run side by side never see each
 * other's changes, and the files of one worker run one after another, as on a single server.
 * The tests find their worker's server through base-url.ts. The teardown stops them and removes
 * their databases and the build.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  const dataDir = await mkdtemp(join(tmpdir(), 'go-e2e-'));
  const running: ApiServer[] = [];
  let runDir: string | null = null;
  const cleanUp = async () => {
    await Promise.all(running.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
    if (runDir) await rm(runDir, { recursive: true, force: true });
  };
  try {
    const skipBuild = process.env.E2E_SKIP_BUILD === '1';
    if (!skipBuild) runDir = await sharedBuild();
    const buildDir = runDir ?? join(ROOT, 'dist');
    const app = { pwaDir: join(buildDir, 'pwa'), serverDir: join(buildDir, 'server') };
    const servers = await Promise.all(
      Array.from({ length: workers }, async (_, index): Promise<E2eServer> => {
        const serverData = join(dataDir, `worker-${index + 1}`);
        const databaseUrl = `sqlite:${join(serverData, 'e2e.sqlite')}`;
        await mkdir(serverData, { recursive: true });
        const appDataDir = join(serverData, 'data');
        const server = await startApiServer(ROOT, await freePort(), databaseUrl, app, appDataDir);
        running.push(server);
        return { baseUrl: server.baseUrl, databaseUrl, outboxDir: join(appDataDir, 'outbox') };
      }),
    );
    project.provide('e2eServers', servers);
    project.provide('e2ePwaDir', app.pwaDir);
    project.provide('e2eServerDir', app.serverDir);
    return cleanUp;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
