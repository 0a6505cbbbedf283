/*
 * The shapes domain/play shares with the online play contract (sync/contract/play.ts). They are
 * declared again here because domain/ sits below sync/; being the same shapes, the contract's
 * values pass in and these pass out unchanged.
 */

export type PlayBoardSize = 9 | 13 | 19;
export type PlayRules = 'chinese' | 'japanese';
export type PlayColour = 'black' | 'white';
export type TimeClass = 'blitz' | 'rapid' | 'standard' | 'correspondence' | 'custom';

/** The contract's ChallengeSettings: times in seconds. */
export interface ChallengeSettingsLike {
  boardSize: PlayBoardSize;
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

/** The contract's ClockKind: times in milliseconds. */
export type ClockKind =
  | { kind: 'fischer'; mainTime: number; increment: number; maximum: number | null }
  | { kind: 'byoyomi'; mainTime: number; periods: number; periodTime: number };

/** The contract's ClockReading: one player's clock in milliseconds. */
export interface ClockReading {
  mainLeft: number;
  /** byoyomi periods left (0 for Fischer) */
  periodsLeft: number;
  /** ms left of the current byoyomi period (0 for Fischer) */
  periodLeft: number;
}

/** The contract's ScoreSide. */
export interface ScoreSide {
  territory: number;
  stones: number;
  captures: number;
  komi: number;
  total: number;
}

/** The contract's GameScore: result 'B+3.5', 'W+0.5', '0' (jigo). */
export interface GameScore {
  black: ScoreSide;
  white: ScoreSide;
  result: string;
}

/** The most network lag forgiven on one move (ms), within the player's quota (lag-quota.ts); the contract's too. */
export const LAG_ALLOWANCE_MS = 1000;
