import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { BotStyle } from '@domain/bots/types';
import type { FlowEvent, FlowSettings } from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';
import type { SyncCollection, SyncLocation, SyncPlayer, SyncTournament } from '@sync/protocol';

/** A replicated player as stored: the sync row plus index keys derived on the client. */
export interface StoredPlayer extends SyncPlayer {
  /** normalised words of every name form, for prefix search (multiEntry index) */
  nameWords: string[];
  /** domain/rating/rank rankSortScore of the declared rank (0 when none) */
  rankScore: number;
}

/**
 * A replicated tournament as stored: the sync row plus `pinnedKey`, 1 on pinned rows and absent
 * on the others. A boolean can't be an IndexedDB key; a key only some rows have makes a sparse
 * index that holds just the pinned ones.
 */
export interface StoredTournament extends SyncTournament {
  pinnedKey?: 1;
}
export type StoredLocation = SyncLocation;

/** The sync cursor of one collection. */
export interface SyncCursor {
  collection: SyncCollection;
  /** highest rev applied */
  rev: number;
  /** schema number the stored rows were written with */
  schema: number;
  /** true once the collection was filled up to the server's head at least once */
  complete: boolean;
}

/** An API answer kept for offline use: the key is the request path with its query. */
export interface CachedResponse {
  key: string;
  value: unknown;
  fetchedAt: number;
}

/**
 * A game against the bot played on the device (features/bot-offline): its settings and every
 * event (domain/play's FlowEvent); the game itself is their fold.
 */
export interface StoredBotGame {
  /** the browser's own id, also the upload's clientId */
  id: string;
  userColour: PlayColour;
  rank: string;
  style: BotStyle;
  /** the clock preset's id */
  time: string;
  settings: FlowSettings;
  events: FlowEvent[];
  /** the network's last ownership estimate, from black's view (+1 black), for dead stones */
  ownership: number[] | null;
  /** the bot's winrate before each of its moves, oldest first (for resigning) */
  botWinrates: number[];
  createdAt: number;
  /** the last moment the page was seen with the game open: the clock does not run while closed */
  seenAt: number;
  /** 1 once finished (an index key) */
  finished: 0 | 1;
  /** the id of the game on the server once uploaded */
  uploadedGameId: number | null;
}

/**
 * A broadcaster's change to a board waiting to be sent (features/broadcast-console): kept in
 * order (the auto-increment id) and sent exactly once with its sequence number when online.
 */
export interface QueuedBroadcastAction {
  id?: number;
  broadcastId: number;
  board: number;
  kind: 'move' | 'undo' | 'result' | 'comment';
  /** move and undo: the move's seq; comment: the move number */
  seq: number;
  move?: string;
  result?: string | null;
  text?: string;
  queuedAt: number;
}

/**
 * The AI review of a game record (features/viewer), keyed by the record ('game/12', 'file/3',
 * 'online/7'): the network's view of each position, kept with the moves it was made for.
 */
export interface StoredReview {
  key: string;
  /** the main line's moves reviewed, GTP */
  moves: string[];
  /**
   * per position (0 = before the first move): Black's win rate and lead, the preferred move and
   * (since it was recorded) the ownership from Black's side in hundredths
   */
  points: { blackWinrate: number; blackScoreLead: number; best: string; ownership?: Int8Array }[];
  reviewedAt: number;
}

export type GoDatabase = Dexie & {
  players: EntityTable<StoredPlayer, 'id'>;
  tournaments: EntityTable<StoredTournament, 'id'>;
  locations: EntityTable<StoredLocation, 'id'>;
  syncState: EntityTable<SyncCursor, 'collection'>;
  cache: EntityTable<CachedResponse, 'key'>;
  botGames: EntityTable<StoredBotGame, 'id'>;
  broadcastQueue: EntityTable<QueuedBroadcastAction, 'id'>;
  reviews: EntityTable<StoredReview, 'key'>;
};

export const DATABASE_NAME = 'go-federation';
/** The newest schema version below: a browser holding an older one upgrades in place. */
export const SCHEMA_VERSION = 6;

/** The first schema, kept so a browser holding it upgrades (exported for the upgrade's test). */
export const SCHEMA_V1 = {
  players:
    'id, rgfRating, rgfDeviation, egfRating, glickoRating, glickoDeviation, rankScore, lastName, lastNameLatin, startDate, lastUpdate, lastTournamentDate, *nameWords, *locationPath',
  tournaments: 'id, startDate, endDate, status, *locationPath',
  locations: 'id, parentId, kind',
  syncState: 'collection',
  cache: 'key, fetchedAt',
} as const;

/** Opens (or creates) the app's IndexedDB database; `name` differs only in tests and benches. */
export function createDatabase(name = DATABASE_NAME, options?: DexieOptions): GoDatabase {
  const db = new Dexie(name, options) as GoDatabase;
  db.version(1).stores(SCHEMA_V1);
  // The Name sort: last name, then first name (as the API sorts), equal names by id. Version 1
  // stays so a browser holding it upgrades: IndexedDB builds the new indexes from the stored rows.
  db.version(2).stores({
    players:
      'id, rgfRating, rgfDeviation, egfRating, glickoRating, glickoDeviation, rankScore, [lastName+firstName], [lastNameLatin+firstNameLatin], startDate, lastUpdate, lastTournamentDate, *nameWords, *locationPath',
  });
  // Games against the bot on the device (features/bot-offline).
  db.version(3).stores({ botGames: 'id, createdAt, finished' });
  // A broadcaster's moves entered without a network (features/broadcast-console).
  db.version(4).stores({ broadcastQueue: '++id, broadcastId' });
  // The pinned tournaments by the sparse index `pinnedKey` (pinned rows only).
  db.version(5)
    .stores({ tournaments: 'id, startDate, endDate, status, *locationPath, pinnedKey' })
    .upgrade((tx) =>
      tx
        .table<StoredTournament, number>('tournaments')
        .toCollection()
        .modify((row) => {
          if (row.pinned) row.pinnedKey = 1;
        }),
    );
  // The AI reviews of game records (features/viewer).
  db.version(SCHEMA_VERSION).stores({ reviews: 'key' });
  return db;
}

/** The one database of the running app. */
export const db = createDatabase();
