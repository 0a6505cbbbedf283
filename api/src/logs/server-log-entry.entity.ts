import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { LogLevel, LogSource } from '@sync/contract/logs';

/**
 * One line of the error log: a 5xx answer, an unhandled exception or rejection, a server error
 * logged through Nest's Logger (source 'server'), or a report of the PWA's crash screen
 * (source 'client'; repeats of one message thrown at one place are one row with their `count`).
 * Written outside any request's transaction; pruned by age and count, client reports within
 * their share.
 */
@Entity({ tableName: 'server_log' })
@Index({ properties: ['source', 'id'] })
export class ServerLogEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** when it happened; for a repeated client report, the last time */
  @Property({ type: 'datetime' })
  @Index()
  at!: Date;

  /** when it happened first (the same as `at` unless repeated) */
  @Property({ type: 'datetime' })
  firstAt!: Date;

  /** how many times it happened (client reports of one message thrown at one place) */
  @Property({ type: 'integer' })
  count = 1;

  /** a client report's hash of its level, message and throw site, which repeats share; else null */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  fingerprint: string | null = null;

  @Property({ type: 'string', length: 8 })
  level!: LogLevel;

  @Property({ type: 'string', length: 8 })
  source!: LogSource;

  /** The X-Request-Id of the request it happened in, also sent back to the client. */
  @Property({ type: 'string', length: 100, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  method: string | null = null;

  /** The request's path and query, secrets redacted. */
  @Property({ type: 'string', length: 1000, nullable: true })
  path: string | null = null;

  /** The signed-in account of the request; kept when the account goes. */
  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  /** The HTTP status answered, when it was a request's error. */
  @Property({ type: 'integer', nullable: true })
  status: number | null = null;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'text', nullable: true })
  stack: string | null = null;
}
