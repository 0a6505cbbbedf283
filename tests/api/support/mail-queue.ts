import { vi } from 'vitest';
import { QueuedMail } from '@api/mail/queued-mail.entity';
import type { TestApp } from './test-app';

/** The e-mails queued to the address, oldest first (sent, waiting or given up). */
export function queuedMailsTo(t: Pick<TestApp, 'db'>, email: string): Promise<QueuedMail[]> {
  return t.db.orm.em.fork().find(QueuedMail, { recipient: email }, { orderBy: { id: 'asc' } });
}

/** Waits until the one e-mail queued to the address has had a failed attempt; returns it. */
export function waitForFailedAttempt(t: Pick<TestApp, 'db'>, email: string): Promise<QueuedMail> {
  return vi.waitFor(
    async () => {
      const [mail, ...more] = await queuedMailsTo(t, email);
      if (more.length) throw new Error(`More than one e-mail queued to ${email}`);
      if (!mail?.lastError) throw new Error(`No failed attempt at an e-mail to ${email} yet`);
      return mail;
    },
    { timeout: 10_000, interval: 20 },
  );
}
