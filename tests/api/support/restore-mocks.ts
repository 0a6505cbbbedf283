import { afterAll, vi } from 'vitest';

// The API files share their worker's modules (isolate: false in vitest.config.ts): a spy a file
// left on a class (e.g. Logger.prototype.warn) must not count the next file's calls.
afterAll(() => {
  vi.restoreAllMocks();
});
