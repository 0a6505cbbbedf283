import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeMail } from '@tests/support/decode-mail';
import { outboxDir } from './base-url';

const POLL_MS = 100;
const WAIT_MS = 15_000;

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** the decoded text and HTML parts, one after the other */
  body: string;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

async function readMails(): Promise<OutboxMail[]> {
  const dir = outboxDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
    const raw = await readFile(join(dir, file), 'utf8');
    const { subject, text, html } = decodeMail(raw);
    mails.push({ file, to: header(raw, 'To'), subject, body: `${text}\n${html}` });
  }
  return mails;
}

/** Waits for a new e-mail to `address` that `matches`; `seen` skips older mails. */
export async function waitForMail(
  address: string,
  matches: (mail: OutboxMail) => boolean,
  seen: ReadonlySet<string> = new Set(),
): Promise<OutboxMail> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    for (const mail of await readMails()) {
      if (!seen.has(mail.file) && mail.to.includes(address) && matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No such e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Waits for a new e-mail to `address` whose body holds a link to `path` (e.g. '/sign-up/' or
 * '/reset-password/') and returns that link's path with its code. `seen` skips older mails.
 */
export async function waitForLink(
  address: string,
  path: string,
  seen: ReadonlySet<string> = new Set(),
): Promise<{ mail: OutboxMail; linkPath: string }> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+(${path}[A-Za-z0-9_-]+)`);
  try {
    const mail = await waitForMail(address, (each) => pattern.test(each.body), seen);
    return { mail, linkPath: pattern.exec(mail.body)![1] };
  } catch {
    throw new Error(`No e-mail to ${address} with a ${path} link`);
  }
}

/** The files in the outbox now, to tell later mails from earlier ones. */
export async function outboxFiles(): Promise<Set<string>> {
  return new Set((await readMails()).map((mail) => mail.file));
}
