import { setTimeout as sleep } from 'node:timers/promises';
import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';

export interface BusyRetryEvent {
  /** the attempt that failed, from 1 */
  attempt: number;
  /** the pause before the next attempt */
  delayMs: number;
  error: unknown;
}

/** How a transaction that found the database busy is tried again. */
export interface BusyRetryPolicy {
  /** No new attempt starts later than this after the first one began. */
  windowMs: number;
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The first pause; each next one doubles, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Told before each pause, e.g. to say that an import waits for another writer. */
  onBusy?: (event: BusyRetryEvent) => void;
}

/** The Retry-After (seconds) of a request refused because the database stayed busy. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

// SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED...; PostgreSQL serialization failure, deadlock.
const SQLITE_BUSY_CODE = /^SQLITE_(BUSY|LOCKED)/;
const POSTGRES_RETRYABLE_CODES = new Set(['40001', '40P01']);

/** Whether the error says another transaction was in the way, so trying again may succeed. */
export function isBusyError(error: unknown): boolean {
  if (error instanceof LockWaitTimeoutException || error instanceof DeadlockException) return true;
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  return (
    typeof code === 'string' && (SQLITE_BUSY_CODE.test(code) || POSTGRES_RETRYABLE_CODES.has(code))
  );
}

/**
 * Runs `work` (a whole transaction: a failed one has been rolled back) and runs it again after a
 * growing pause while it fails busy, within the policy's bounds; then the last error is thrown.
 */
export async function retryWhileBusy<T>(
  work: () => T | Promise<T>,
  policy: BusyRetryPolicy,
): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } catch (error) {
    return retryAfterBusy(error, work, policy, started);
  }
}

/** The same, once `work` has failed with `error` (thrown again at once if not busy). */
export async function retryAfterBusy<T>(
  error: unknown,
  work: () => T | Promise<T>,
  policy: BusyRetryPolicy,
  started = Date.now(),
): Promise<T> {
  let failure = error;
  for (let attempt = 1; ; attempt += 1) {
    const delayMs = pauseBefore(attempt + 1, policy);
    const tooLate = Date.now() + delayMs - started > policy.windowMs;
    if (!isBusyError(failure) || attempt >= policy.maxAttempts || tooLate) throw failure;
    policy.onBusy?.({ attempt, delayMs, error: failure });
    await sleep(delayMs);
    try {
      return await work();
    } catch (next) {
      failure = next;
    }
  }
}

/** Doubling pauses with some jitter, so that writers retrying together do not collide again. */
function pauseBefore(attempt: number, policy: BusyRetryPolicy): number {
  const base = Math.min(policy.firstDelayMs * 2 ** (attempt - 2), policy.maxDelayMs);
  return Math.round(base * (0.75 + Math.random() / 4));
}
