import { egfClassWeight, egfRatingForRank } from './egf';
import type { RatedGame, RatingState, RatingSystem, TournamentContext } from './types';

/**
 * Every constant of EGF GoR as computed until 31 December 2020 (the EGD's earlier rating system,
 * replaced by GoR 2021 from 1 January 2021).
 */
export const EGF_2020_CONSTANTS = {
  /** con at 100, 200, ... 2700 (table step apart from tableFrom), linear in between */
  conTable: [
    116, 110, 105, 100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 51, 47, 43, 39, 35, 31, 27, 24, 21, 18,
    15, 13, 11, 10,
  ] as readonly number[],
  tableFrom: 100,
  tableStep: 100,
  /** a = aMax - (R - tableFrom) / aDivisor of the weaker player's rating, from 200 down to 70 */
  aMax: 200,
  aMin: 70,
  aDivisor: 20,
  /** Se of the stronger player = 1 - epsilon - Se of the weaker */
  epsilon: 0.016,
  /** the receiver of h > 0 stones plays with rating + stonePoints (h - stoneOffset) in D and a */
  handicapStonePoints: 100,
  handicapStoneOffset: 0.5,
  floor: 100,
} as const;

const C = EGF_2020_CONSTANTS;
const TABLE_TOP = C.tableFrom + C.tableStep * (C.conTable.length - 1);

/** The con factor at rating r: the table, interpolated; its ends beyond 100 and 2700. */
export function egf2020Con(r: number): number {
  const x = (Math.min(Math.max(r, C.tableFrom), TABLE_TOP) - C.tableFrom) / C.tableStep;
  const index = Math.min(Math.floor(x), C.conTable.length - 2);
  const low = C.conTable[index];
  return low + (x - index) * (C.conTable[index + 1] - low);
}

/** The a factor for a game whose weaker player is rated r: 200 at 100 down to 70 at 2700. */
export function egf2020A(r: number): number {
  return Math.min(C.aMax, Math.max(C.aMin, C.aMax - (r - C.tableFrom) / C.aDivisor));
}

function handicapShift(stones: number): number {
  return stones > 0 ? C.handicapStonePoints * (stones - C.handicapStoneOffset) : 0;
}

/**
 * Se of a player rated r against rOpp; handicap is the stones the player receives (< 0: gives).
 * The weaker player (lower rating after the handicap) gets 1 / (e^(D/a) + 1), the stronger one
 * 1 - epsilon - that. At equal ratings neither is the stronger: both get (1 - epsilon) / 2, so
 * the two always sum to 1 - epsilon (and the UGD records of 2015-2016 agree best with this).
 */
function winExpectancy(r: number, rOpp: number, handicap: number): number {
  const own = r + handicapShift(handicap);
  const their = rOpp + handicapShift(-handicap);
  if (own === their) return (1 - C.epsilon) / 2;
  const weakerSe = 1 / (Math.exp(Math.abs(their - own) / egf2020A(Math.min(own, their))) + 1);
  return own < their ? weakerSe : 1 - C.epsilon - weakerSe;
}

function floored(rating: number): RatingState {
  return { rating: Math.max(C.floor, rating), deviation: null, volatility: null };
}

function newcomer(rank: string | null, declaredRating?: number | null): RatingState {
  const declared = declaredRating != null && Number.isFinite(declaredRating);
  return floored(declared ? declaredRating : egfRatingForRank(rank));
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
  const con = egf2020Con(r);
  let change = 0;
  for (const game of games) {
    change += con * (game.score - winExpectancy(r, game.opponent.rating, game.handicap));
  }
  return floored(r + change * egfClassWeight(context.tournamentClass));
}

/** EGF GoR until 2020: Elo with a tabled con, no bonus, floor 100 (id 'egf', as GoR 2021). */
export const egf2020: RatingSystem = {
  id: 'egf',
  newcomer,
  afterInactivity,
  expectedScore,
  rateTournament,
};
