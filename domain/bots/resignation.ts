/** The bot never resigns before this move number (moves of both sides, from 1). */
export const RESIGN_MIN_MOVE = 50;
/** Its winrate must stay below this... */
export const RESIGN_WINRATE = 0.03;
/** ...after each of this many of its own last moves. */
export const RESIGN_MOVES = 6;

export interface ResignationFacts {
  /** the game's board size (the network judges every size: kept for the callers' records) */
  boardSize: number;
  /** the number of the move the bot is about to play */
  moveNumber: number;
  /** the bot's own winrate after each of its last moves, newest last */
  recentWinrates: readonly number[];
  /** the opponent is a beginner (the caller decides: weaker than 20k or no known rank) */
  opponentIsBeginner: boolean;
  /**
   * the bot is White against Black's handicap stones: the network judges such a game lost from
   * the start (a handicap game is one the stronger side is expected to be behind in)
   */
  gaveHandicap: boolean;
}

/**
 * Whether the bot resigns instead of moving: a clearly lost game, never early, never against a
 * beginner, never in a game where it gave handicap stones (it plays on to the count).
 */
export function shouldResign({
  moveNumber,
  recentWinrates,
  opponentIsBeginner,
  gaveHandicap,
}: ResignationFacts): boolean {
  if (opponentIsBeginner || gaveHandicap || moveNumber <= RESIGN_MIN_MOVE) return false;
  if (recentWinrates.length < RESIGN_MOVES) return false;
  return recentWinrates.slice(-RESIGN_MOVES).every((winrate) => winrate < RESIGN_WINRATE);
}
