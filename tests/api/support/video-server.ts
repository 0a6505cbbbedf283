import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { transformFile } from '@swc/core';
import { freePort } from '../../e2e/support/free-port';
import { TEST_PASSWORD_HASH_ENV } from '../../support/password-hash-cost';

const ROOT = resolve(import.meta.dirname, '../../..');
/** What the server runs: its code and what it imports; tests and the PWA stay out. */
const SOURCE_DIRS = ['api/src', 'api/migrations', 'domain', 'sync', 'vision', 'neural', 'threads'];
const PATHS = {
  '@api/*': ['api/src/*'],
  '@sync/*': ['sync/*'],
  '@domain/*': ['domain/*'],
  '@neural/*': ['neural/*'],
  '@vision/*': ['vision/*'],
  '@threads/*': ['threads/*'],
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$|\.d\.ts$|\.tsx$/.test(file) && !file.includes('/testing/'));
}

/**
 * Builds the API server with SWC (the compiler the test projects use, with the same decorator
 * settings) into a folder of its own inside the repository, so the build finds node_modules:
 * seconds, where `nest build`'s type-checking tsc takes a minute. Answers the folder.
 */
export async function buildServer(): Promise<string> {
  const outDir = join(ROOT, 'dist', `video-test-server-${randomBytes(4).toString('hex')}`);
  const files = (await Promise.all(SOURCE_DIRS.map((dir) => filesUnder(join(ROOT, dir))))).flat();
  await Promise.all(
    files.map(async (file) => {
      const target = join(outDir, relative(ROOT, file));
      await mkdir(dirname(target), { recursive: true });
      if (!file.endsWith('.ts')) return copyFile(file, target);
      const { code } = await transformFile(file, {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          baseUrl: ROOT,
          paths: PATHS,
        },
        module: { type: 'commonjs' },
        sourceMaps: false,
      });
      await writeFile(target.replace(/\.ts$/, '.js'), code);
    }),
  );
  return outDir;
}

export interface VideoServer {
  baseUrl: string;
  /** Ends the process at once (SIGKILL), as a crash or a pulled plug would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** What the process has printed so far, and how it ended if it has: for a failure's message. */
  output(): string;
}

function ended(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The built server on a free port with the database and settings given; resolves once it answers. */
export async function startVideoServer(
  outDir: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<VideoServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(outDir, 'api/src/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      SEED_DEMO: 'false',
      SMTP_URL: '',
      ...TEST_PASSWORD_HASH_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = ended(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: VideoServer = {
    baseUrl,
    kill: async () => {
      child.kill('SIGKILL');
      await exit;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exit;
    },
    output: () =>
      child.exitCode !== null || child.signalCode !== null
        ? `${output}\n(exited: code ${child.exitCode}, signal ${child.signalCode})`
        : output,
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/v1/video/formats`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return server;
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}\n${output}`);
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`The server did not answer in ${timeoutMs} ms\n${output}`);
    }
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}

export async function removeBuild(outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
}
