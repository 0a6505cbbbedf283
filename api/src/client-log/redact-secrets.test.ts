import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it('hides the codes of activation and reset links', () => {
    expect(
      redactSecrets('Error at http://localhost:3000/reset-password/AbC_12-x?x=1 (page.tsx:3)'),
    ).toBe('Error at http://localhost:3000/reset-password/[redacted]?x=1 (page.tsx:3)');
    expect(redactSecrets('GET /sign-up/q1w2e3 failed; GET /api/v1/activate/q1w2e3 410')).toBe(
      'GET /sign-up/[redacted] failed; GET /api/v1/activate/[redacted] 410',
    );
    expect(redactSecrets('PATCH /api/v1/user/password/tok3n')).toBe(
      'PATCH /api/v1/user/password/[redacted]',
    );
  });

  it('hides bearer tokens and leaves other text alone', () => {
    expect(redactSecrets('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(redactSecrets('/sign-up and /players/12')).toBe('/sign-up and /players/12');
  });
});
