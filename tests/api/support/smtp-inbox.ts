import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { decodeMail } from '@tests/support/decode-mail';

export { decodeMail };

/** A message as the SMTP server received it, with its text decoded. */
export interface ReceivedMail {
  /** envelope recipients, lower case */
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for createTestApp({ smtpUrl }) */
  url: string;
  messages: ReceivedMail[];
  /** The next message to this address not returned before; waits for it to arrive. */
  waitForMessage(to: string): Promise<ReceivedMail>;
  /** Every message to this address so far. */
  messagesTo(to: string): ReceivedMail[];
  /** Keeps every message from now on unaccepted (the sender waits) until the returned release. */
  hold(): () => void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (no TLS, no authentication) keeping what it receives, on a free local port or
 * on `port` (e.g. where a server that was down comes back).
 */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        void held.then(() => {
          messages.push({ to, raw, ...decodeMail(raw) });
          callback();
        });
      });
    },
  });
  const listeningPort = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    const listening = server.listen(port, '127.0.0.1', () =>
      resolve((listening.address() as AddressInfo).port),
    );
  });
  const messagesTo = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${listeningPort}`,
    messages,
    messagesTo,
    waitForMessage: (to) =>
      vi.waitFor(
        () => {
          const message = messagesTo(to).find((m) => !taken.has(m));
          if (!message) throw new Error(`No e-mail to ${to} yet`);
          taken.add(message);
          return message;
        },
        { timeout: 10_000, interval: 20 },
      ),
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on: a mail server that is down. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The link to `${origin}${path}<secret>` in the decoded text of a message, e.g. path '/sign-up/'. */
export function linkIn(message: Pick<ReceivedMail, 'text'> | string, path: string): string {
  const text = typeof message === 'string' ? decodeMail(message).text : message.text;
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s/]+${escaped}[A-Za-z0-9_%.~-]+`).exec(text);
  if (!match) throw new Error(`No link to ${path} in:\n${text}`);
  return match[0];
}

/** The secret at the end of a link: what the API's path parameter takes. */
export function secretOf(link: string): string {
  return decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
}
