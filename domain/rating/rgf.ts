import { RANK_SCALE, rgfRatingForRank } from './rank';
import type { RatedGame, RatingState, RatingSystem, TournamentContext } from './types';

/** Every constant of the Russian Go Federation system (gofederation.ru/pages/277294472). */
export const RGF_CONSTANTS = {
  rMax: RANK_SCALE.maxRating,
  r1d: RANK_SCALE.firstDanRating,
  /** R_20k = R_1d - 20 x 75 */
  r20k: RANK_SCALE.firstDanRating - 20 * RANK_SCALE.kyuStep,
  /** S*(R) runs linearly from 220 at R_20k to 100 at R_1d, clamped to [100, 220] */
  maxDeviationAt20k: 220,
  maxDeviationAt1d: 100,
  /** Kmin(R) runs linearly from 70 at R_20k to 10 at R_1d, never below 10 */
  kMinAt20k: 70,
  kMinAt1d: 10,
  /** handicap advantage H in rating points per stone received (negative when giving) */
  handicapStonePoints: RANK_SCALE.kyuStep,
  /** below R_1d the expected score uses this fixed spread instead of D_j */
  weakSpread: 1000,
  /** losses of players below weakLimit are reduced linearly to nothing at weakZero */
  weakLimit: 300,
  weakZero: 100,
  inactivityRate: 0.001,
  inactivityMonths: 24,
  newcomerRank: `${RANK_SCALE.fallbackKyu}k`,
} as const;

const C = RGF_CONSTANTS;

/** S*(R): the largest deviation at rating R, rounded half up and clamped to [100, 220]. */
export function rgfMaxDeviation(rating: number): number {
  const share = (rating - C.r20k) / (C.r1d - C.r20k);
  const raw = Math.floor(
    C.maxDeviationAt20k + share * (C.maxDeviationAt1d - C.maxDeviationAt20k) + 0.5,
  );
  return Math.min(C.maxDeviationAt20k, Math.max(C.maxDeviationAt1d, raw));
}

/** Kmin(R): the smallest dynamics factor at rating R. */
export function rgfMinDynamics(rating: number): number {
  const share = (rating - C.r20k) / (C.r1d - C.r20k);
  return Math.max(C.kMinAt20k + share * (C.kMinAt1d - C.kMinAt20k), C.kMinAt1d);
}

/** B_j: how much an opponent's result counts given the uncertainty of their rating. */
function opponentWeight(rOpp: number, sOpp: number): number {
  const ratio = sOpp / (Math.PI * rgfMaxDeviation(rOpp));
  return 1 / Math.sqrt(1 + 3 * ratio * ratio);
}

function expectedWithWeight(r: number, rOpp: number, weight: number, advantage: number): number {
  const diff = weight * (r - rOpp + advantage);
  let spread: number = C.weakSpread;
  if (r >= C.r1d) {
    const a = C.rMax - r;
    const b = C.rMax - rOpp;
    // both players at R_max make D_j zero; the tiny floor turns 0/0 into an even game
    spread = Math.max(Math.sqrt(0.5 * (a * a + b * b)), Number.MIN_VALUE);
  }
  return Math.min(1, Math.max(0, 0.5 + diff / spread));
}

/** p_j: the player's expected score against one opponent; H in rating points for the player. */
export function rgfExpectedScore(
  r: number,
  rOpp: number,
  sOpp: number,
  handicapAdvantagePoints: number,
): number {
  return expectedWithWeight(r, rOpp, opponentWeight(rOpp, sOpp), handicapAdvantagePoints);
}

function deviationOf(state: RatingState): number {
  return state.deviation ?? rgfMaxDeviation(state.rating);
}

function newcomer(rank: string | null, declaredRating?: number | null): RatingState {
  const rating =
    declaredRating != null && Number.isFinite(declaredRating)
      ? declaredRating
      : rgfRatingForRank(rank ?? C.newcomerRank);
  return { rating, deviation: rgfMaxDeviation(rating), volatility: null };
}

function afterInactivity(state: RatingState, months: number): RatingState {
  const r = state.rating;
  const s = deviationOf(state);
  const sMax = rgfMaxDeviation(r);
  // clamped at 0 too, so that a rating above R_max never shrinks the deviation
  const k = Math.max(
    0,
    Math.min(1, C.inactivityRate * (C.rMax - r) * (months / C.inactivityMonths)),
  );
  const ratio = sMax / s;
  return { rating: r, deviation: s * Math.sqrt(1 + k * (ratio * ratio - 1)), volatility: null };
}

function expectedScore(player: RatingState, opponent: RatingState, handicap: number): number {
  return rgfExpectedScore(
    player.rating,
    opponent.rating,
    deviationOf(opponent),
    handicap * C.handicapStonePoints,
  );
}

function rateTournament(
  player: RatingState,
  games: readonly RatedGame[],
  _context: TournamentContext,
): RatingState {
  const r = player.rating;
  const s = deviationOf(player);
  if (games.length === 0) return { rating: r, deviation: s, volatility: null };
  let db = 0;
  let dn = 0;
  for (const game of games) {
    const opp = game.opponent;
    const weight = opponentWeight(opp.rating, deviationOf(opp));
    const p = expectedWithWeight(r, opp.rating, weight, game.handicap * C.handicapStonePoints);
    db += weight * weight * p * (1 - p);
    dn += weight * (game.score - p);
  }
  const sMax = rgfMaxDeviation(r);
  const ratio = sMax / s;
  const kd = Math.max(sMax / (ratio * ratio + db), rgfMinDynamics(r));
  let kdRating = kd;
  if (kd * dn < 0 && r < C.weakLimit) {
    kdRating = r <= C.weakZero ? 0 : (kd * (r - C.weakZero)) / (C.weakLimit - C.weakZero);
  }
  return { rating: r + kdRating * dn, deviation: Math.sqrt(kd * sMax), volatility: null };
}

export const rgf: RatingSystem = {
  id: 'rgf',
  newcomer,
  afterInactivity,
  expectedScore,
  rateTournament,
};
