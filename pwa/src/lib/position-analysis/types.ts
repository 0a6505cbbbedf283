import type { BoardSize } from '@domain/game/board-sizes';
import type { StoneSign } from '@vision/types';

/** A position to analyse or to play on from: GoGlass makes it from a photo. */
export interface BoardPosition {
  boardSize: BoardSize;
  /** [y][x], y from the top, x from the left (column A) */
  signs: StoneSign[][];
  toPlay: 'B' | 'W';
  komi: number;
}

export interface SuggestedMove {
  /** GTP, 'Q16' or 'pass' */
  vertex: string;
  /** the network's policy share, 0..1 */
  share: number;
}

export interface AreaScore {
  black: number;
  white: number;
  /** black minus white, komi included: positive when Black leads */
  margin: number;
}

/** What the network says of a position (the bots' KataGo network, run in the browser). */
export interface PositionAnalysis {
  toPlay: 'B' | 'W';
  /** Black's chance to win, 0..1 */
  blackWinrate: number;
  /** Black's lead in points (negative when White leads) */
  blackScoreLead: number;
  /** the best 5 moves for the side to play, best first */
  topMoves: SuggestedMove[];
  /** [y][x], -1..1: +1 Black owns the point, -1 White */
  ownership: number[][];
  /** the estimated final score from the ownership: area (Chinese) and territory (Japanese) */
  chinese: AreaScore;
  /** territory counting: prisoners taken before the position are unknown and left out */
  japanese: AreaScore;
  /** the stones the ownership shows dead (they belong to the other side by 0.5 or more), GTP */
  deadStones: string[];
  /** always true for a position from a photo: the Japanese count has no earlier prisoners */
  earlierPrisonersUnknown: boolean;
}

/**
 * How GoGlass hands a position to the bot page: navigate('/server/bot', { state }) with this
 * state starts a game against the bot from the position.
 */
export interface PlayOnState {
  startPosition: BoardPosition;
}
