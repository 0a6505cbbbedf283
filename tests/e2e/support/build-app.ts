import { spawn } from 'node:child_process';
import { join } from 'node:path';

const SERVER_BUILD_LOCK = '/tmp/go-e2e-server-build.lock';

/** Runs a command from node_modules/.bin in the repository root; rejects with its output. */
export function runBin(
  root: string,
  bin: string,
  args: string[],
  lockFile?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const binPath = join(root, 'node_modules', '.bin', bin);
    const [command, commandArgs] = lockFile
      ? ['flock', [lockFile, binPath, ...args]]
      : [binPath, args];
    const child = spawn(command, commandArgs, {
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
        : reject(new Error(`${bin} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/**
 * Builds the PWA into `pwaDir` and the API (dist/server), both at once. Each e2e run has its own
 * PWA directory, so runs side by side don't replace each other's files; the server builds are
 * taken one at a time (flock) as they share dist/server.
 */
export async function buildApp(root: string, pwaDir: string): Promise<void> {
  await Promise.all([
    runBin(root, 'vite', ['build', '--outDir', pwaDir, '--emptyOutDir']),
    runBin(root, 'nest', ['build'], SERVER_BUILD_LOCK),
  ]);
}
