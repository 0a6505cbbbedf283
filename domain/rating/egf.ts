import { danEquivalent, parseRank, proRating, RANK_SCALE } from './rank';
import type { RatedGame, RatingState, RatingSystem, TournamentContext } from './types';

/** Every constant of EGF GoR, 2021 revision (European Go Database). */
export const EGF_CONSTANTS = {
  /** beta(r) = -betaFactor ln(betaCeiling - r) */
  betaFactor: 7,
  betaCeiling: 3300,
  /** con(r) = ((conCeiling - r) / conDivisor) ^ conExponent */
  conCeiling: 3300,
  conDivisor: 200,
  conExponent: 1.6,
  /** bonus(r) = ln(1 + exp((bonusCenter - r) / bonusSpread)) / bonusDivisor, every game */
  bonusCenter: 2300,
  bonusSpread: 80,
  bonusDivisor: 5,
  /** the receiver of h > 0 stones plays with rating + stonePoints (h - stoneOffset) inside Se */
  handicapStonePoints: 100,
  handicapStoneOffset: 0.5,
  floor: -900,
  /** EGD grade scale: kyu n = firstDan - step n, dan n = firstDan - step + step n (20k = 100) */
  gradeFirstDan: 2100,
  gradeStep: 100,
  newcomerKyu: RANK_SCALE.fallbackKyu,
  classWeights: { A: 1, B: 0.75, C: 0.5, D: 0.25 } as Readonly<Record<string, number>>,
  defaultClass: 'A',
} as const;

const C = EGF_CONSTANTS;

function beta(r: number): number {
  return -C.betaFactor * Math.log(C.betaCeiling - r);
}

function con(r: number): number {
  return Math.pow((C.conCeiling - r) / C.conDivisor, C.conExponent);
}

function bonus(r: number): number {
  return Math.log(1 + Math.exp((C.bonusCenter - r) / C.bonusSpread)) / C.bonusDivisor;
}

function handicapShift(stones: number): number {
  return stones > 0 ? C.handicapStonePoints * (stones - C.handicapStoneOffset) : 0;
}

/** Se of a player rated r against rOpp; handicap is the stones the player receives (< 0: gives). */
function winExpectancy(r: number, rOpp: number, handicap: number): number {
  const own = r + handicapShift(handicap);
  const their = rOpp + handicapShift(-handicap);
  return 1 / (1 + Math.exp(beta(their) - beta(own)));
}

/** The weight of a tournament class (A 1, B 0.75, C 0.5, D 0.25); unknown or missing is class A. */
export function egfClassWeight(tournamentClass: string | null | undefined): number {
  const key = (tournamentClass ?? C.defaultClass).trim().toUpperCase();
  return C.classWeights[key] ?? C.classWeights[C.defaultClass];
}

/** GoR of a declared rank on the EGD grade scale: 20k = 100 ... 1k = 2000, 1d = 2100, 1p = 2730. */
export function egfRatingForRank(rankText: string | null): number {
  const rank = rankText === null ? null : parseRank(rankText);
  if (rank?.kind === 'p') return proRating(rank.n);
  const dan = rank ? danEquivalent(rank) : null;
  if (dan !== null) return C.gradeFirstDan - C.gradeStep + C.gradeStep * dan;
  return C.gradeFirstDan - C.gradeStep * (rank ? rank.n : C.newcomerKyu);
}

function newcomer(rank: string | null, declaredRating?: number | null): RatingState {
  const rating =
    declaredRating != null && Number.isFinite(declaredRating)
      ? declaredRating
      : egfRatingForRank(rank);
  return { rating: Math.max(C.floor, rating), deviation: null, volatility: null };
}

function afterInactivity(state: RatingState, _months: number): RatingState {
  return state;
}

function expectedScore(player: RatingState, opponent: RatingState, handicap: number): number {
  return winExpectancy(player.rating, opponent.rating, handicap);
}

function rateTournament(
  player: RatingState,
  games: readonly RatedGame[],
  context: TournamentContext,
): RatingState {
  const r = player.rating;
  const conR = con(r);
  const bonusR = bonus(r);
  let change = 0;
  for (const game of games) {
    change += conR * (game.score - winExpectancy(r, game.opponent.rating, game.handicap)) + bonusR;
  }
  const weighted = change * egfClassWeight(context.tournamentClass);
  return { rating: Math.max(C.floor, r + weighted), deviation: null, volatility: null };
}

export const egf: RatingSystem = {
  id: 'egf',
  newcomer,
  afterInactivity,
  expectedScore,
  rateTournament,
};
