import { spawn } from 'node:child_process';
import { join } from 'node:path';

const SERVER_BUILD_LOCK = '/tmp/go-e2e-server-build.lock';

/** Runs a command from node_modules/.bin in the repository root; rejects with its output. */
export function runBin(root: string, bin: string, args: string[]): Promise<void> {
  return run(root, join(root, 'node_modules', '.bin', bin), args);
}

function run(root: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      // A production build whoever runs it: vitest sets NODE_ENV=test, under which vite builds
      // React's development bundle with import.meta.env.PROD false (no service worker).
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/**
 * Builds the PWA into `runDir`/pwa and the API into `runDir`/server. Each e2e run has its own
 * copy, so runs side by side don't replace or delete each other's files: the API is built in
 * dist/server one build at a time (flock) and copied out before the lock is released. `runDir`
 * lies inside the repository so the copied server still finds node_modules.
 */
export async function buildApp(root: string, runDir: string): Promise<void> {
  const nest = join(root, 'node_modules', '.bin', 'nest');
  await Promise.all([
    runBin(root, 'vite', ['build', '--outDir', join(runDir, 'pwa'), '--emptyOutDir']),
    run(root, 'flock', [
      SERVER_BUILD_LOCK,
      'sh',
      '-c',
      `"${nest}" build && cp -r dist/server "${join(runDir, 'server')}"`,
    ]),
  ]);
}
