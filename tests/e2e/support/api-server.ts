import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { TEST_PASSWORD_HASH_ENV } from '../../support/password-hash-cost';
import { SERVER_NODE_FLAGS } from '../../support/server-node-flags';

export interface ApiServer {
  baseUrl: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or a pulled plug would. */
  kill(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

/** Resolves when the process has ended (at once when it already has). */
function ended(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * The built API of `app.serverDir` serving the built PWA of `app.pwaDir` on `port`, with the database of
 * `databaseUrl` (a new SQLite file is migrated and seeded with demo data on first start), keeping
 * uploads and e-mails (.eml files in `${dataDir}/outbox`) in `dataDir`.
 * Resolves once the app answers at /.
 */
export async function startApiServer(
  root: string,
  port: number,
  databaseUrl: string,
  app: { pwaDir: string; serverDir: string },
  /** uploads and the e-mail outbox (DATA_DIR) */
  dataDir: string,
  /** more settings, e.g. REDIS_URL or SEED_DEMO */
  env: Record<string, string> = {},
): Promise<ApiServer> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(app.serverDir, 'api/src/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        PWA_DIR: app.pwaDir,
        DATA_DIR: dataDir,
        SMTP_URL: '',
        // Test clients name their own address in X-Forwarded-For (support/api.ts fromNewAddress).
        TRUST_PROXY: '1',
        ...TEST_PASSWORD_HASH_ENV,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = ended(child);
  const stop = async () => {
    child.kill('SIGTERM');
    await exit;
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exit;
  };
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  // Poll until the app answers; a process that ends meanwhile fails at once.
  while (!(await answers(`${baseUrl}/`))) {
    if (child.exitCode !== null)
      throw new Error(`The API server exited with ${child.exitCode}\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API server did not answer in ${START_TIMEOUT_MS} ms\n${output}`);
    }
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  return { baseUrl, stop, kill };
}
