import { GLICKO2_CONSTANTS, glicko2, rankLabel, type RatingState } from '@domain/rating';

/** A newcomer's online rating: Glicko-2's newcomer at the 20k floor with the full deviation. */
export const NEWCOMER_ONLINE_RATING: RatingState = glicko2.newcomer(
  GLICKO2_CONSTANTS.newcomerRank,
  null,
);

export interface OnlineRatingView {
  rating: number;
  deviation: number;
  rank: string;
  games: number;
}

export function onlineRatingView(state: RatingState, games: number): OnlineRatingView {
  return {
    rating: Math.round(state.rating),
    deviation: Math.round(state.deviation ?? GLICKO2_CONSTANTS.defaultDeviation),
    rank: rankLabel(state.rating),
    games,
  };
}

/**
 * Both players' states after one ranked game, each game its own rating period (online games are
 * rated one by one, as they end). `score` is black's: 1, 0.5 or 0; `handicap` stones black got.
 */
export function rateOnlineGame(
  black: RatingState,
  white: RatingState,
  score: 1 | 0.5 | 0,
  handicap: number,
): { black: RatingState; white: RatingState } {
  const whiteScore = (1 - score) as 1 | 0.5 | 0;
  return {
    black: glicko2.rateTournament(black, [{ opponent: white, score, handicap }], {}),
    white: glicko2.rateTournament(
      white,
      [{ opponent: black, score: whiteScore, handicap: -handicap }],
      {},
    ),
  };
}
