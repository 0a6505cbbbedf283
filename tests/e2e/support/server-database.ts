import { e2eServer } from './base-url';

/** The DATABASE_URL this worker's API server runs with (global-setup.ts). */
export function serverDatabaseUrl(): string {
  return e2eServer().databaseUrl;
}
