import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../support/server-node-flags';

export interface ApiInstance {
  child: ChildProcess;
  pid: number;
  origin: string;
}

export interface InstanceOptions {
  name: string;
  port: number;
  databaseUrl: string;
  /** the site's origin (the same for every instance, as behind one address) */
  publicUrl: string;
  redisUrl: string | null;
  /** more settings of the environment, e.g. TRUST_PROXY */
  env?: Record<string, string>;
}

const STARTUP_MS = 120_000;
/** Node's flags for the server, as `npm start` gives them; BENCH_SERVER_NODE_FLAGS tries others. */
const SERVER_FLAGS = process.env.BENCH_SERVER_NODE_FLAGS
  ? process.env.BENCH_SERVER_NODE_FLAGS.split(' ').filter(Boolean)
  : SERVER_NODE_FLAGS;

/**
 * Starts the built API as `npm start` does (dist/server/api/src/main.js, the same V8 flag) with
 * the bench's environment; its log goes to data/bench-play/<name>.log. Ready when it answers
 * GET /api/v1/site.
 */
export async function startApiInstance(options: InstanceOptions): Promise<ApiInstance> {
  const dataDir = resolve('data/bench-play', options.name);
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(`${dataDir}.log`, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    PUBLIC_URL: options.publicUrl,
    // the bench's thousands of sockets all come from this machine's one address
    PLAY_SOCKETS_PER_IP: '1000000',
    ...options.env,
  };
  delete env.REDIS_URL;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  const child = spawn(
    process.execPath,
    [...SERVER_FLAGS, join(__dirname, '../../../api/src/main.js')],
    { env, stdio: ['ignore', log, log] },
  );
  const origin = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`API ${options.name} exited with ${code}; see ${dataDir}.log`)),
    ),
  );
  exited.catch(() => undefined);
  await Promise.race([answering(`${origin}/api/v1/site`), exited]);
  if (child.pid === undefined) throw new Error(`API ${options.name} has no pid`);
  return { child, pid: child.pid, origin };
}

export async function stopApiInstance(instance: ApiInstance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function answering(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${STARTUP_MS / 1000} s`);
}
