import { inject } from 'vitest';

/** One of the running apps (global-setup.ts): each worker of the e2e project has its own. */
export interface E2eServer {
  /** e.g. http://localhost:41234 */
  baseUrl: string;
  /** DATABASE_URL of its database, e.g. sqlite:/tmp/go-e2e-x/e2e.sqlite */
  databaseUrl: string;
  /** where it writes its e-mails as .eml files (no SMTP_URL) */
  outboxDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the running apps, one per worker: the worker with VITEST_POOL_ID n uses the n-th */
    e2eServers: E2eServer[];
    /** the directory the running apps' PWA files are served from */
    e2ePwaDir: string;
    /** the directory of the running apps' built API (its CLI is there too) */
    e2eServerDir: string;
  }
}

/**
 * This worker's app. Files run side by side only in different workers, so a file never shares
 * its server, database or outbox with a file running at the same time.
 */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  if (servers.length === 1) return servers[0];
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[worker - 1];
  if (!server) throw new Error(`No e2e server for worker ${worker} of ${servers.length}`);
  return server;
}

/** The URL of this worker's app, without a trailing slash. */
export function baseUrl(): string {
  return e2eServer().baseUrl;
}

/** The directory of the built PWA the running apps serve. */
export function pwaDir(): string {
  return inject('e2ePwaDir');
}

/** The directory of the built API the running apps were started from. */
export function serverDir(): string {
  return inject('e2eServerDir');
}

/** The directory this worker's app writes e-mails to (activation and reset links). */
export function outboxDir(): string {
  return e2eServer().outboxDir;
}
