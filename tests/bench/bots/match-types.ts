import type { BoardSize, PlayColour, PlayRules } from '@domain/play';

/** A game as a player is asked to continue it. */
export interface MatchState {
  boardSize: BoardSize;
  komi: number;
  rules: PlayRules;
  handicapStones: string[];
  /** every move so far, GTP vertices or 'pass', oldest first */
  moves: string[];
  toMove: PlayColour;
  /** the game's seed: the players' randomness follows it */
  seed: number;
}

/** One side of a calibration game: answers a GTP vertex, 'pass' or 'resign'. */
export interface MatchPlayer {
  move(state: MatchState): Promise<string>;
}

/** Who a player is: 'gnugo:10', 'modern:policy'. */
export interface PlayerSpec {
  id: string;
  kind: 'gnugo' | 'modern';
  /** the GNU Go level, or the modern strength's id */
  setting: string;
}

export interface GameRecord {
  black: string;
  white: string;
  boardSize: BoardSize;
  komi: number;
  /** Black's handicap stones (GTP's fixed placement, White moves first); absent in an even game */
  handicap?: number;
  seed: number;
  /** 'B+R', 'W+12', '0' (jigo), 'B+F' (white forfeited: an illegal move) */
  result: string;
  winner: PlayColour | null;
  /** how it ended: 'resign' | 'passes' | 'move-limit' | 'forfeit' */
  end: string;
  moves: string[];
  ms: number;
  /** time spent choosing moves, per colour */
  thinkingMs: { black: number; white: number };
}
