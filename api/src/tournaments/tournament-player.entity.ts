import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Player } from '../players/player.entity';
import { Tournament } from './tournament.entity';

/**
 * A player's line in a tournament: standing and ratings. Ratings before/after are those of the
 * tournament's federation, written by the rating computation.
 */
@Entity({ tableName: 'tournament_player' })
@Unique({ properties: ['tournament', 'player'] })
export class TournamentPlayer {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  // Indexed by the (tournament, player) unique index.
  @ManyToOne(() => Tournament, { deleteRule: 'cascade', index: false })
  tournament!: Tournament;

  @ManyToOne(() => Player, { deleteRule: 'cascade' })
  @Index()
  player!: Player;

  @Property({ type: 'integer', nullable: true })
  place: number | null = null;

  /** Points (a jigo counts half). */
  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  wins: number | null = null;

  /** Rank declared at the start of the tournament. */
  @Property({ type: 'string', length: 8, nullable: true })
  rank: string | null = null;

  /** Rating the tournament file declared for the player (e.g. GoR in OpenGotha files). */
  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  declaredRating: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  ratingBefore: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  deviationBefore: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  ratingAfter: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  deviationAfter: number | null = null;

  /**
   * Scores the tournament file states, for tie-breaks: the McMahon score, and SOS, SOSOS and
   * SODOS on the file's main score (MMS when the file has MMS, else points). Null when not stated.
   */
  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  fileMms: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  fileSos: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  fileSosos: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  fileSodos: number | null = null;
}
