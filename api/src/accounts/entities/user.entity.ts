import { Entity, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { AccountLanguage, AccountTheme } from '@domain/account';
import { usernameSkeleton } from '@domain/account/username-skeleton';
import { Location } from '../../locations/location.entity';

export const USER_STATUSES = ['pending', 'active', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * An account. `usernameKey` and `emailKey` (accountKey(): trimmed, lower case) carry the unique
 * indexes, so 'Ann' and 'ann' are one account and two simultaneous sign-ups make one row;
 * `usernameSkeleton` does the same for look-alike names ('аdmin' with a Cyrillic а and 'admin').
 * A deleted account keeps its row (scheduled for deletion) with every personal field erased.
 */
@Entity({ tableName: 'app_user' })
export class User {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 80 })
  username!: string;

  @Property({ type: 'string', length: 80, unique: true })
  usernameKey!: string;

  /**
   * usernameSkeleton(username), set on creation and by every change of username. null for
   * deleted accounts and bots (their names are reserved by rule) and for the later of two
   * look-alike names that were both taken before skeletons were kept.
   */
  @Property({
    type: 'text',
    nullable: true,
    unique: true,
    onCreate: (user: User) => usernameSkeleton(user.username),
  })
  usernameSkeleton: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true, unique: true })
  emailKey: string | null = null;

  /** argon2id PHC string; null once the account is deleted */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'string', length: 10 })
  status: UserStatus & Opt = 'pending';

  /** comma-separated roles, e.g. 'user' or 'user,admin' */
  @Property({ type: 'string', length: 100 })
  roles: string & Opt = 'user';

  @Property({ type: 'string', length: 5 })
  language: AccountLanguage & Opt = 'ru';

  @Property({ type: 'string', length: 5 })
  theme: AccountTheme & Opt = 'auto';

  @Property({ type: 'string', length: 60 })
  firstName: string & Opt = '';

  @Property({ type: 'string', length: 60 })
  lastName: string & Opt = '';

  @Property({ type: 'string', length: 60 })
  middleName: string & Opt = '';

  @Property({ type: 'integer', nullable: true })
  birthDay: number | null = null;

  @Property({ type: 'integer', nullable: true })
  birthMonth: number | null = null;

  @Property({ type: 'integer', nullable: true })
  birthYear: number | null = null;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'set null' })
  location: Location | null = null;

  /** file name under the uploads' avatars directory */
  @Property({ type: 'string', length: 200, nullable: true })
  avatarFile: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  consentDate: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  deletionScheduledAt: Date | null = null;
}
