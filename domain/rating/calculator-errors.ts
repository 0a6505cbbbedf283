import { CALCULATOR_LIMITS, calculatorDate } from './calculator';
import { isRatingSystemId } from './systems';
import { isRecord } from '../guards/is-record';

export type CalculatorField =
  | 'federation'
  | 'result'
  | 'player1.rating'
  | 'player1.deviation'
  | 'player2.rating'
  | 'player2.deviation'
  | 'handicap'
  | 'komi'
  | 'date';

export type CalculatorErrorCode =
  | 'unknownFederation'
  | 'unknownResult'
  | 'required'
  | 'notNumber'
  | 'ratingRange'
  | 'deviationRange'
  | 'handicapRange'
  | 'invalidDate';

/** Why one field of the calculator's input is refused; `min`/`max` for range messages. */
export interface CalculatorFieldError {
  field: CalculatorField;
  code: CalculatorErrorCode;
  min?: number;
  max?: number;
}

const RESULTS = ['player1', 'player2', 'tie'];

function isAbsent(x: unknown): boolean {
  return x === undefined || x === null;
}

function isNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

function playerErrors(x: unknown, side: 'player1' | 'player2'): CalculatorFieldError[] {
  const rating = isRecord(x) ? x.rating : undefined;
  const deviation = isRecord(x) ? x.deviation : undefined;
  const errors: CalculatorFieldError[] = [];
  const { minRating, maxRating, maxDeviation } = CALCULATOR_LIMITS;
  if (isAbsent(rating)) errors.push({ field: `${side}.rating`, code: 'required' });
  else if (!isNumber(rating)) errors.push({ field: `${side}.rating`, code: 'notNumber' });
  else if (rating < minRating || rating > maxRating) {
    errors.push({ field: `${side}.rating`, code: 'ratingRange', min: minRating, max: maxRating });
  }
  if (isAbsent(deviation)) return errors;
  if (!isNumber(deviation)) errors.push({ field: `${side}.deviation`, code: 'notNumber' });
  else if (deviation <= 0 || deviation > maxDeviation) {
    errors.push({ field: `${side}.deviation`, code: 'deviationRange', min: 0, max: maxDeviation });
  }
  return errors;
}

/**
 * Every reason validateCalculatorInput (calculator.ts) refuses an input, field by field, for
 * messages next to the fields. Empty exactly when validateCalculatorInput accepts the input.
 */
export function calculatorInputErrors(body: unknown): CalculatorFieldError[] {
  const input = isRecord(body) ? body : {};
  const errors: CalculatorFieldError[] = [];
  if (!isRatingSystemId(input.federation)) {
    errors.push({ field: 'federation', code: 'unknownFederation' });
  }
  if (!RESULTS.includes(input.result as string)) {
    errors.push({ field: 'result', code: 'unknownResult' });
  }
  errors.push(...playerErrors(input.player1, 'player1'), ...playerErrors(input.player2, 'player2'));
  const { handicap, komi, date } = input;
  if (!isAbsent(handicap)) {
    const { maxHandicap } = CALCULATOR_LIMITS;
    if (!isNumber(handicap)) errors.push({ field: 'handicap', code: 'notNumber' });
    else if (!Number.isInteger(handicap) || handicap < 0 || handicap > maxHandicap) {
      errors.push({ field: 'handicap', code: 'handicapRange', min: 0, max: maxHandicap });
    }
  }
  if (!isAbsent(komi) && !isNumber(komi)) errors.push({ field: 'komi', code: 'notNumber' });
  if (!isAbsent(date) && (typeof date !== 'string' || calculatorDate(date) === null)) {
    errors.push({ field: 'date', code: 'invalidDate' });
  }
  return errors;
}
