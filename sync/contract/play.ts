/*
 * Online play: challenges (REST + SSE) and live games (REST + one WebSocket per client).
 * Coordinates are GTP vertices ('D4', no I; column A at the left, row 1 at the bottom) or 'pass'.
 * Times on the wire are milliseconds, except the challenge settings, which are seconds.
 */

import type {
  BoardSize,
  ClockKind,
  ClockReading,
  GameScore,
  PlayColour,
  PlayRules,
  TimeClass,
} from '@domain/play/types';
import type { PlayRefusalCode } from '@domain/play/game-flow';
import type { AccountLanguage } from '@domain/account/account-rules';

export { BOARD_SIZES } from '@domain/game/board-sizes';
export { LAG_ALLOWANCE_MS } from '@domain/play/types';
export type { PlayRefusalCode } from '@domain/play/game-flow';
export type {
  BoardSize,
  ClockKind,
  ClockReading,
  GameScore,
  PlayRules,
  ScoreSide,
  TimeClass,
} from '@domain/play/types';
export type Colour = PlayColour;
export type TimeControlKind = 'fischer' | 'byoyomi';
export type ColourChoice = 'white' | 'black' | 'random';
export type OpponentKind = 'human' | 'bot';
export type BotKind = 'modern' | 'pre-ai';

export const TIME_CLASSES: readonly TimeClass[] = [
  'blitz',
  'rapid',
  'standard',
  'correspondence',
  'custom',
];

/** POST /challenge: the live game settings. Times in seconds. */
export interface ChallengeSettings {
  boardSize: BoardSize;
  rules: PlayRules;
  timeControl: TimeControlKind;
  mainTime: number;
  /** Fischer: the increment; byoyomi: the period time */
  bonusTime: number;
  /** byoyomi periods (ignored for Fischer) */
  periods: number;
  /** Fischer's maximum time on the clock in seconds; absent or null: no maximum */
  maxTime?: number | null;
  /** 0 (even) or 2..9 */
  handicap: number;
  /** absent or null: the rules' default (7.5 Chinese, 6.5 Japanese, 0.5 with handicap) */
  komi?: number | null;
  colour: ColourChoice;
  opponent: OpponentKind;
  botKind?: BotKind | null;
  botStyle?: string | null;
  botRank?: string | null;
  /** a bot challenge: the language the challenger's page shows, which the bot speaks (absent: the profile's) */
  language?: AccountLanguage | null;
  ranked: boolean;
  /** rank labels ('20k', '1d') bounding who may accept */
  minRank?: string | null;
  maxRank?: string | null;
}

/** An account as the lobby and the game show it. */
export interface PlayerCard {
  userId: number;
  name: string;
  /** '' without an avatar */
  avatar: string;
  /** online Glicko-2 rating (rgf scale) and its rank label; a bot in a game: the rank it plays at */
  rating: number;
  rank: string;
  /** present (true) for a bot's account */
  bot?: true;
}

/** GET /challenge item, POST /challenge answer (201). */
export interface Challenge {
  id: number;
  createdAt: string;
  creator: PlayerCard;
  settings: ChallengeSettings;
  timeClass: TimeClass;
  /** set when the challenge already started a game (a bot challenge) */
  gameId?: number;
}

/** POST /challenge/{id} (accept): 201. */
export interface AcceptedChallenge {
  gameId: number;
}

/** GET /challenge/stream: SSE event names; data is JSON. */
export const CHALLENGE_EVENTS = {
  /** data: Challenge */
  add: 'add',
  /** data: { id } */
  remove: 'remove',
  /** data: Challenge[]: the whole list, sent when Last-Event-ID is too old to resume */
  reset: 'reset',
  /** data: LobbyPresenceInfo, at the stream's start and on a change (at most once a second); no id */
  presence: 'presence',
} as const;

/** Who is around, as the lobby shows it. */
export interface LobbyPresenceInfo {
  /** people with the lobby or a game open (a signed-in user once, a guest per connection) */
  online: number;
  /** the lobby's visitors: how many, and the signed-in ones' names (the first alphabetically) */
  lobby: Observers;
}

