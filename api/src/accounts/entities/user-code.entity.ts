import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity';

export const USER_CODE_KINDS = ['activation', 'reset', 'email'] as const;
export type UserCodeKind = (typeof USER_CODE_KINDS)[number];

/**
 * A single-use secret sent by e-mail (activation, password reset, a new address); stored as its
 * SHA-256.
 */
@Entity({ tableName: 'user_code' })
export class UserCode {
  @PrimaryKey({ type: 'string', length: 64 })
  codeHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 12 })
  kind!: UserCodeKind;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** set when used; a used code never works again */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  /** kind 'email': the address the code was sent to, which becomes the account's */
  @Property({ type: 'string', length: 254, nullable: true })
  newEmail: string | null = null;
}

/**
 * When a reset e-mail was last asked for a login (accountKey), whether or not an account has it,
 * so 'already sent' tells nothing about who is registered.
 */
@Entity({ tableName: 'password_reset_request' })
export class PasswordResetRequest {
  @PrimaryKey({ type: 'string', length: 254 })
  loginKey!: string;

  @Property({ type: 'datetime' })
  @Index()
  requestedAt!: Date;
}
