/** Attempts at one e-mail before it is marked failed: about three hours of retries. */
export const MAX_MAIL_ATTEMPTS = 10;

/**
 * How long an instance holds an e-mail it is sending. Far longer than an SMTP attempt can last
 * (smtp-options.ts), so nobody else takes it meanwhile; an e-mail held by an instance that crashed
 * is sent again once this runs out.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/** The worker also looks for due e-mails this often, e.g. those another instance left behind. */
export const MAIL_POLL_MS = 60_000;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the `attempts`-th failed attempt: 30 s, doubling, at most an hour. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
