import type { Page } from './common';

/** Users' own SGF records (the spec's /file/game calls). */

/** At most this many bytes per uploaded SGF file (published by GET /file/game/formats). */
export const LIBRARY_MAX_FILE_SIZE = 1024 * 1024;
/** At most this many files in one POST /file/game. */
export const LIBRARY_MAX_FILES = 20;
/** At most this many game trees in one file (each becomes a game). */
export const LIBRARY_MAX_GAMES_PER_FILE = 1000;
/**
 * The multipart fields of POST /file/game (one or several files) and POST /file/game/{id} (one
 * file of one game tree): both calls take their files under either name.
 */
export const LIBRARY_FILES_FIELD = 'files';
export const LIBRARY_FILE_FIELD = 'file';

/** GET /file/game/formats: `{ Formats: ['sgf'], MaxSize, MaxFiles }`. */
export interface LibraryFormats {
  Formats: string[];
  MaxSize: number;
  MaxFiles: number;
}

export interface LibraryOwner {
  id: number;
  username: string;
}

/** The game information read from the record (root node properties), editable by PATCH. */
export interface LibraryGameInfo {
  black: string | null;
  white: string | null;
  blackRank: string | null;
  whiteRank: string | null;
  /** RE as written, e.g. 'B+R', 'W+3.5', '0', 'Void' */
  result: string | null;
  /** DT as written (first date used for the date filter), e.g. '2024-05-01' */
  date: string | null;
  event: string | null;
  komi: number | null;
  handicap: number;
  rules: string | null;
}

/** One game of the library (a file with several game trees is several games). */
export interface LibraryGameSummary extends LibraryGameInfo {
  id: number;
  fileName: string;
  private: boolean;
  owner: LibraryOwner;
  /** true when the asking user owns it */
  mine: boolean;
  boardSize: number;
  moves: number;
  /** the record's text encoding as found (CA or detected), e.g. 'UTF-8', 'windows-1251' */
  encoding: string;
  uploadedAt: string;
  updatedAt: string;
}

/** GET /file/game/{id}: the game and its SGF text (UTF-8, one game tree, CA[UTF-8]). */
export interface LibraryGameDetail extends LibraryGameSummary {
  sgf: string;
}

/**
 * GET /file/game?player=&boardSize=&dateFrom=&dateTo=&result=B|W|draw&mine=true&limit=&offset=:
 * the asking user's records and everyone's public ones, newest upload first.
 */
export type LibraryGameList = Page<LibraryGameSummary>;

/**
 * POST /file/game?private=true|false (multipart, field `files`, one or several): 201; 413
 * LIBRARY_TOO_MANY_GAMES over the records one upload may create, 409 LIBRARY_FULL when the
 * user's records would pass their limit (LIBRARY_GAMES_PER_UPLOAD, LIBRARY_GAMES_PER_USER).
 */
export interface LibraryUploadResult {
  games: LibraryGameSummary[];
}

/** PATCH /file/game/{id}: any of these; answers the LibraryGameDetail. */
export interface LibraryGameUpdate {
  fileName?: string;
  private?: boolean;
  info?: Partial<Omit<LibraryGameInfo, 'handicap' | 'rules'>>;
}

export interface LibraryCount {
  key: string;
  count: number;
}

/**
 * GET /file/game/statistics: over the records the user can see; `mine` counts their uploads.
 * Keys: byBoardSize '9', '13', '19' (smallest first); byResult 'B', 'W', 'draw', 'other' (void,
 * unknown or none) in that order; byRules RU as written or 'unknown', most frequent first; byYear
 * DT's first year or 'unknown', newest first and 'unknown' last. Empty groups are left out.
 */
export interface LibraryStatistics {
  total: number;
  mine: number;
  byBoardSize: LibraryCount[];
  byResult: LibraryCount[];
  byRules: LibraryCount[];
  byYear: LibraryCount[];
}

/** The rules of PATCH /file/game/{id}'s `info`, checked by the API's DTO and the edit dialog. */
export const LIBRARY_INFO_RULES = {
  /** the longest text per field */
  maxLength: { black: 200, white: 200, blackRank: 20, whiteRank: 20, event: 300 },
  /** SGF's RE: 'B+R', 'W+3.5', 'B+T', 'B+F', 'B+', '0', 'Draw', 'Void' or '?' */
  result: /^(?:[BW]\+(?:R|Resign|T|Time|F|Forfeit|\d+(?:\.\d+)?)?|0|Draw|Void|\?)$/i,
  /** DT starts with a year ('2024', '2024-05-01', '2024-05-01,02') */
  date: /^\d{4}(?:-\d{2}(?:-\d{2})?)?(?:,[\d,-]*)?$/,
  /** komi within ±this */
  komiLimit: 1000,
} as const;
