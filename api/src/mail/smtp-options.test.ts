import { describe, expect, it } from 'vitest';
import { smtpOptions } from './smtp-options';

describe('smtpOptions', () => {
  it.each(['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:2525'])(
    'speaks plain SMTP to a server on this machine: %s',
    (url) => {
      expect(smtpOptions(url)).toMatchObject({ url, ignoreTLS: true });
    },
  );

  it.each(['smtp://mail.example.org:587', 'smtps://user:secret@localhost:465'])(
    'leaves TLS on for other servers: %s',
    (url) => {
      expect(smtpOptions(url)).not.toHaveProperty('ignoreTLS');
      expect(smtpOptions(url).url).toBe(url);
    },
  );

  it('does not wait minutes for an unreachable server', () => {
    const options = smtpOptions('smtp://mail.example.org');
    expect(options.connectionTimeout).toBeLessThanOrEqual(10_000);
    expect(options.greetingTimeout).toBeLessThanOrEqual(10_000);
    expect(options.socketTimeout).toBeLessThanOrEqual(30_000);
  });
});
