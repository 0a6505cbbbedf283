/**
 * How a game ended. Forfeits ("by default") and double losses are recorded but never rated.
 * 'unplayed' is a pairing whose result is not known yet (an active tournament).
 */
export const GAME_RESULTS = [
  'black',
  'white',
  'jigo',
  'black_forfeit',
  'white_forfeit',
  'both_lose',
  'unplayed',
] as const;

export type GameResult = (typeof GAME_RESULTS)[number];

export function isGameResult(value: unknown): value is GameResult {
  return typeof value === 'string' && (GAME_RESULTS as readonly string[]).includes(value);
}

/** Black's score for rating purposes, or null when the game does not count for ratings. */
export function ratedScoreForBlack(result: GameResult): 1 | 0.5 | 0 | null {
  switch (result) {
    case 'black':
      return 1;
    case 'white':
      return 0;
    case 'jigo':
      return 0.5;
    default:
      return null;
  }
}

/** Points for standings: a forfeit win counts as a win, a double loss as a loss for both. */
export function pointsForBlack(result: GameResult): number {
  switch (result) {
    case 'black':
    case 'black_forfeit':
      return 1;
    case 'jigo':
      return 0.5;
    default:
      return 0;
  }
}

export function pointsForWhite(result: GameResult): number {
  switch (result) {
    case 'white':
    case 'white_forfeit':
      return 1;
    case 'jigo':
      return 0.5;
    default:
      return 0;
  }
}

export type Outcome = 'win' | 'loss' | 'draw';

/** Results as seen by black; white's outcome is the mirror. Unplayed games have no outcome. */
export const RESULTS_BY_BLACK_OUTCOME: Record<Outcome, readonly GameResult[]> = {
  win: ['black', 'black_forfeit'],
  loss: ['white', 'white_forfeit', 'both_lose'],
  draw: ['jigo'],
};

export const RESULTS_BY_WHITE_OUTCOME: Record<Outcome, readonly GameResult[]> = {
  win: ['white', 'white_forfeit'],
  loss: ['black', 'black_forfeit', 'both_lose'],
  draw: ['jigo'],
};

export function outcomeFor(result: GameResult, color: 'black' | 'white'): Outcome | null {
  const table = color === 'black' ? RESULTS_BY_BLACK_OUTCOME : RESULTS_BY_WHITE_OUTCOME;
  for (const outcome of ['win', 'loss', 'draw'] as const) {
    if (table[outcome].includes(result)) return outcome;
  }
  return null;
}
