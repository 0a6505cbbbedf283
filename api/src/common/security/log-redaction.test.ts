import { describe, expect, it } from 'vitest';
import { redactForLog } from './log-redaction';

describe('redactForLog', () => {
  it('drops the values a database error quotes from its statement', () => {
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const message =
      `insert into "app_user" ("username", "email", "password_hash") values ('ann', ` +
      `'ann@example.org', '${hash}') - duplicate key value violates unique constraint`;
    expect(redactForLog(message)).toBe(
      `insert into "app_user" ("username", "email", "password_hash") values ('?', '?', '?') ` +
        `- duplicate key value violates unique constraint`,
    );
  });

  it('hides argon2 hashes and SHA-256 digests outside quotes, keeps the rest', () => {
    const digest = 'a'.repeat(64);
    expect(redactForLog(`token ${digest} for $argon2id$v=19$m=1$x$y at line 3`)).toBe(
      'token [redacted] for [redacted] at line 3',
    );
    expect(redactForLog('TypeError: x is undefined')).toBe('TypeError: x is undefined');
  });
});
