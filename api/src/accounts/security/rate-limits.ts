import type { Limit } from './rate-limit-store';

/** Actions counted per client IP and per account: the login as typed, or a sign-up's e-mail. */
export type CountedAction = 'reset' | 'register' | 'feedbackUpload' | 'feedback';
export type LimitedAction = 'login' | CountedAction;

export interface LoginLimits {
  /** Failed sign-ins from one IP, whatever accounts they name (one address trying many). */
  perIp: Limit;
  /** Failures of one account from one IP that cost nothing (typos). */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** How long an account and IP pair's failures are remembered, from its first. */
  pairWindowSeconds: number;
}

/**
 * Sign-in slows down only the address that fails: each (account, IP) pair has its own growing
 * wait, so guesses from elsewhere never lock the account's owner out. An IP gets room for a
 * venue's Wi-Fi, where many players share it. Reset requests and sign-ups send e-mail, so they
 * are counted per IP and per account (a sign-up's target address).
 */
export const RATE_LIMITS: { login: LoginLimits } & Record<
  CountedAction,
  { perIp: Limit; perAccount: Limit }
> = {
  login: {
    perIp: { points: 50, durationSeconds: 15 * 60 },
    freeFailures: 5,
    firstWaitSeconds: 1,
    maxWaitSeconds: 15 * 60,
    pairWindowSeconds: 24 * 60 * 60,
  },
  reset: {
    perIp: { points: 10, durationSeconds: 60 * 60 },
    perAccount: { points: 5, durationSeconds: 60 * 60 },
  },
  register: {
    perIp: { points: 30, durationSeconds: 60 * 60 },
    perAccount: { points: 5, durationSeconds: 60 * 60 },
  },
  // Feedback is open to visitors: its uploads fill the disk until the daily sweep and its
  // messages e-mail the support address. Per sender: the account, else the uploader cookie.
  feedbackUpload: {
    perIp: { points: 200, durationSeconds: 60 * 60 },
    perAccount: { points: 60, durationSeconds: 60 * 60 },
  },
  feedback: {
    perIp: { points: 60, durationSeconds: 60 * 60 },
    perAccount: { points: 20, durationSeconds: 60 * 60 },
  },
};

/** Seconds an account and IP pair waits after its `failures`-th failure: 0, then 1, 2, 4, ... */
export function loginWaitSeconds(
  failures: number,
  limits: LoginLimits = RATE_LIMITS.login,
): number {
  const beyond = failures - limits.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(limits.firstWaitSeconds * 2 ** (beyond - 1), limits.maxWaitSeconds);
}
