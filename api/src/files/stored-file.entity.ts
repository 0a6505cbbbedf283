import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/entities/user.entity';
import { FeedbackMessage } from '../feedback/feedback-message.entity';

export type StoredFilePurpose = 'feedback';

/**
 * An uploaded file, kept under the uploads directory by its random `name` (never the sender's
 * name). Who uploaded it: a signed-in user, or for an anonymous sender the SHA-256 of the random
 * key of their uploader cookie; only they may attach it. Unattached files expire after a day.
 */
@Entity({ tableName: 'stored_file' })
export class StoredFile {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  name!: string;

  @Property({ type: 'string', length: 255 })
  originalName!: string;

  /** found from the content, never from the request */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  /** bytes */
  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', length: 20 })
  purpose!: StoredFilePurpose;

  @Property({ type: 'datetime' })
  @Index()
  uploadedAt!: Date;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  uploadedBy: User | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  uploaderKey: string | null = null;

  @ManyToOne(() => FeedbackMessage, { nullable: true, deleteRule: 'set null', index: true })
  feedback: FeedbackMessage | null = null;
}
