import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity';

/**
 * A signed-in browser. The cookie holds a random token; the table holds only its SHA-256, so a
 * leaked database does not sign anybody in. Deleting the row ends the session.
 */
@Entity({ tableName: 'user_session' })
export class UserSession {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** the User-Agent header of the sign-in (cut to its column), for the user's device list */
  @Property({ type: 'string', length: 300, nullable: true })
  userAgent: string | null = null;

  /** when a request last came with this session, to the nearest few minutes */
  @Property({ type: 'datetime', nullable: true })
  lastSeenAt: Date | null = null;
}
