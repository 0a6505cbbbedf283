import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { BroadcastStatus, BroadcastVisibility } from '@sync/contract/broadcasts';
import { User } from '../accounts/entities/user.entity';
import { Game } from '../games/game.entity';
import { Player } from '../players/player.entity';
import { Tournament } from '../tournaments/tournament.entity';

/** A live relay of a round's boards. */
@Entity({ tableName: 'broadcast' })
export class BroadcastRow {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @ManyToOne(() => Tournament, {
    fieldName: 'tournament_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  tournamentId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  round: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  startTime: Date | null = null;

  @Property({ type: 'string', length: 12 })
  @Index()
  status!: BroadcastStatus;

  @Property({ type: 'string', length: 12 })
  visibility!: BroadcastVisibility;

  @ManyToOne(() => User, {
    fieldName: 'created_by_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  createdById: number | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}

/**
 * One board of a broadcast. `moves` holds the GTP vertices separated by spaces and `moveCount`
 * their number: a move is written by a conditional update on `moveCount`, so two writers of the
 * same seq (a resend, two instances, a source and a person) never both play it.
 */
@Entity({ tableName: 'broadcast_board' })
@Unique({ properties: ['broadcastId', 'number'] })
export class BroadcastBoardRow {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => BroadcastRow, {
    fieldName: 'broadcast_id',
    mapToPk: true,
    deleteRule: 'cascade',
    index: false,
  })
  broadcastId!: number;

  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'string', length: 80 })
  blackName!: string;

  @ManyToOne(() => Player, {
    fieldName: 'black_player_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  blackPlayerId: number | null = null;

  @Property({ type: 'string', length: 80 })
  whiteName!: string;

  @ManyToOne(() => Player, {
    fieldName: 'white_player_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  whitePlayerId: number | null = null;

  @Property({ type: 'integer' })
  boardSize!: number;

  @Property({ type: 'integer', default: 0 })
  handicap: Opt<number> = 0;

  @Property({ type: 'double', runtimeType: 'number' })
  komi!: number;

  @Property({ type: 'string', length: 80, nullable: true })
  timeControl: string | null = null;

  /** GTP vertices or 'pass', separated by single spaces */
  @Property({ type: 'text', default: '' })
  moves: Opt<string> = '';

  @Property({ type: 'integer', default: 0 })
  moveCount: Opt<number> = 0;

  @Property({ type: 'string', length: 16, nullable: true })
  result: string | null = null;

  /** ms left on each clock as last entered or relayed, and when */
  @Property({ type: 'integer', nullable: true })
  clockBlackMs: number | null = null;

  @Property({ type: 'integer', nullable: true })
  clockWhiteMs: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  clocksReadAt: Date | null = null;

  /** 'manual', 'live-game' or 'sgf-url' */
  @Property({ type: 'string', length: 12 })
  sourceKind!: 'manual' | 'live-game' | 'sgf-url';

  /** the live game a relayed board follows (the relay finds its boards by it) */
  @Property({ type: 'integer', nullable: true })
  @Index()
  liveGameId: number | null = null;

  @Property({ type: 'text', nullable: true })
  sgfUrl: string | null = null;

  /** why the last poll of the SGF address failed, null after a good one */
  @Property({ type: 'text', nullable: true })
  sourceError: string | null = null;

  /** the finished game's record (SGF with the comments), written when the result is set */
  @Property({ type: 'text', nullable: true })
  recordSgf: string | null = null;

  /** the tournament's game row the record was attached to */
  @ManyToOne(() => Game, {
    fieldName: 'game_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  gameId: number | null = null;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/** A broadcaster's comment on a move of a board (moveNumber 0: before the first move). */
@Entity({ tableName: 'broadcast_comment' })
@Index({ properties: ['boardId', 'moveNumber'] })
export class BroadcastCommentRow {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => BroadcastBoardRow, {
    fieldName: 'board_id',
    mapToPk: true,
    deleteRule: 'cascade',
    index: false,
  })
  boardId!: number;

  @Property({ type: 'integer' })
  moveNumber!: number;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'string', length: 80 })
  author!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
