import type { BoardSize } from '../play/types';

/** A board to analyse, as a photo gives it: no move history, no ko, no captures known. */
export interface BoardSetup {
  boardSize: BoardSize;
  /** [y][x], y from the top, x from the left; 1 black, -1 white, 0 empty */
  signs: readonly (readonly number[])[];
  toPlay: 'B' | 'W';
  komi: number;
}

/** One side's points and the difference. */
export interface ScoreEstimate {
  black: number;
  white: number;
  /** black minus white, komi included: positive when Black leads */
  margin: number;
}

/** A move the network suggests: GTP vertex or 'pass', with its policy share 0..1. */
export interface MoveShare {
  vertex: string;
  share: number;
}

/** What the network says of a board, from Black's view. */
export interface BoardAnalysis {
  toPlay: 'B' | 'W';
  /** Black's chance to win, 0..1 */
  blackWinrate: number;
  /** Black's lead in points (negative when White leads) */
  blackScoreLead: number;
  /** the best legal moves for the side to play by the policy, best first */
  topMoves: MoveShare[];
  /** [y][x], -1..1: +1 Black owns the point, -1 White */
  ownership: number[][];
  chinese: ScoreEstimate;
  /** territory counting without the prisoners taken before the position (unknown) */
  japanese: ScoreEstimate;
  /** the stones the ownership shows dead, GTP, sorted */
  deadStones: string[];
  /** a board alone says nothing of earlier captures: the Japanese count leaves them out */
  earlierPrisonersUnknown: boolean;
}
