import type { Page } from './common';
import type { BoardSize, Colour } from './play';

/**
 * Broadcasts: live relays of a tournament round's top boards (GET/POST /broadcasts, moves with
 * REST, news pushed to viewers over SSE at /broadcasts/{id}/stream).
 */
export const BROADCAST_STATUSES = ['upcoming', 'live', 'finished'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** public: listed at /broadcasts; unlisted: only by its link (and for its broadcasters). */
export const BROADCAST_VISIBILITIES = ['public', 'unlisted'] as const;
export type BroadcastVisibility = (typeof BROADCAST_VISIBILITIES)[number];

export const BROADCAST_TITLE_MAX_LENGTH = 120;
export const BROADCAST_MAX_BOARDS = 64;
export const BROADCAST_PLAYER_NAME_MAX_LENGTH = 80;
export const BROADCAST_COMMENT_MAX_LENGTH = 1000;
export const BROADCAST_TIME_CONTROL_MAX_LENGTH = 80;
export const BROADCAST_SGF_URL_MAX_LENGTH = 500;
/** Past this many moves on one board, a further move is refused (a board is not a log). */
export const BROADCAST_MAX_MOVES = 1000;
export { BOARD_SIZES } from '@domain/game/board-sizes';

export interface BroadcastPlayer {
  name: string;
  /** the player of the database, when known */
  playerId: number | null;
}

/** Where a board's moves come from besides the broadcaster's hands. */
export type BroadcastBoardSource =
  | { kind: 'manual' }
  /** a live game on our own server, relayed as it is played */
  | { kind: 'live-game'; liveGameId: number }
  /** an SGF address polled every few seconds; `error` says why the last poll failed */
  | { kind: 'sgf-url'; url: string; error: string | null };

/** A broadcaster's comment on a move (moveNumber 0: before the first move). */
export interface BroadcastComment {
  id: number;
  moveNumber: number;
  text: string;
  author: string;
  createdAt: string;
}

/** A player's clock as last entered or relayed, in ms left, with when it was read. */
export interface BroadcastClocks {
  black: number | null;
  white: number | null;
  readAt: string;
}

export interface BroadcastBoard {
  /** 1, 2, ... in the order the boards were given */
  number: number;
  black: BroadcastPlayer;
  white: BroadcastPlayer;
  boardSize: BoardSize;
  handicap: number;
  komi: number;
  timeControl: string | null;
  /** GTP vertices ('Q16') or 'pass'; moves[i] has seq i + 1 */
  moves: string[];
  comments: BroadcastComment[];
  clocks: BroadcastClocks | null;
  /** 'B+R', 'W+3.5', 'B+T', 'W+F', 'Draw', 'Void'; null while the game goes on */
  result: string | null;
  source: BroadcastBoardSource;
  /** the tournament's game row holding this board's record, once finished and matched */
  gameId: number | null;
}

export interface Broadcast {
  id: number;
  title: string;
  status: BroadcastStatus;
  visibility: BroadcastVisibility;
  tournamentId: number | null;
  /** the tournament's title, when linked */
  tournamentTitle: string | null;
  round: number | null;
  /** ISO date-time */
  startTime: string | null;
  /** viewers connected to its stream now, over all instances */
  viewers: number;
  /** whether the asking user may change it and enter moves (its creator or an admin) */
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
  boards: BroadcastBoard[];
}

/** A row of GET /broadcasts: live ones carry their boards (small live boards), others none. */
export type BroadcastListItem = Omit<Broadcast, 'boards' | 'canEdit'> & {
  boardsCount: number;
  boards: BroadcastBoard[];
};

export type BroadcastPage = Page<BroadcastListItem>;

export interface BroadcastListQuery {
  status?: BroadcastStatus;
  limit?: number;
  offset?: number;
}

export interface BroadcastBoardInput {
  black: { name: string; playerId?: number | null };
  white: { name: string; playerId?: number | null };
  boardSize: BoardSize;
  handicap?: number;
  komi?: number;
  timeControl?: string | null;
  /** relay a live game of our server */
  liveGameId?: number | null;
  /** poll an SGF address */
  sgfUrl?: string | null;
}

/** POST /broadcasts (201 with the Broadcast). */
export interface BroadcastCreate {
  title: string;
  tournamentId?: number | null;
  round?: number | null;
  startTime?: string | null;
  visibility?: BroadcastVisibility;
  boards: BroadcastBoardInput[];
}

/** PATCH /broadcasts/{id}: any of these. */
export interface BroadcastUpdate {
  title?: string;
  status?: BroadcastStatus;
  visibility?: BroadcastVisibility;
  startTime?: string | null;
}

/** POST /broadcasts/{id}/boards/{number}/moves */
export interface BroadcastMoveInput {
  /** 1 for the board's first move */
  seq: number;
  /** a GTP vertex or 'pass' */
  move: string;
  /** optional commentary on this move */
  comment?: string;
  clocks?: { black?: number | null; white?: number | null };
}

/** The answer to a move, an undo or a result: the board as it now stands. */
export interface BroadcastMoveAnswer {
  /** false when the seq was already played with this move (a resend): nothing changed */
  applied: boolean;
  board: BroadcastBoard;
}

/** POST /broadcasts/{id}/boards/{number}/undo: takes back move `seq`, which must be the last. */
export interface BroadcastUndoInput {
  seq: number;
}

/** PUT /broadcasts/{id}/boards/{number}/result: null reopens the board. */
export interface BroadcastResultInput {
  result: string | null;
}

/** POST /broadcasts/{id}/boards/{number}/comments */
export interface BroadcastCommentInput {
  moveNumber: number;
  text: string;
}

/**
 * The events of GET /broadcasts/{id}/stream (SSE; the event name is `type`, the data JSON).
 * `snapshot` comes first on every connection; then the changes. A client applies a `move` only
 * when its seq is the board's next, ignores one it already has, and reconnects (getting a new
 * snapshot) on a gap.
 */
export type BroadcastEvent =
  | { type: 'snapshot'; broadcast: Broadcast }
  | { type: 'move'; board: number; seq: number; move: string; comment: BroadcastComment | null }
  /** move `seq` was taken back; the board now has seq - 1 moves */
  | { type: 'undo'; board: number; seq: number }
  /** a board changed otherwise (result, comment, clocks, players, source state) */
  | { type: 'board'; board: BroadcastBoard }
  | { type: 'status'; status: BroadcastStatus }
  | { type: 'viewers'; viewers: number };

export const BROADCAST_EVENT_TYPES = [
  'snapshot',
  'move',
  'undo',
  'board',
  'status',
  'viewers',
] as const;

export type { BoardSize, Colour };
