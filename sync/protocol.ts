import type { TournamentFacts } from './contract/tournaments';

/** The replicated collections of the sync protocol (docs/architecture.md, "Sync protocol"). */
export const SYNC_COLLECTIONS = ['players', 'tournaments', 'locations'] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

export function isSyncCollection(value: unknown): value is SyncCollection {
  return typeof value === 'string' && (SYNC_COLLECTIONS as readonly string[]).includes(value);
}

/**
 * The shape version of each collection's rows. Bump one when its row type changes: clients
 * holding another number drop that collection and fill it again.
 */
export const SYNC_SCHEMA: Record<SyncCollection, number> = {
  // 2: the Chinese name (lastNameZh, firstNameZh)
  players: 2,
  tournaments: 1,
  locations: 1,
};

export const SYNC_PAGE_DEFAULT = 5000;
export const SYNC_PAGE_MAX = 20000;

/** GET /api/v1/sync/{collection}?since=REV&limit=N */
export interface SyncPage<T> {
  /** rows changed after `since`, by rev ascending */
  items: T[];
  /** ids deleted after `since` */
  deleted: number[];
  /** the cursor to send as `since` next time: the highest rev in this page (or `since`) */
  next: number;
  hasMore: boolean;
  /** rows and tombstones after this page still to fetch (for a progress bar) */
  remaining: number;
  schema: number;
}

export interface SyncPlayer {
  id: number;
  rev: number;
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  /** the name in Chinese, when an admin gave one */
  lastNameZh: string | null;
  firstNameZh: string | null;
  nickname: string | null;
  /** normalised names in both scripts and orders, ' | ' separated (domain/text/player-search) */
  searchText: string;
  /** declared rank ('5k', '2d') */
  rank: string | null;
  birthYear: number | null;
  egdPin: number | null;
  agaId: number | null;
  locationId: number | null;
  /** location ids from the country down to the player's own location ([] when unknown) */
  locationPath: number[];
  startDate: string | null;
  lastUpdate: string | null;
  lastTournamentId: number | null;
  lastTournamentDate: string | null;
  rgfRating: number | null;
  rgfDeviation: number | null;
  egfRating: number | null;
  glickoRating: number | null;
  glickoDeviation: number | null;
  glickoVolatility: number | null;
}

export interface SyncTournament extends TournamentFacts {
  rev: number;
  locationId: number | null;
  locationPath: number[];
}

export interface SyncLocation {
  id: number;
  rev: number;
  parentId: number | null;
  kind: 'country' | 'region' | 'city';
  name: string;
  nameLatin: string;
  code: string | null;
}

export interface SyncRows {
  players: SyncPlayer;
  tournaments: SyncTournament;
  locations: SyncLocation;
}
