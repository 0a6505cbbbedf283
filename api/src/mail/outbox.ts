import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { QueuedMailKind } from './queued-mail.entity';

/**
 * `<time>-<kind>-<random>.eml`: sorts by time, never collides, never contains the link's secret.
 * The time is ISO 8601 with ':' replaced, so the name is valid on every file system.
 */
export function outboxFileName(kind: QueuedMailKind, now: Date): string {
  const time = now.toISOString().replaceAll(':', '-');
  return `${time}-${kind}-${randomBytes(6).toString('hex')}.eml`;
}

/**
 * Writes one raw message into the outbox directory (created when missing); returns its path. The
 * .eml file appears whole: it is written under another name first.
 */
export async function writeToOutbox(
  outboxDir: string,
  kind: QueuedMailKind,
  message: Buffer,
  now = new Date(),
): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const path = join(outboxDir, outboxFileName(kind, now));
  const part = `${path}.part`;
  await writeFile(part, message, { flag: 'wx' });
  await rename(part, path);
  return path;
}
