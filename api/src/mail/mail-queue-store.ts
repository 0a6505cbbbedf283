import type { EntityManager } from '@mikro-orm/knex';
import { attachmentsColumn, type MailAttachment } from './mail-attachments';
import type { MailContent } from './mail-frame';
import { QueuedMail, type QueuedMailKind } from './queued-mail.entity';

const ERROR_LENGTH = 500;

export interface NewQueuedMail {
  kind: QueuedMailKind;
  recipient: string;
  content: MailContent;
  link: string | null;
  now: Date;
  replyTo?: string | null;
  attachments?: readonly MailAttachment[];
}

/** Writes the e-mail into the queue within `em`'s transaction, due at once. */
export async function insertQueuedMail(
  em: EntityManager,
  { kind, recipient, content, link, now, replyTo, attachments }: NewQueuedMail,
): Promise<void> {
  await em.insert(QueuedMail, {
    kind,
    recipient,
    ...content,
    link,
    replyTo: replyTo ?? null,
    attachments: attachmentsColumn(attachments),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    sentAt: null,
    failedAt: null,
    lastError: null,
  });
}

/** E-mails due at `now` (and so held by nobody), oldest first. */
export function dueMails(
  em: EntityManager,
  now: Date,
  limit: number,
): Promise<Pick<QueuedMail, 'id' | 'attempts'>[]> {
  return em.find(
    QueuedMail,
    { nextAttemptAt: { $lte: now } },
    { fields: ['id', 'attempts'], orderBy: { id: 'asc' }, limit },
  );
}

/**
 * Takes the e-mail for one attempt, held until `leaseUntil`, and counts the attempt. The update
 * is conditional on the row as `dueMails` saw it, so of instances racing for it exactly one
 * changes it, and only that one sends.
 */
export async function claimMail(
  em: EntityManager,
  mail: Pick<QueuedMail, 'id' | 'attempts'>,
  now: Date,
  leaseUntil: Date,
): Promise<QueuedMail | null> {
  const claimed = await em.nativeUpdate(
    QueuedMail,
    { id: mail.id, attempts: mail.attempts, nextAttemptAt: { $lte: now } },
    { attempts: mail.attempts + 1, nextAttemptAt: leaseUntil },
  );
  if (claimed !== 1) return null;
  return em.findOne(QueuedMail, { id: mail.id }, { disableIdentityMap: true });
}

/** Sent: never again; the body (which may hold a link's secret) is no longer kept. */
export async function markSent(em: EntityManager, id: number, now: Date): Promise<void> {
  await em.nativeUpdate(QueuedMail, { id }, { ...FINISHED, sentAt: now, lastError: null });
}

/**
 * The attempt (the row as claimed) failed: the next one at `nextAttemptAt`, or none (null: given
 * up). Changes nothing when somebody has taken the row since (this attempt outlived its lease).
 */
export async function markFailedAttempt(
  em: EntityManager,
  { id, attempts }: Pick<QueuedMail, 'id' | 'attempts'>,
  { error, now, nextAttemptAt }: { error: string; now: Date; nextAttemptAt: Date | null },
): Promise<void> {
  const lastError = error.slice(0, ERROR_LENGTH);
  await em.nativeUpdate(
    QueuedMail,
    { id, attempts, sentAt: null },
    nextAttemptAt ? { nextAttemptAt, lastError } : { ...FINISHED, failedAt: now, lastError },
  );
}

/** When the next e-mail falls due (or its sender's lease runs out), if any waits. */
export async function nextDueAt(em: EntityManager): Promise<Date | null> {
  const [next] = await em.find(
    QueuedMail,
    { nextAttemptAt: { $ne: null } },
    { fields: ['nextAttemptAt'], orderBy: { nextAttemptAt: 'asc' }, limit: 1 },
  );
  return next?.nextAttemptAt ?? null;
}

/** Forgets e-mails sent or given up that were queued before `before`. */
export async function purgeFinishedMail(em: EntityManager, before: Date): Promise<void> {
  await em.nativeDelete(QueuedMail, { nextAttemptAt: null, createdAt: { $lt: before } });
}

const FINISHED = {
  nextAttemptAt: null,
  text: '',
  html: '',
  link: null,
} satisfies Partial<QueuedMail>;
