import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A game played on this server; its moves and everything else are rows of live_game_event. */
@Entity({ tableName: 'live_game' })
export class LiveGame {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  challengeId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  blackId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  whiteId: number | null = null;

  /** ChallengeSettings as JSON */
  @Property({ type: 'text' })
  settings!: string;

  @Property({ type: 'string', length: 20 })
  timeClass!: string;

  @Property({ type: 'boolean' })
  ranked!: boolean;

  @Property({ type: 'string', length: 10 })
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
}
