import { describe, expect, it } from 'vitest';
import { calculateGame } from '@domain/rating/calculator';
import {
  calculate,
  calculatorFormParams,
  parseCalculatorForm,
  type CalculatorForm,
  type RatedPlayer,
} from './calculator-form';

function typed(rating: string, deviation = ''): CalculatorForm['sides'][number] {
  return { mode: 'rating', playerId: null, rating, deviation };
}

const form: CalculatorForm = {
  federation: 'rgf',
  sides: [typed('2100', '100'), typed('2200', '100')],
  result: 'player1',
  handicap: 0,
  giver: 1,
  date: '',
};

const player = (overrides: Partial<RatedPlayer>): RatedPlayer => ({
  id: 1,
  rgfRating: null,
  rgfDeviation: null,
  egfRating: null,
  glickoRating: null,
  glickoDeviation: null,
  ...overrides,
});

describe('calculator form', () => {
  it('gives the numbers of the domain calculator (RATINGS.md check)', () => {
    const { errors, outcome } = calculate(form, [null, null]);
    expect(errors).toEqual([]);
    expect(outcome?.[0].rating).toBeCloseTo(2144.603, 3);
    expect(outcome?.[0].deviation).toBeCloseTo(91.917, 3);
    expect(outcome?.[0]).toMatchObject({ ratingBefore: 2100, deviationBefore: 100 });
    expect(outcome?.[1].change).toBeLessThan(0);
  });

  it('uses a picked player’s rating in the chosen system', () => {
    const picked = player({ id: 7, egfRating: 2100 });
    const side = { mode: 'player' as const, playerId: 7, rating: '', deviation: '' };
    const { outcome } = calculate(
      { ...form, federation: 'egf', sides: [side, typed('2100')], result: 'player1' },
      [picked, null],
    );
    expect(outcome?.[0].rating).toBeCloseTo(2109.306, 3);
    expect(calculate({ ...form, sides: [side, typed('2100')] }, [picked, null]).errors).toEqual([
      { field: 'player1.rating', code: 'noRating' },
    ]);
    expect(calculate({ ...form, sides: [side, typed('2100')] }, [undefined, null]).errors).toEqual([
      { field: 'player1.rating', code: 'choosePlayer' },
    ]);
  });

  it('rates stones given by player 2 as the mirrored game', () => {
    const { outcome } = calculate(
      {
        ...form,
        federation: 'egf',
        sides: [typed('39.888'), typed('600')],
        result: 'player2',
        handicap: 3,
        giver: 2,
      },
      [null, null],
    );
    const mirrored = calculateGame({
      federation: 'egf',
      player1: { rating: 600 },
      player2: { rating: 39.888 },
      result: 'player1',
      handicap: 3,
    });
    expect(outcome?.[1].change).toBeCloseTo(mirrored.player1.change, 9);
    expect(outcome?.[0].change).toBeCloseTo(mirrored.player2.change, 9);
    expect(outcome?.[1].change).toBeCloseTo(24.739, 3);
  });

  it('rates egf with the formula in force on the date of the game, offline', () => {
    const even: CalculatorForm = {
      ...form,
      federation: 'egf',
      sides: [typed('2100'), typed('2100')],
    };
    const old = calculate({ ...even, date: '2020-12-31' }, [null, null]);
    expect(old.errors).toEqual([]);
    expect(old.outcome?.[0].change).toBeCloseTo(24 * 0.508, 9);
    expect(old.outcome?.[1].change).toBeCloseTo(-24 * 0.492, 9);
    const today = calculate(even, [null, null]).outcome;
    expect(today?.[0].change).toBeCloseTo(9.306, 3);
    expect(calculate({ ...even, date: '2021-01-01' }, [null, null]).outcome).toEqual(today);
    expect(calculate({ ...even, date: '2020-02-30' }, [null, null])).toEqual({
      errors: [{ field: 'date', code: 'invalidDate' }],
      outcome: null,
    });
    // the date is an egf field: other systems ignore it
    expect(calculate({ ...form, date: '2020-02-30' }, [null, null]).errors).toEqual([]);
  });

  it('reports the domain’s reasons for refused fields', () => {
    const { errors, outcome } = calculate({ ...form, sides: [typed('abc'), typed('4000', '0')] }, [
      null,
      null,
    ]);
    expect(outcome).toBeNull();
    expect(errors).toEqual([
      { field: 'player1.rating', code: 'notNumber' },
      { field: 'player2.rating', code: 'ratingRange', min: -1000, max: 3000 },
      { field: 'player2.deviation', code: 'deviationRange', min: 0, max: 1000 },
    ]);
    expect(calculate({ ...form, sides: [typed(''), typed('')] }, [null, null]).errors).toEqual([
      { field: 'player1.rating', code: 'required' },
      { field: 'player2.rating', code: 'required' },
    ]);
  });

  it('keeps the form in the URL and reads it back', () => {
    const linked: CalculatorForm = {
      federation: 'glicko2',
      sides: [{ mode: 'player', playerId: 12, rating: '', deviation: '' }, typed('1800', '80')],
      result: 'tie',
      handicap: 2,
      giver: 2,
      date: '2019-04-01',
    };
    const params = calculatorFormParams(linked);
    expect(params.toString()).toBe(
      'fed=glicko2&p1=12&r2=1800&d2=80&res=tie&h=2&giver=2&date=2019-04-01',
    );
    expect(parseCalculatorForm(params)).toEqual(linked);
    expect(parseCalculatorForm(new URLSearchParams('p1=3&p2=4'))).toMatchObject({
      sides: [
        { mode: 'player', playerId: 3 },
        { mode: 'player', playerId: 4 },
      ],
    });
    expect(parseCalculatorForm(new URLSearchParams('h=12&fed=x&res=?'))).toMatchObject({
      federation: 'rgf',
      handicap: 0,
      result: 'player1',
    });
  });
});