export interface Clocks {
  black: ClockReading;
  white: ClockReading;
  /** whose clock is running, null when none (removal, finished) */
  running: Colour | null;
  /** the server's time (ms since epoch) of the readings */
  serverTime: number;
}

export type GamePhase = 'play' | 'removal' | 'finished';
export type EndReason = 'resignation' | 'timeout' | 'score' | 'abandonment' | 'cycle';

export interface LiveGameState {
  id: number;
  /** grows by one with every change; a client that sees a gap asks for the whole state */
  seq: number;
  boardSize: BoardSize;
  rules: PlayRules;
  komi: number;
  handicap: number;
  /** black's handicap stones (GTP) */
  handicapStones: string[];
  ranked: boolean;
  timeControl: ClockKind;
  timeClass: TimeClass;
  black: PlayerCard;
  white: PlayerCard;
  moves: string[];
  toMove: Colour;
  phase: GamePhase;
  /** 'B+R', 'W+T', 'B+3.5', 'W+F' (abandonment), 'Void' (cycle), '0' (jigo); null while playing */
  result: string | null;
  endReason: EndReason | null;
  /** stones captured by each colour during play */
  captures: { black: number; white: number };
  clocks: Clocks;
  undoRequest: { by: Colour; moveNumber: number } | null;
  /** during removal: the dead stones proposed and who accepted this proposal */
  removal: { dead: string[]; acceptedBy: Colour[] } | null;
  score: GameScore | null;
  observers: Observers;
  startedAt: string;
  finishedAt: string | null;
}

/**
 * A game's observers (not its players). The socket sends them in `observers` messages at most
 * once a second per game, whatever the comings and goings.
 */
export interface Observers {
  count: number;
  /**
   * signed-in watchers' names, the first ones alphabetically, at most the server's
   * PLAY_OBSERVER_NAMES (50 by default): count - names.length are guests or not listed
   */
  names: string[];
}

/** What the game's log (its chat) announces by itself, as a line of the player who did it. */
export type ChatEvent = 'pass' | 'undo-rejected';

export interface ChatLine {
  id: number;
  userId: number;
  name: string;
  /** empty on an event's line */
  text: string;
  /** the number of moves played when it was written */
  moveNumber: number;
  at: string;
  /** only on a line the server wrote: what the player did (`name` passed, rejected an undo) */
  event?: ChatEvent;
}

export const CHAT_MAX_LENGTH = 500;

/** GET /games/self, GET /games/current items. */
export interface LiveGameSummary {
  id: number;
  boardSize: BoardSize;
  rules: PlayRules;
  timeClass: TimeClass;
  ranked: boolean;
  black: PlayerCard;
  white: PlayerCard;
  moveCount: number;
  phase: GamePhase;
  result: string | null;
  startedAt: string;
  finishedAt: string | null;
  observers: number;
}

/** The actions of a player; REST bodies carry the same fields (POST /games/{id}/<kind>). */
export type PlayAction =
  | { kind: 'move'; move: string }
  | { kind: 'pass' }
  | { kind: 'resign' }
  | { kind: 'undo' }
  | { kind: 'undo-accept' }
  | { kind: 'undo-reject' }
  | { kind: 'removal'; points: string[] }
  | { kind: 'accept' }
  | { kind: 'resume' }
  | { kind: 'chat'; text: string };

/** The WebSocket's address under the API prefix: ws(s)://host/api/v1/play/ws */
export const PLAY_SOCKET_PATH = '/api/v1/play/ws';

/**
 * The largest ClientMessage (bytes of its frame's payload). A longer frame is refused from its
 * header, before its payload is read: the server closes the socket with 1009 (Message Too Big).
 */
export const PLAY_MESSAGE_MAX_BYTES = 16 * 1024;

/**
 * Why the server closed a play socket (the close frame's code). A refusal is not cured by
 * reconnecting at once: clients wait a while. A socket that stops reading while the server
 * holds more than its bound of unsent messages is dropped without a close frame (1006).
 */
export const PLAY_SOCKET_CLOSE = {
  /** an unknown API token, or a session cookie sent from another site's page */
  refused: 4403,
  /** the game already has as many observers as the server allows */
  gameFull: 4001,
  /** this client's address already has as many sockets open as the server allows */
  tooManySockets: 4002,
  /** more messages a second than the server allows */
  tooManyMessages: 4003,
} as const;

