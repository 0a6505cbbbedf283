import { describe, expect, it } from 'vitest';
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, mailRetryDelayMs } from './mail-retry';
import { smtpOptions } from './smtp-options';

describe('mailRetryDelayMs', () => {
  it('waits 30 s after the first failure and doubles the wait each time', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour', () => {
    expect(mailRetryDelayMs(8)).toBe(60 * 60_000);
    expect(mailRetryDelayMs(50)).toBe(60 * 60_000);
  });

  it('keeps trying for a few hours in all', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++)
      total += mailRetryDelayMs(attempt);
    expect(total / 3_600_000).toBeGreaterThan(2);
    expect(total / 3_600_000).toBeLessThan(4);
  });
});

describe('MAIL_LEASE_MS', () => {
  it('outlasts the longest SMTP attempt, so nobody takes an e-mail still being sent', () => {
    const {
      connectionTimeout = 0,
      greetingTimeout = 0,
      socketTimeout = 0,
    } = smtpOptions('smtp://mail.example.org');
    expect(MAIL_LEASE_MS).toBeGreaterThan(
      2 * (connectionTimeout + greetingTimeout + socketTimeout),
    );
  });
});
