import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the running app, e.g. http://localhost:41234 (global-setup.ts) */
    e2eBaseUrl: string;
    /** the directory the running app's PWA files are served from */
    e2ePwaDir: string;
    /** the directory of the running app's built API (its CLI is there too) */
    e2eServerDir: string;
    /** where the running app writes its e-mails as .eml files (no SMTP_URL) */
    e2eOutboxDir: string;
  }
}

/** The URL of the app the e2e project started, without a trailing slash. */
export function baseUrl(): string {
  return inject('e2eBaseUrl');
}

/** The directory of the built PWA the running app serves. */
export function pwaDir(): string {
  return inject('e2ePwaDir');
}

/** The directory of the built API the running app was started from. */
export function serverDir(): string {
  return inject('e2eServerDir');
}

/** The directory the running app writes e-mails to (activation and reset links). */
export function outboxDir(): string {
  return inject('e2eOutboxDir');
}
