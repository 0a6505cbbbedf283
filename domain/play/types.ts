/*
 * The shapes online play's rules and its contract share: declared here, below sync/, and
 * re-exported by sync/contract/play.ts, so each is written once.
 */
import type { BoardSize } from '../game/board-sizes';

export type { BoardSize } from '../game/board-sizes';
export type PlayRules = 'chinese' | 'japanese';
export type PlayColour = 'black' | 'white';
export type TimeClass = 'blitz' | 'rapid' | 'standard' | 'correspondence' | 'custom';

/** The contract's ChallengeSettings: times in seconds. */
export interface ChallengeSettingsLike {
  boardSize: BoardSize;
  rules: PlayRules;
  timeControl: 'fischer' | 'byoyomi';
  mainTime: number;
  /** Fischer: the increment; byoyomi: the period time */
  bonusTime: number;
  /** byoyomi periods (ignored for Fischer) */
  periods: number;
  /** Fischer's maximum time on the clock; absent or null: no maximum */
  maxTime?: number | null;
  handicap: number;
  /** absent or null: the rules' default */
  komi?: number | null;
  colour: 'white' | 'black' | 'random';
  opponent: 'human' | 'bot';
  botKind?: 'modern' | 'pre-ai' | null;
  botStyle?: string | null;
  botRank?: string | null;
  ranked: boolean;
  minRank?: string | null;
  maxRank?: string | null;
}

/** A live game's clock: times in milliseconds. */
export type ClockKind =
  | { kind: 'fischer'; mainTime: number; increment: number; maximum: number | null }
  | { kind: 'byoyomi'; mainTime: number; periods: number; periodTime: number };

/** One player's clock, in ms (as it read at LiveGameState.clocks.serverTime). */
export interface ClockReading {
  mainLeft: number;
  /** byoyomi periods left (0 for Fischer) */
  periodsLeft: number;
  /** ms left of the current byoyomi period (0 for Fischer) */
  periodLeft: number;
}

export interface ScoreSide {
  /** empty points surrounded (both rules) */
  territory: number;
  /** stones on the board (Chinese area scoring) */
  stones: number;
  /** prisoners taken in play plus dead stones removed (Japanese) */
  captures: number;
  komi: number;
  total: number;
}

export interface GameScore {
  black: ScoreSide;
  white: ScoreSide;
  /** 'B+3.5', 'W+0.5', '0' (jigo) */
  result: string;
}

/** The most network lag the server forgives on one move (ms), within the player's lag quota (lag-quota.ts). */
export const LAG_ALLOWANCE_MS = 1000;
