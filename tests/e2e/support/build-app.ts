import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Runs a command from node_modules/.bin in the repository root; rejects with its output. */
export function runBin(root: string, bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', bin), args, {
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

/** Builds the PWA (dist/pwa) and the API (dist/server), both at once. */
export async function buildApp(root: string): Promise<void> {
  await Promise.all([runBin(root, 'vite', ['build']), runBin(root, 'nest', ['build'])]);
}
