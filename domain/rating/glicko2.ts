import { rgfRatingForRank } from './rank';
import type { RatedGame, RatingState, RatingSystem, TournamentContext } from './types';

/**
 * Every constant of Glicko-2 (Glickman, "Example of the Glicko-2 system"). One tournament is one
 * rating period. Ratings live on the rgf scale, so a newcomer starts at the rating of the declared
 * rank. A handicap raises the receiver's rating inside E by 100 (h - 0.5), as EGF does.
 */
export const GLICKO2_CONSTANTS = {
  tau: 0.5,
  scale: 173.7178,
  center: 1500,
  defaultDeviation: 350,
  defaultVolatility: 0.06,
  /** convergence tolerance of the Illinois iteration for the new volatility */
  epsilon: 0.000001,
  maxIterations: 200,
  handicapStonePoints: 100,
  handicapStoneOffset: 0.5,
  newcomerRank: '20k',
} as const;

const C = GLICKO2_CONSTANTS;

function handicapShift(stones: number): number {
  return stones > 0 ? C.handicapStonePoints * (stones - C.handicapStoneOffset) : 0;
}

function toMu(rating: number): number {
  return (rating - C.center) / C.scale;
}

function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

function expectation(mu: number, muOpp: number, gOpp: number): number {
  return 1 / (1 + Math.exp(-gOpp * (mu - muOpp)));
}

function phiOf(state: RatingState): number {
  return (state.deviation ?? C.defaultDeviation) / C.scale;
}

/** f(x) of step 5 of Glickman's algorithm; its root is ln of the new volatility squared. */
function volatilityTarget(x: number, delta2: number, phi2: number, v: number, a: number): number {
  const ex = Math.exp(x);
  const denominator = phi2 + v + ex;
  return (
    (ex * (delta2 - phi2 - v - ex)) / (2 * denominator * denominator) - (x - a) / (C.tau * C.tau)
  );
}

function newVolatility(sigma: number, phi: number, v: number, delta: number): number {
  const a = Math.log(sigma * sigma);
  const delta2 = delta * delta;
  const phi2 = phi * phi;
  let lower = a;
  let upper: number;
  if (delta2 > phi2 + v) {
    upper = Math.log(delta2 - phi2 - v);
  } else {
    let k = 1;
    while (volatilityTarget(a - k * C.tau, delta2, phi2, v, a) < 0 && k < C.maxIterations) k += 1;
    upper = a - k * C.tau;
  }
  let fLower = volatilityTarget(lower, delta2, phi2, v, a);
  let fUpper = volatilityTarget(upper, delta2, phi2, v, a);
  for (let i = 0; i < C.maxIterations && Math.abs(upper - lower) > C.epsilon; i += 1) {
    const next = lower + ((lower - upper) * fLower) / (fUpper - fLower);
    const fNext = volatilityTarget(next, delta2, phi2, v, a);
    if (fNext * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else {
      fLower /= 2;
    }
    upper = next;
    fUpper = fNext;
  }
  return Math.exp(lower / 2);
}

function newcomer(rank: string | null, declaredRating?: number | null): RatingState {
  const rating =
    declaredRating != null && Number.isFinite(declaredRating)
      ? declaredRating
      : rgfRatingForRank(rank ?? C.newcomerRank);
  return { rating, deviation: C.defaultDeviation, volatility: C.defaultVolatility };
}

function afterInactivity(state: RatingState, _months: number): RatingState {
  return state;
}

function expectedScore(player: RatingState, opponent: RatingState, handicap: number): number {
  const mu = toMu(player.rating + handicapShift(handicap));
  const muOpp = toMu(opponent.rating + handicapShift(-handicap));
  return expectation(mu, muOpp, g(phiOf(opponent)));
}

function rateTournament(
  player: RatingState,
  games: readonly RatedGame[],
  _context: TournamentContext,
): RatingState {
  const phi = phiOf(player);
  const sigma = player.volatility ?? C.defaultVolatility;
  if (games.length === 0) {
    return { rating: player.rating, deviation: phi * C.scale, volatility: sigma };
  }
  let inverseV = 0;
  let improvement = 0;
  for (const game of games) {
    const mu = toMu(player.rating + handicapShift(game.handicap));
    const muOpp = toMu(game.opponent.rating + handicapShift(-game.handicap));
    const gOpp = g(phiOf(game.opponent));
    const e = expectation(mu, muOpp, gOpp);
    inverseV += gOpp * gOpp * e * (1 - e);
    improvement += gOpp * (game.score - e);
  }
  const v = 1 / inverseV;
  const sigmaNew = newVolatility(sigma, phi, v, v * improvement);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + inverseV);
  return {
    rating: player.rating + C.scale * phiNew * phiNew * improvement,
    deviation: C.scale * phiNew,
    volatility: sigmaNew,
  };
}

export const glicko2: RatingSystem = {
  id: 'glicko2',
  newcomer,
  afterInactivity,
  expectedScore,
  rateTournament,
};
