import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Location } from '../locations/location.entity';

export const TOURNAMENT_STATUSES = ['scheduled', 'active', 'ended', 'processing'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** A tournament. Replicated to the PWA. */
@Entity({ tableName: 'tournament' })
@Index({ properties: ['startDate'] })
@Index({ properties: ['endDate'] })
export class Tournament {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** EGD tournament code (T230723B) when known; how a re-imported file is found again. */
  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  code: string | null = null;

  @Property({ type: 'string', length: 300 })
  title!: string;

  @Property({ type: 'string', length: 300 })
  titleLatin!: string;

  @ManyToOne(() => Location, { nullable: true, index: true, deleteRule: 'set null' })
  location: Location | null = null;

  /** The imported place text that matched no city (location is then the country or null). */
  @Property({ type: 'string', length: 200, nullable: true })
  locationText: string | null = null;

  /** ISO dates. */
  @Property({ type: 'string', length: 10 })
  startDate!: string;

  @Property({ type: 'string', length: 10 })
  endDate!: string;

  @Enum({ items: () => TOURNAMENT_STATUSES, type: 'string', length: 12 })
  status!: TournamentStatus;

  /**
   * The status to put back when processing (the ratings recompute) fails or the server stops
   * during it; null unless the status is 'processing'. Internal, never replicated.
   */
  @Property({ type: 'string', length: 12, nullable: true })
  statusBeforeProcessing: TournamentStatus | null = null;

  /** EGF class A..D (weights the egf rating change); null when unknown. */
  @Property({ type: 'string', length: 2, nullable: true })
  tournamentClass: string | null = null;

  /** The rating federation whose ratings this tournament changes: rgf, egf or glicko2. */
  @Property({ type: 'string', length: 10, default: 'rgf' })
  @Index()
  federation: Opt<string> = 'rgf';

  @Property({ type: 'boolean', default: true })
  ranked: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  online: Opt<boolean> = false;

  @Property({ type: 'integer' })
  rounds!: number;

  @Property({ type: 'string', length: 40, nullable: true })
  handicapRule: string | null = null;

  @Property({ type: 'double', runtimeType: 'number', nullable: true })
  komi: number | null = null;

  @Property({ type: 'integer', default: 19 })
  boardSize: Opt<number> = 19;

  @Property({ type: 'integer', default: 1 })
  teamSize: Opt<number> = 1;

  @Property({ type: 'string', length: 200, nullable: true })
  timeControl: string | null = null;

  @Property({ type: 'boolean', default: false })
  pinned: Opt<boolean> = false;

  /** Invisible ('ignored') tournaments are listed only with showIgnored=true. */
  @Property({ type: 'boolean', default: true })
  visible: Opt<boolean> = true;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** Kept equal to the number of TournamentPlayer rows (filters and sorting). */
  @Property({ type: 'integer', default: 0 })
  playerCount: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  gameCount: Opt<number> = 0;

  @Property({ type: 'string', length: 300 })
  searchText!: string;

  /**
   * Fingerprint of the ratings the last computation wrote for this tournament, so that a
   * recompute rewrites only the tournaments whose results changed. Internal, never served.
   */
  @Property({ type: 'string', length: 40, nullable: true })
  ratingsHash: string | null = null;

  @Property({ type: 'integer', default: 0 })
  @Index()
  rev: Opt<number> = 0;
}
