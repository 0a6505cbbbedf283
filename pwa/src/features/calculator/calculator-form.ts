import {
  CALCULATOR_LIMITS,
  calculateGame,
  calculatorSystem,
  validateCalculatorInput,
  type CalculatorInput,
  type CalculatorPlayerOutput,
} from '@domain/rating/calculator';
import {
  calculatorInputErrors,
  type CalculatorErrorCode,
  type CalculatorFieldError,
} from '@domain/rating/calculator-errors';
import { isRatingSystemId } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { ratingOf, type CurrentRatings } from '@sync/rating-of';

export type SideMode = 'player' | 'rating';
export type Result = CalculatorInput['result'];

export interface SideForm {
  mode: SideMode;
  /** the chosen player (mode 'player') */
  playerId: number | null;
  /** typed values (mode 'rating'), as typed */
  rating: string;
  deviation: string;
}

/** The calculator's form, as kept in the URL (?fed=&p1=&r2=&d2=&res=&h=&giver=&date=). */
export interface CalculatorForm {
  federation: RatingSystemId;
  sides: [SideForm, SideForm];
  result: Result;
  /** handicap stones, 0 for an even game */
  handicap: number;
  /** who gives the stones */
  giver: 1 | 2;
  /** the day of the game (YYYY-MM-DD) for egf, whose formula changed in 2021; '' for today's */
  date: string;
}

/** What the calculator needs of a picked player: the current ratings of the replicated row. */
export interface RatedPlayer extends CurrentRatings {
  id: number;
}

const RESULTS: readonly Result[] = ['player1', 'player2', 'tie'];

function readId(text: string | null): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  return Number(text) > 0 ? Number(text) : null;
}

function readSide(params: URLSearchParams, n: 1 | 2): SideForm {
  const playerId = readId(params.get(`p${n}`));
  const rating = params.get(`r${n}`) ?? '';
  const deviation = params.get(`d${n}`) ?? '';
  const mode = params.get(`m${n}`);
  return {
    mode: mode === 'player' || mode === 'rating' ? mode : playerId !== null ? 'player' : 'rating',
    playerId,
    rating,
    deviation,
  };
}

export function parseCalculatorForm(params: URLSearchParams): CalculatorForm {
  const federation = params.get('fed');
  const result = params.get('res');
  const handicap = Number(params.get('h') ?? 0);
  return {
    federation: isRatingSystemId(federation) ? federation : 'rgf',
    sides: [readSide(params, 1), readSide(params, 2)],
    result: RESULTS.find((r) => r === result) ?? 'player1',
    handicap:
      Number.isInteger(handicap) && handicap >= 0 && handicap <= CALCULATOR_LIMITS.maxHandicap
        ? handicap
        : 0,
    giver: params.get('giver') === '2' ? 2 : 1,
    date: params.get('date') ?? '',
  };
}

export function calculatorFormParams(form: CalculatorForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.federation !== 'rgf') params.set('fed', form.federation);
  form.sides.forEach((side, i) => {
    const n = i + 1;
    if (side.mode === 'player') {
      if (side.playerId !== null) params.set(`p${n}`, String(side.playerId));
      else params.set(`m${n}`, 'player');
    } else {
      if (side.rating) params.set(`r${n}`, side.rating);
      if (side.deviation) params.set(`d${n}`, side.deviation);
    }
  });
  if (form.result !== 'player1') params.set('res', form.result);
  if (form.handicap > 0) {
    params.set('h', String(form.handicap));
    if (form.giver === 2) params.set('giver', '2');
  }
  if (form.date) params.set('date', form.date);
  return params;
}

/** The player's rating and deviation in the system (sync's ratingOf, by its calculator name). */
export const playerRatingIn = ratingOf;

function typedNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.replace(',', '.'));
}

export type SideErrorCode = CalculatorErrorCode | 'choosePlayer' | 'noRating';

export interface SideValues {
  body: { rating?: number; deviation?: number | null };
  /** a problem found before the domain rules: no player chosen, or no rating in the system */
  error: SideErrorCode | null;
}

function sideValues(
  side: SideForm,
  player: RatedPlayer | null | undefined,
  federation: RatingSystemId,
): SideValues {
  if (side.mode === 'rating') {
    // EGF GoR has no deviation: a value typed for another system is not sent.
    const deviation = federation === 'egf' ? undefined : typedNumber(side.deviation);
    return { body: { rating: typedNumber(side.rating), deviation }, error: null };
  }
  if (!player) return { body: {}, error: 'choosePlayer' };
  const current = ratingOf(player, federation);
  if (!current) return { body: {}, error: 'noRating' };
  return { body: current, error: null };
}

export interface SideOutcome extends CalculatorPlayerOutput {
  ratingBefore: number;
  /** the deviation the system used: the given one, or its default at that rating */
  deviationBefore: number | null;
}

/** A refused field: the domain's reasons, plus 'choosePlayer' and 'noRating' for picked players. */
export interface CalculationError {
  field: CalculatorFieldError['field'];
  code: SideErrorCode;
  min?: number;
  max?: number;
}

export interface Calculation {
  errors: CalculationError[];
  outcome: [SideOutcome, SideOutcome] | null;
}

const SWAPPED_RESULT: Record<Result, Result> = {
  player1: 'player2',
  player2: 'player1',
  tie: 'tie',
};

/**
 * Validates the form with the domain's rules (the same as POST /rating/calculate) and rates the
 * game with the same function. Stones given by player 2 are rated as the same game seen from the
 * other side (the domain's handicap is always given by player 1).
 */
export function calculate(
  form: CalculatorForm,
  players: [RatedPlayer | null | undefined, RatedPlayer | null | undefined],
): Calculation {
  const values = form.sides.map((side, i) => sideValues(side, players[i], form.federation));
  const sideErrors = values.flatMap((v, i): CalculationError[] =>
    v.error ? [{ field: i === 0 ? 'player1.rating' : 'player2.rating', code: v.error }] : [],
  );
  const body = {
    federation: form.federation,
    player1: values[0].body,
    player2: values[1].body,
    result: form.result,
    handicap: form.handicap,
    // only egf's formula depends on the date; the field is shown for egf alone
    date: form.federation === 'egf' && form.date ? form.date : undefined,
  };
  const domainErrors = calculatorInputErrors(body).filter(
    (error) => !sideErrors.some((side) => side.field === error.field),
  );
  if (sideErrors.length > 0 || domainErrors.length > 0) {
    return { errors: [...sideErrors, ...domainErrors], outcome: null };
  }
  const swap = form.handicap > 0 && form.giver === 2;
  const input = validateCalculatorInput(
    swap
      ? {
          ...body,
          player1: body.player2,
          player2: body.player1,
          result: SWAPPED_RESULT[body.result],
        }
      : body,
  );
  if (!input) return { errors: [{ field: 'result', code: 'unknownResult' }], outcome: null };
  const output = calculateGame(input);
  const [first, second] = swap
    ? [output.player2, output.player1]
    : [output.player1, output.player2];
  const system = calculatorSystem(input);
  const before = (v: SideValues) => {
    const rating = v.body.rating ?? 0;
    return {
      ratingBefore: rating,
      deviationBefore: v.body.deviation ?? system.newcomer(null, rating).deviation,
    };
  };
  return {
    errors: [],
    outcome: [
      { ...first, ...before(values[0]) },
      { ...second, ...before(values[1]) },
    ],
  };
}
