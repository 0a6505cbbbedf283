import type { Response } from 'supertest';
import { expect } from 'vitest';

/** A refused attempt's wait (its Retry-After seconds), or null when the attempt was answered. */
export function retryAfterOf(response: Response): number | null {
  if (response.status !== 429) return null;
  const header = String(response.headers['retry-after']);
  expect(header).toMatch(/^[1-9]\d*$/);
  return Number(header);
}

/**
 * Sends wrong passwords, `send(n)` the n-th, until at least `attempts` were sent and one is
 * refused with a Retry-After of at least `seconds`; while a shorter wait runs, it asks again
 * every 100 ms. Every answer that is not 429 must have `failedStatus`. Resolves with the first
 * Retry-After of each wait it met, in order.
 */
export async function failUntilWaiting(
  send: (n: number) => Promise<Response>,
  {
    seconds,
    attempts = 1,
    failedStatus,
  }: { seconds: number; attempts?: number; failedStatus: number },
): Promise<number[]> {
  const waits: number[] = [];
  let waiting = false;
  for (let n = 0; n < 500; n++) {
    const response = await send(n);
    const wait = retryAfterOf(response);
    if (wait === null) {
      expect(response.status).toBe(failedStatus);
      waiting = false;
      continue;
    }
    if (!waiting) waits.push(wait);
    waiting = true;
    if (wait >= seconds && n + 1 >= attempts) return waits;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no wait of ${seconds} s after 500 attempts; waits met: ${waits.join(', ')}`);
}
