import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverDir } from './base-url';
import { serverDatabaseUrl } from './server-database';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * A real server-side change: imports `text` as a file of `format` into the running server's
 * database with the project's own importer (the built CLI, which also recomputes the ratings),
 * as an operator would. Resolves with the CLI's report; rejects with its output on failure.
 */
export async function importIntoServer(
  format: 'h9' | 'opengotha' | 'aga-list',
  fileName: string,
  text: string,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'go-e2e-import-'));
  try {
    const file = join(dir, fileName);
    await writeFile(file, text, 'utf8');
    return await new Promise<string>((done, fail) => {
      const child = spawn(
        process.execPath,
        [join(serverDir(), 'api/src/cli/import.js'), format, file],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: serverDatabaseUrl() },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', fail);
      child.once('exit', (code) =>
        code === 0 ? done(output) : fail(new Error(`import exited with ${code}\n${output}`)),
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
