import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Player } from '../players/player.entity';
import { Tournament } from '../tournaments/tournament.entity';

export const RATING_ENTRY_SOURCES = ['tournament', 'list'] as const;
export type RatingEntrySource = (typeof RATING_ENTRY_SOURCES)[number];

/**
 * One point of a player's rating history in one federation: after a tournament (computed) or
 * from an imported rating list (an anchor the computation starts from).
 */
@Entity({ tableName: 'rating_entry' })
@Index({ properties: ['player', 'federation', 'date'] })
@Index({ properties: ['federation', 'source'] })
export class RatingEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  // Indexed by the (player, federation, date) index.
  @ManyToOne(() => Player, { deleteRule: 'cascade', index: false })
  player!: Player;

  @Property({ type: 'string', length: 10 })
  federation!: string;

  @Property({ type: 'string', length: 10 })
  date!: string;

  @ManyToOne(() => Tournament, { nullable: true, index: true, deleteRule: 'cascade' })
  tournament: Tournament | null = null;

  @Property({ type: 'double', runtimeType: 'number' })
  rating!: number;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  deviation: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  volatility: number | null = null;

  @Property({ type: 'string', length: 12 })
  source!: RatingEntrySource;
}
