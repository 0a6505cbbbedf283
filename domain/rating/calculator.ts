import { parseIsoDay } from '../format/dates';
import { rankLabel } from './rank';
import { getRatingSystem, isRatingSystemId, ratingSystemAt } from './systems';
import type { RatingState, RatingSystem, RatingSystemId } from './types';
import { isRecord } from '../guards/is-record';

export interface CalculatorPlayerInput {
  rating: number;
  deviation?: number | null;
}

export interface CalculatorInput {
  federation: RatingSystemId;
  player1: CalculatorPlayerInput;
  player2: CalculatorPlayerInput;
  result: 'player1' | 'player2' | 'tie';
  /** stones player 1 gives to player 2, who takes black and receives them; 0 or absent is even */
  handicap?: number;
  /** accepted for the record; none of the three systems' formulas uses komi */
  komi?: number;
  /** the day of the game (ISO YYYY-MM-DD): rated with the formula in force then (egf before 2021) */
  date?: string;
}

export interface CalculatorPlayerOutput {
  expected: number;
  change: number;
  rating: number;
  deviation: number | null;
  rankBefore: string;
  rankAfter: string;
}

export interface CalculatorOutput {
  player1: CalculatorPlayerOutput;
  player2: CalculatorPlayerOutput;
}

export const CALCULATOR_LIMITS = {
  minRating: -1000,
  maxRating: 3000,
  maxDeviation: 1000,
  maxHandicap: 9,
} as const;

const RESULTS: readonly CalculatorInput['result'][] = ['player1', 'player2', 'tie'];

const SCORE_OF_PLAYER1: Readonly<Record<CalculatorInput['result'], 1 | 0.5 | 0>> = {
  player1: 1,
  player2: 0,
  tie: 0.5,
};

/** A player's state from the input; a missing deviation is the system's default at that rating. */
function startState(system: RatingSystem, player: CalculatorPlayerInput): RatingState {
  const fallback = system.newcomer(null, player.rating);
  return { ...fallback, deviation: player.deviation ?? fallback.deviation };
}

function ratePlayer(
  system: RatingSystem,
  player: RatingState,
  opponent: RatingState,
  score: 1 | 0.5 | 0,
  handicap: number,
): CalculatorPlayerOutput {
  const after = system.rateTournament(player, [{ opponent, score, handicap }], {});
  return {
    expected: system.expectedScore(player, opponent, handicap),
    change: after.rating - player.rating,
    rating: after.rating,
    deviation: after.deviation,
    rankBefore: rankLabel(player.rating),
    rankAfter: rankLabel(after.rating),
  };
}

/** The day of an ISO date (YYYY-MM-DD exactly) in ms since epoch; null if it is no such day. */
export function calculatorDate(text: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? (parseIsoDay(text)?.getTime() ?? null) : null;
}

/** The formula the calculator uses: the one in force on the input's date, else today's. */
export function calculatorSystem(
  input: Pick<CalculatorInput, 'federation' | 'date'>,
): RatingSystem {
  const day = input.date === undefined ? null : calculatorDate(input.date);
  return day === null ? getRatingSystem(input.federation) : ratingSystemAt(input.federation, day);
}

/** One game rated as a one-game tournament (class A); both players rated from their states before it. */
export function calculateGame(input: CalculatorInput): CalculatorOutput {
  const system = calculatorSystem(input);
  const first = startState(system, input.player1);
  const second = startState(system, input.player2);
  const stones = input.handicap ?? 0;
  const score = SCORE_OF_PLAYER1[input.result];
  return {
    player1: ratePlayer(system, first, second, score, -stones),
    player2: ratePlayer(system, second, first, (1 - score) as 1 | 0.5 | 0, stones),
  };
}

function isResult(x: unknown): x is CalculatorInput['result'] {
  return RESULTS.some((result) => result === x);
}

function isAbsent(x: unknown): x is null | undefined {
  return x === undefined || x === null;
}

function validatePlayer(x: unknown): CalculatorPlayerInput | null {
  if (!isRecord(x)) return null;
  const { rating, deviation } = x;
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  if (rating < CALCULATOR_LIMITS.minRating || rating > CALCULATOR_LIMITS.maxRating) return null;
  if (isAbsent(deviation)) return { rating, deviation: null };
  if (typeof deviation !== 'number' || !Number.isFinite(deviation)) return null;
  if (deviation <= 0 || deviation > CALCULATOR_LIMITS.maxDeviation) return null;
  return { rating, deviation };
}

/** The calculator's input checked field by field, or null (the API answers 400). */
export function validateCalculatorInput(body: unknown): CalculatorInput | null {
  if (!isRecord(body)) return null;
  const { federation, result, handicap, komi, date } = body;
  if (!isRatingSystemId(federation)) return null;
  if (!isResult(result)) return null;
  const player1 = validatePlayer(body.player1);
  const player2 = validatePlayer(body.player2);
  if (!player1 || !player2) return null;
  const input: CalculatorInput = {
    federation,
    player1,
    player2,
    result,
  };
  if (!isAbsent(handicap)) {
    if (typeof handicap !== 'number' || !Number.isInteger(handicap)) return null;
    if (handicap < 0 || handicap > CALCULATOR_LIMITS.maxHandicap) return null;
    input.handicap = handicap;
  }
  if (!isAbsent(komi)) {
    if (typeof komi !== 'number' || !Number.isFinite(komi)) return null;
    input.komi = komi;
  }
  if (!isAbsent(date)) {
    if (typeof date !== 'string' || calculatorDate(date) === null) return null;
    input.date = date;
  }
  return input;
}
