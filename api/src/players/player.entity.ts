import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Location } from '../locations/location.entity';

/**
 * A player of the federation. Current ratings are kept per rating federation as columns so
 * that the players list can sort and filter on an index. Replicated to the PWA.
 */
@Entity({ tableName: 'player' })
@Index({ properties: ['lastName', 'firstName'] })
@Index({ properties: ['location', 'rgfRating'] })
@Index({ properties: ['location', 'egfRating'] })
@Index({ properties: ['location', 'glickoRating'] })
export class Player {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Names in the federation's script (Cyrillic for Russia). */
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastNameLatin!: string;

  @Property({ type: 'string', length: 100 })
  firstNameLatin!: string;

  /** Names in Chinese (Han characters), when an admin gave them. */
  @Property({ type: 'string', length: 100, nullable: true })
  lastNameZh: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  firstNameZh: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  nickname: string | null = null;

  /** The most precise place known: a city, else a region or a country. Indexed with each rating. */
  @ManyToOne(() => Location, { nullable: true, index: false, deleteRule: 'set null' })
  location: Location | null = null;

  /** The imported place text that matched no city (location is then the country or null). */
  @Property({ type: 'string', length: 200, nullable: true })
  locationText: string | null = null;

  @Property({ type: 'integer', nullable: true })
  birthYear: number | null = null;

  /** Declared rank in the product's notation ('5k', '2d'). */
  @Property({ type: 'string', length: 8, nullable: true })
  rank: string | null = null;

  @Property({ type: 'integer', nullable: true, unique: true })
  egdPin: number | null = null;

  @Property({ type: 'integer', nullable: true, unique: true })
  agaId: number | null = null;

  /** ISO date of the player's first appearance. */
  @Property({ type: 'string', length: 10, nullable: true })
  startDate: string | null = null;

  /** ISO date of the last change of any of the player's ratings. */
  @Property({ type: 'string', length: 10, nullable: true })
  lastUpdate: string | null = null;

  @Property({ type: 'integer', nullable: true })
  lastTournamentId: number | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  lastTournamentDate: string | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  @Index()
  rgfRating: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  rgfDeviation: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  @Index()
  egfRating: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  @Index()
  glickoRating: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  glickoDeviation: number | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  glickoVolatility: number | null = null;

  /** Normalised names in both scripts and the nickname, for case-insensitive search. */
  @Property({ type: 'string', length: 500 })
  searchText!: string;

  /** Normalised name + country, how an imported player without a PIN is found again. */
  @Property({ type: 'string', length: 300 })
  @Index()
  matchKey!: string;

  @Property({ type: 'integer', default: 0 })
  @Index()
  rev: Opt<number> = 0;
}
