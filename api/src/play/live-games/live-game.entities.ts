import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../accounts/entities/user.entity';

/*
 * The tables of live games as the migration makes them. The code reads and writes them with SQL
 * (live-game.repository.ts, live-game-events.repository.ts, chat/), typed by the table map
 * (common/sql/tables.ts); these declarations keep the schema and the entities one
 * (tests/api/schema.test.ts).
 */

/** A game played on this server: the summary of its events, and its record once finished. */
@Entity({ tableName: 'live_game' })
export class LiveGame {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  challengeId: number | null = null;

  @ManyToOne(() => User, {
    fieldName: 'black_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  blackId: number | null = null;

  @ManyToOne(() => User, {
    fieldName: 'white_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  whiteId: number | null = null;

  @Property({ type: 'text' })
  settings!: string;

  @Property({ type: 'string', length: 20 })
  timeClass!: string;

  @Property({ type: 'boolean' })
  ranked!: boolean;

  @Property({ type: 'string', length: 10, index: true })
  phase!: string;

  @Property({ type: 'integer' })
  seq!: number;

  @Property({ type: 'integer' })
  moveCount!: number;

  @Property({ type: 'string', length: 20, nullable: true })
  result: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  endReason: string | null = null;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  sgf: string | null = null;

  /** a game played in a browser against the bot: the browser's id of it */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  offlineClientId: string | null = null;
}

/** One accepted action of a game (or the server's: a timeout, clocks resumed). */
@Entity({ tableName: 'live_game_event' })
@Unique({ properties: ['gameId', 'seq'] })
@Unique({ properties: ['gameId', 'actor', 'clientSeq'] })
export class LiveGameEvent {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => LiveGame, { fieldName: 'game_id', mapToPk: true, deleteRule: 'cascade' })
  gameId!: number;

  @Property({ type: 'integer' })
  seq!: number;

  @Property({ type: 'string', length: 20 })
  kind!: string;

  @Property({ type: 'string', length: 5, nullable: true })
  actor: string | null = null;

  @Property({ type: 'bigint', nullable: true })
  clientSeq: string | null = null;

  @Property({ type: 'text' })
  payload!: string;

  @Property({ type: 'bigint' })
  atMs!: string;
}

/** A chat line of a game, with the number of moves played when it was written. */
@Entity({ tableName: 'live_game_chat' })
export class LiveGameChat {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => LiveGame, {
    fieldName: 'game_id',
    mapToPk: true,
    deleteRule: 'cascade',
    index: true,
  })
  gameId!: number;

  @ManyToOne(() => User, {
    fieldName: 'user_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
  })
  userId: number | null = null;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 500 })
  text!: string;

  @Property({ type: 'integer' })
  moveNumber!: number;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** a line the server wrote for an event (a ChatEvent: a pass, a rejected undo); null for chat */
  @Property({ type: 'string', length: 20, nullable: true })
  event: string | null = null;
}
