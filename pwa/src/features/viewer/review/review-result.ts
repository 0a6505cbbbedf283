import type { NetQuery, SearchResult } from '@domain/bots/types';

/** The network's view of one position of a reviewed game, from Black's side. */
export interface ReviewPoint {
  blackWinrate: number;
  blackScoreLead: number;
  /** the network's preferred move for the side to play (GTP or 'pass') */
  best: string;
  /**
   * who owns each point at the end, from Black's side in hundredths (100 Black's, -100 White's),
   * row by row from the top; absent in reviews kept before it was recorded
   */
  ownership?: Int8Array;
}

/** A move that lost its player much of the win rate. */
export interface ReviewMistake {
  /** 1-based move number */
  move: number;
  colour: 'black' | 'white';
  /** the win rate lost by the move, 0..1 */
  drop: number;
  played: string;
  /** the network's preferred move instead */
  best: string;
}

/** How many mistakes a side's list holds. */
export const MISTAKES_PER_SIDE = 5;

/**
 * A position as its short search saw it: the win rate after the search, the lead and the
 * ownership of the network's own answer, the most visited move as the preferred one.
 */
export function reviewPointOf(query: NetQuery, result: SearchResult): ReviewPoint {
  const black = query.position.toMove === 'black';
  const blackView = black ? 100 : -100;
  const { rootEvaluation } = result;
  return {
    blackWinrate: black ? result.winrate : 1 - result.winrate,
    blackScoreLead: black ? rootEvaluation.scoreLead : -rootEvaluation.scoreLead,
    best: result.move,
    ownership: Int8Array.from(rootEvaluation.ownership, (owned) => Math.round(owned * blackView)),
  };
}

/** A point's ownership as the board's paint (-1..1, Black positive), or undefined without it. */
export function ownershipPaint(point: ReviewPoint, size: number): number[][] | undefined {
  const { ownership } = point;
  if (!ownership || ownership.length !== size * size) return undefined;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => ownership[y * size + x] / 100),
  );
}

/**
 * The moves that lost their player the most win rate (from the position before to the one
 * after), the biggest first, up to MISTAKES_PER_SIDE for each colour. `colours[i]` played move
 * i + 1, `points[i]` is the position after i moves.
 */
export function biggestMistakes(
  points: readonly ReviewPoint[],
  moves: readonly string[],
  colours: readonly ('black' | 'white')[],
): ReviewMistake[] {
  const all: ReviewMistake[] = [];
  for (let move = 1; move < points.length && move <= moves.length; move++) {
    const colour = colours[move - 1];
    const change = points[move].blackWinrate - points[move - 1].blackWinrate;
    const drop = colour === 'black' ? -change : change;
    if (drop > 0) {
      all.push({ move, colour, drop, played: moves[move - 1], best: points[move - 1].best });
    }
  }
  const worst = (colour: 'black' | 'white') =>
    all
      .filter((mistake) => mistake.colour === colour)
      .sort((a, b) => b.drop - a.drop)
      .slice(0, MISTAKES_PER_SIDE);
  return [...worst('black'), ...worst('white')];
}
