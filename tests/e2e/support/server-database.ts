import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATABASE_URL of the running app's database, e.g. sqlite:/tmp/go-e2e-x/e2e.sqlite */
    e2eDatabaseUrl: string;
  }
}

/** The DATABASE_URL the e2e project's API server runs with (global-setup.ts). */
export function serverDatabaseUrl(): string {
  return inject('e2eDatabaseUrl');
}
