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
}
