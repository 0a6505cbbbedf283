import { describe, expect, it } from 'vitest';
import { validateCalculatorInput } from './calculator';
import { calculatorInputErrors } from './calculator-errors';

const valid = {
  federation: 'rgf',
  player1: { rating: 2100, deviation: 100 },
  player2: { rating: 2200 },
  result: 'player1',
};

describe('calculatorInputErrors', () => {
  it('finds nothing wrong in a valid input', () => {
    expect(calculatorInputErrors(valid)).toEqual([]);
    expect(calculatorInputErrors({ ...valid, handicap: 9, komi: 0.5 })).toEqual([]);
  });

  it('names each refused field and why', () => {
    expect(
      calculatorInputErrors({
        federation: 'aga',
        result: 'draw',
        player1: { rating: 3001, deviation: 0 },
        player2: { rating: 'x', deviation: 1001 },
        handicap: 2.5,
        komi: 'six',
        date: '2021-13-01',
      }),
    ).toEqual([
      { field: 'federation', code: 'unknownFederation' },
      { field: 'result', code: 'unknownResult' },
      { field: 'player1.rating', code: 'ratingRange', min: -1000, max: 3000 },
      { field: 'player1.deviation', code: 'deviationRange', min: 0, max: 1000 },
      { field: 'player2.rating', code: 'notNumber' },
      { field: 'player2.deviation', code: 'deviationRange', min: 0, max: 1000 },
      { field: 'handicap', code: 'handicapRange', min: 0, max: 9 },
      { field: 'komi', code: 'notNumber' },
      { field: 'date', code: 'invalidDate' },
    ]);
  });

  it('asks for missing ratings', () => {
    expect(calculatorInputErrors({ ...valid, player2: {} })).toEqual([
      { field: 'player2.rating', code: 'required' },
    ]);
    expect(calculatorInputErrors(null).map((e) => e.field)).toEqual([
      'federation',
      'result',
      'player1.rating',
      'player2.rating',
    ]);
  });

  it('agrees with validateCalculatorInput on which inputs are accepted', () => {
    const samples: unknown[] = [
      valid,
      null,
      [],
      'rgf',
      { ...valid, federation: 'glicko2' },
      { ...valid, federation: 'egf', result: 'tie' },
      { ...valid, result: 'player3' },
      { ...valid, player1: { rating: -1000 } },
      { ...valid, player1: { rating: -1000.5 } },
      { ...valid, player1: { rating: 3000, deviation: 1000 } },
      { ...valid, player1: { rating: 3000, deviation: -5 } },
      { ...valid, player1: { rating: Number.NaN } },
      { ...valid, player1: { rating: Infinity } },
      { ...valid, player1: { rating: 100, deviation: null } },
      { ...valid, player1: { rating: 100, deviation: '5' } },
      { ...valid, player1: 5 },
      { ...valid, handicap: 0 },
      { ...valid, handicap: 10 },
      { ...valid, handicap: -1 },
      { ...valid, handicap: '2' },
      { ...valid, handicap: null },
      { ...valid, komi: 6.5 },
      { ...valid, komi: Number.NaN },
      { ...valid, date: '2020-12-31' },
      { ...valid, date: '2020-12-32' },
      { ...valid, date: '2020-1-31' },
      { ...valid, date: 2020 },
      { ...valid, date: null },
    ];
    for (const sample of samples) {
      expect(calculatorInputErrors(sample).length === 0, JSON.stringify(sample)).toBe(
        validateCalculatorInput(sample) !== null,
      );
    }
  });
});
