import {
  GLICKO2_CONSTANTS,
  glicko2,
  rankLabel,
  rgfRatingForRank,
  type RatingState,
} from '@domain/rating';
import type { GameRecord } from './match-types';

/** The scale's anchor: this player's rating is fixed at this rank's (the rgf scale). */
export interface Anchor {
  player: string;
  rank: string;
}

export const CALIBRATION_ANCHOR: Anchor = { player: 'gnugo:10', rank: '8k' };

export interface PlayerRating {
  player: string;
  games: number;
  wins: number;
  draws: number;
  rating: number;
  /** one standard error of the rating (from the games' information); 0 for the anchor */
  deviation: number;
  rank: string;
}

/** Each player's rating is pulled toward the anchor's by a normal prior of this width. */
const PRIOR_DEVIATION = 600;
const ITERATIONS = 400;
/** the most one iteration moves a rating, in rating points */
const MAX_STEP = 100;
const SCALE = GLICKO2_CONSTANTS.scale;

const fixed = (rating: number): RatingState => ({ rating, deviation: 0, volatility: null });

/** The handicap stones the player received (+) or gave (-) in the game. */
function handicapOf(game: GameRecord, player: string): number {
  const stones = game.handicap ?? 0;
  return game.black === player ? stones : -stones;
}

/** The player's score in the game: 1, 0.5 or 0. */
function scoreOf(game: GameRecord, player: string): number {
  if (game.winner === null) return 0.5;
  return game[game.winner] === player ? 1 : 0;
}

/**
 * Ratings on the rgf scale that best explain the results (maximum likelihood with a wide prior
 * around the anchor), the expected score being Glicko-2's (domain/rating/glicko2) between two
 * known ratings, a handicap raising its receiver by 100 (h - 0.5) as the rating rules do; the
 * anchor stays at its rank's rating. Rank labels by domain/rating's rankLabel.
 */
export function fitRatings(games: readonly GameRecord[], anchor: Anchor): PlayerRating[] {
  const players = [...new Set(games.flatMap((game) => [game.black, game.white]))].sort();
  if (!players.includes(anchor.player)) {
    throw new Error(`The anchor ${anchor.player} played none of these games`);
  }
  const anchorRating = rgfRatingForRank(anchor.rank);
  const rating = new Map(players.map((player) => [player, anchorRating]));
  const information = new Map(players.map((player) => [player, 0]));
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    for (const player of players) {
      if (player === anchor.player) continue;
      const own = rating.get(player) as number;
      let gradient = (anchorRating - own) / PRIOR_DEVIATION ** 2;
      let curvature = 1 / PRIOR_DEVIATION ** 2;
      let gamesInformation = 0;
      for (const game of games) {
        if (game.black !== player && game.white !== player) continue;
        const opponent = game.black === player ? game.white : game.black;
        const expected = glicko2.expectedScore(
          fixed(own),
          fixed(rating.get(opponent) as number),
          handicapOf(game, player),
        );
        const slope = expected * (1 - expected) * (1 / SCALE) ** 2;
        gradient += (scoreOf(game, player) - expected) / SCALE;
        curvature += slope;
        gamesInformation += slope;
      }
      // a damped Newton step: far from the fit (a 9-stone handicap's first steps) the curvature
      // is tiny and a full step overshoots without end
      const step = Math.max(-MAX_STEP, Math.min(MAX_STEP, gradient / curvature));
      rating.set(player, own + step);
      information.set(player, gamesInformation + 1 / PRIOR_DEVIATION ** 2);
    }
  }
  return players.map((player) => {
    const own = games.filter((game) => game.black === player || game.white === player);
    const value = rating.get(player) as number;
    return {
      player,
      games: own.length,
      wins: own.filter((game) => scoreOf(game, player) === 1).length,
      draws: own.filter((game) => game.winner === null).length,
      rating: Math.round(value),
      deviation:
        player === anchor.player ? 0 : Math.round(1 / Math.sqrt(information.get(player) as number)),
      rank: rankLabel(value),
    };
  });
}
