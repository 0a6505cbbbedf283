import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { GAME_RESULTS, type GameResult } from '@domain/game/game-result';
import { Player } from '../players/player.entity';
import { Tournament } from '../tournaments/tournament.entity';

@Entity({ tableName: 'game' })
@Index({ properties: ['tournament', 'round'] })
export class Game {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  // Indexed by the (tournament, round) index.
  @ManyToOne(() => Tournament, { nullable: true, deleteRule: 'cascade', index: false })
  tournament: Tournament | null = null;

  @Property({ type: 'integer', default: 1 })
  round: Opt<number> = 1;

  @ManyToOne(() => Player, { deleteRule: 'cascade' })
  @Index()
  black!: Player;

  @ManyToOne(() => Player, { deleteRule: 'cascade' })
  @Index()
  white!: Player;

  /** False when the source did not record who played black. */
  @Property({ type: 'boolean', default: true })
  colorsKnown: Opt<boolean> = true;

  @Property({ type: 'integer', default: 0 })
  handicap: Opt<number> = 0;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  komi: number | null = null;

  @Enum({ items: () => GAME_RESULTS, type: 'string', length: 16 })
  result!: GameResult;

  /** ISO date (YYYY-MM-DD) the game was played. */
  @Property({ type: 'string', length: 10 })
  date!: string;

  /** gameSortKey(date, round): the product's order, newest first. */
  @Property({ type: 'double', runtimeType: 'number' })
  @Index()
  sortKey!: number;

  @Property({ type: 'boolean', default: false })
  hasSgf: Opt<boolean> = false;

  /** Black's rating at the start of the tournament (the standings' ratingBefore), kept here too. */
  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  blackRatingBefore: number | null = null;

  /** White's rating at the start of the tournament. */
  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  whiteRatingBefore: number | null = null;
}
