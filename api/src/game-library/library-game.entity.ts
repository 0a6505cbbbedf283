import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/entities/user.entity';

/**
 * One game of a user's SGF library: one game tree of an uploaded file, stored as its own SGF
 * (UTF-8, CA[UTF-8]), with the game information read from its root for lists and filters.
 */
@Entity({ tableName: 'library_game' })
export class LibraryGame {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, {
    fieldName: 'owner_id',
    mapToPk: true,
    deleteRule: 'cascade',
    index: true,
  })
  ownerId!: number;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'boolean' })
  private!: boolean;

  @Property({ type: 'text' })
  sgf!: string;

  /** the uploaded file's encoding as found (CA or detected) */
  @Property({ type: 'string', length: 40 })
  encoding!: string;

  @Property({ type: 'integer' })
  boardSize!: number;

  @Property({ type: 'integer' })
  moves!: number;

  @Property({ type: 'text', nullable: true })
  black: string | null = null;

  @Property({ type: 'text', nullable: true })
  white: string | null = null;

  /** PB and PW in lower case, for the case-insensitive player filter (SQLite lowers ASCII only) */
  @Property({ type: 'text' })
  playersKey!: string;

  @Property({ type: 'text', nullable: true })
  blackRank: string | null = null;

  @Property({ type: 'text', nullable: true })
  whiteRank: string | null = null;

  @Property({ type: 'text', nullable: true })
  result: string | null = null;

  /** 'B', 'W' or 'draw'; null for void or unknown results */
  @Property({ type: 'string', length: 4, nullable: true })
  resultKind: string | null = null;

  @Property({ type: 'text', nullable: true })
  date: string | null = null;

  /** DT's first date as YYYY-MM-DD (missing month or day as 01), for the date filter */
  @Property({ type: 'string', length: 10, nullable: true })
  dateKey: string | null = null;

  @Property({ type: 'text', nullable: true })
  event: string | null = null;

  @Property({ type: 'double', nullable: true })
  komi: number | null = null;

  @Property({ type: 'integer' })
  handicap!: number;

  @Property({ type: 'text', nullable: true })
  rules: string | null = null;

  @Property({ type: 'datetime' })
  @Index()
  uploadedAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