export type PlaySocketRefusal = keyof typeof PLAY_SOCKET_CLOSE;

/** Client to server. */
export type ClientMessage =
  /**
   * start receiving a game (as a player or an observer): the server answers state + chat, then
   * sends a delta for each change; a watch of a game this socket already watches is ignored
   */
  | { type: 'watch'; gameId: number }
  | { type: 'unwatch'; gameId: number }
  /**
   * clientSeq: the sender's own counter per game, growing; a resend with a seq already
   * applied is answered ok without playing twice. lagMs: the client's measured one-way lag.
   */
  | {
      type: 'action';
      requestId: number;
      gameId: number;
      clientSeq: number;
      action: PlayAction;
      lagMs?: number;
    }
  | { type: 'ping'; t: number }
  /** the whole state of a watched game again, after a gap in its deltas: answered by `state` */
  | { type: 'resync'; gameId: number };

/**
 * What one event changed in a watched game (sync/game-delta.ts makes and applies it): it
 * follows the state whose seq is `seq` - 1. `moves` are added to the game's (a move), or,
 * with `movesFrom`, replace its moves from that index on (an undo); `captures` and `clocks` carry only the
 * parts that changed (`clocks.serverTime` always); the other fields appear when they changed.
 */
export interface LiveGameDelta extends Partial<
  Pick<
    LiveGameState,
    'toMove' | 'phase' | 'result' | 'endReason' | 'undoRequest' | 'removal' | 'score' | 'finishedAt'
  >
> {
  seq: number;
  movesFrom?: number;
  moves?: string[];
  captures?: Partial<LiveGameState['captures']>;
  clocks?: Partial<Clocks>;
}

/** Server to client. */
export type ServerMessage =
  /** a watched game whole: on a watch, after a gap, on `resync` */
  | { type: 'state'; gameId: number; state: LiveGameState }
  /** a watched game's change, for every event after the state */
  | ({ type: 'delta'; gameId: number } & LiveGameDelta)
  | { type: 'chat'; gameId: number; lines: ChatLine[] }
  | { type: 'observers'; gameId: number; observers: Observers }
  | { type: 'reply'; requestId: number; ok: true }
  | {
      type: 'reply';
      requestId: number;
      ok: false;
      status: number;
      message: string;
      /** why the rules refused it, when they did (the 409 body's `refusal` too) */
      refusal?: PlayRefusalCode;
    }
  | { type: 'pong'; t: number; serverTime: number }
  | { type: 'error'; message: string };

/** GET /bots: each bot, whether it can play now and how busy it is. */
export interface BotInfo {
  kind: BotKind;
  /** false when it cannot play here (the pre-AI bot without gnugo installed); reason says why */
  available: boolean;
  reason: string | null;
  /** moves being computed and moves waiting for a free engine, across this instance */
  busy: number;
  queued: number;
  /** the rank labels a challenge may ask for ('15k', '3k'), weakest first, each one measured */
  ranks: string[];
  /** the styles it honours ('balanced' only for the pre-AI bot) */
  styles: string[];
}

/** POST /games/offline: a finished game against the modern bot played in the browser. */
export interface OfflineBotGameUpload {
  /** the browser's own id of the game: the same id uploaded again returns the same game */
  clientId: string;
  boardSize: BoardSize;
  rules: PlayRules;
  komi: number;
  handicap: number;
  /** the user's colour */
  colour: Colour;
  botRank: string;
  botStyle: string;
  /** times in ms, as LiveGameState.timeControl */
  timeControl: ClockKind;
  moves: string[];
  /** a counted game: the dead stones both sides accepted (GTP); absent: none */
  dead?: string[];
  /** 'B+R', 'W+T', 'B+3.5', ... */
  result: string;
  endReason: EndReason;
  startedAt: string;
  finishedAt: string;
}

/** POST /games/offline: 201 (a new game) or 200 (this clientId was uploaded before). */
export interface OfflineBotGameUploaded {
  gameId: number;
}
