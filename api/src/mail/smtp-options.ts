import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A request should not hang for minutes on an unreachable mail server. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP options for SMTP_URL (smtp:// or smtps://, with user and password in the URL when the
 * server wants them). A plain smtp:// server on this machine (a local relay, a test server) is
 * spoken to without STARTTLS, since it usually has no certificate for "localhost".
 */
export function smtpOptions(smtpUrl: string): SMTPTransportOptions {
  const url = new URL(smtpUrl);
  const plainLoopback = url.protocol === 'smtp:' && LOOPBACK_HOSTS.has(url.hostname);
  return { url: smtpUrl, ...TIMEOUTS, ...(plainLoopback ? { ignoreTLS: true } : {}) };
}
