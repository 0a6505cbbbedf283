import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { NoticeKind } from './notice-templates';
import type { MailKind } from './templates';

/** 'feedback': a visitor's message to the support address (api/src/feedback). */
export type QueuedMailKind = MailKind | NoticeKind | 'feedback';

/**
 * An e-mail waiting to be sent (the transactional outbox): written in the same transaction as the
 * change it tells about, so a committed change always has its e-mail, and sent by the mail worker.
 * Once sent or given up, its body (which may carry a link's secret) is blanked.
 */
@Entity({ tableName: 'mail_queue' })
export class QueuedMail {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 20 })
  kind!: QueuedMailKind;

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  /** the link the message is about, printed in the log when e-mail goes to the outbox directory */
  @Property({ type: 'text', nullable: true })
  link: string | null = null;

  /** where a reply goes (a feedback's sender); null: nowhere but the sender */
  @Property({ type: 'string', length: 254, nullable: true })
  replyTo: string | null = null;

  /** files sent with it, as JSON (mail-attachments.ts); null for none */
  @Property({ type: 'text', nullable: true })
  attachments: string | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** attempts started so far (counted when claimed, so a crash mid-send counts too) */
  @Property({ type: 'integer' })
  attempts!: number;

  /**
   * When the next attempt may start; null once sent or given up. An instance sending it moves
   * this to the end of its lease, so nobody else takes it meanwhile, and anyone may once the lease
   * has run out (the instance crashed).
   */
  @Property({ type: 'datetime', nullable: true })
  @Index()
  nextAttemptAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** set when the last allowed attempt failed */
  @Property({ type: 'datetime', nullable: true })
  failedAt: Date | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError: string | null = null;
}
