import { describe, expect, it } from 'vitest';
import { calculateGame, validateCalculatorInput, type CalculatorInput } from './calculator';

const rgfGame: CalculatorInput = {
  federation: 'rgf',
  player1: { rating: 2100, deviation: 100 },
  player2: { rating: 2200, deviation: 100 },
  result: 'player1',
};

describe('calculateGame', () => {
  it('rgf: 2100/100 beats 2200/100', () => {
    const { player1, player2 } = calculateGame(rgfGame);
    expect(player1.rating).toBeCloseTo(2144.603, 3);
    expect(player1.deviation).toBeCloseTo(91.917, 3);
    expect(player1.change).toBeCloseTo(44.603, 3);
    expect(player1.expected).toBeLessThan(0.5);
    expect(player1.expected + player2.expected).toBeCloseTo(1, 12);
    expect(player1.rankBefore).toBe('1d');
    expect(player1.rankAfter).toBe('1d');
    expect(player2.rankBefore).toBe('2d');
    expect(player2.change).toBeLessThan(0);
  });

  it('rgf: a missing deviation is S* of the rating', () => {
    const explicit = calculateGame({
      ...rgfGame,
      player1: { rating: 1800, deviation: 124 },
      player2: { rating: 1500, deviation: 148 },
    });
    const implicit = calculateGame({
      ...rgfGame,
      player1: { rating: 1800 },
      player2: { rating: 1500, deviation: null },
    });
    expect(implicit).toEqual(explicit);
  });

  it('egf: the published 2100 vs 2100 checks, with no deviation', () => {
    const base: CalculatorInput = {
      federation: 'egf',
      player1: { rating: 2100 },
      player2: { rating: 2100 },
      result: 'player1',
    };
    const win = calculateGame(base);
    expect(win.player1.rating).toBeCloseTo(2109.306, 3);
    expect(win.player2.rating).toBeCloseTo(2091.725, 3);
    expect(win.player1.expected).toBeCloseTo(0.5, 12);
    expect(win.player1.deviation).toBeNull();
    const tie = calculateGame({ ...base, result: 'tie' });
    expect(tie.player1.rating).toBeCloseTo(2100.516, 3);
    expect(tie.player2.rating).toBeCloseTo(2100.516, 3);
  });

  it('egf: player 1 gives the handicap stones to player 2', () => {
    const out = calculateGame({
      federation: 'egf',
      player1: { rating: 600 },
      player2: { rating: 39.888 },
      result: 'player1',
      handicap: 3,
      komi: 0.5,
    });
    expect(out.player1.change).toBeCloseTo(24.739, 3);
    expect(out.player2.change).toBeCloseTo(-22.052, 3);
    expect(out.player2.rankBefore).toBe('28k');
  });

  it('egf with a date: GoR 2020 before 2021-01-01, GoR 2021 from then and without a date', () => {
    const base: CalculatorInput = {
      federation: 'egf',
      player1: { rating: 2100 },
      player2: { rating: 2100 },
      result: 'player1',
    };
    const old = calculateGame({ ...base, date: '2020-12-31' });
    expect(old.player1.change).toBeCloseTo(24 * 0.508, 12);
    expect(old.player2.change).toBeCloseTo(-24 * 0.492, 12);
    expect(old.player1.expected).toBeCloseTo(0.492, 12);
    expect(calculateGame({ ...base, date: '2021-01-01' })).toEqual(calculateGame(base));
    expect(calculateGame(base).player1.rating).toBeCloseTo(2109.306, 3);
    const rgfOld = calculateGame({ ...rgfGame, date: '2015-05-01' });
    expect(rgfOld).toEqual(calculateGame(rgfGame));
  });

  it('glicko2: defaults the deviation to 350 and moves the winner up', () => {
    const out = calculateGame({
      federation: 'glicko2',
      player1: { rating: 1500 },
      player2: { rating: 1500, deviation: 350 },
      result: 'player2',
    });
    expect(out.player1.expected).toBeCloseTo(0.5, 12);
    expect(out.player1.change).toBeCloseTo(-out.player2.change, 9);
    expect(out.player2.change).toBeGreaterThan(0);
    expect(out.player2.deviation).toBeLessThan(350);
  });
});

describe('validateCalculatorInput', () => {
  const valid = {
    federation: 'rgf',
    player1: { rating: 2100, deviation: 100 },
    player2: { rating: 2200 },
    result: 'tie',
    handicap: 2,
    komi: 0.5,
  };

  it('accepts a valid body and keeps only the known fields', () => {
    expect(validateCalculatorInput({ ...valid, extra: 1 })).toEqual({
      federation: 'rgf',
      player1: { rating: 2100, deviation: 100 },
      player2: { rating: 2200, deviation: null },
      result: 'tie',
      handicap: 2,
      komi: 0.5,
    });
  });

  it('accepts the bounds and missing optional fields', () => {
    const body = {
      federation: 'egf',
      player1: { rating: -1000, deviation: null },
      player2: { rating: 3000, deviation: 1000 },
      result: 'player2',
      handicap: null,
    };
    expect(validateCalculatorInput(body)).toEqual({
      federation: 'egf',
      player1: { rating: -1000, deviation: null },
      player2: { rating: 3000, deviation: 1000 },
      result: 'player2',
    });
    expect(validateCalculatorInput({ ...valid, handicap: 9 })).not.toBeNull();
    expect(validateCalculatorInput({ ...valid, date: '2016-02-29' })?.date).toBe('2016-02-29');
    expect(validateCalculatorInput({ ...valid, date: null })).not.toHaveProperty('date');
    expect(validateCalculatorInput({ ...valid, handicap: 0 })).not.toBeNull();
  });

  it.each([
    ['rating 3001', { ...valid, player1: { rating: 3001 } }],
    ['rating -1001', { ...valid, player2: { rating: -1001 } }],
    ['rating as text', { ...valid, player1: { rating: '2100' } }],
    ['rating NaN', { ...valid, player1: { rating: Number.NaN } }],
    ['missing player', { ...valid, player2: undefined }],
    ['unknown federation', { ...valid, federation: 'elo' }],
    ['missing federation', { ...valid, federation: undefined }],
    ['bad result', { ...valid, result: 'draw' }],
    ['negative handicap', { ...valid, handicap: -1 }],
    ['handicap 10', { ...valid, handicap: 10 }],
    ['fractional handicap', { ...valid, handicap: 1.5 }],
    ['zero deviation', { ...valid, player1: { rating: 2100, deviation: 0 } }],
    ['deviation 1001', { ...valid, player1: { rating: 2100, deviation: 1001 } }],
    ['infinite komi', { ...valid, komi: Number.POSITIVE_INFINITY }],
    ['komi as text', { ...valid, komi: '6.5' }],
    ['date not a day', { ...valid, date: '2020-02-30' }],
    ['date with a time', { ...valid, date: '2020-02-03T00:00:00Z' }],
    ['date as number', { ...valid, date: 20200203 }],
    ['date in another form', { ...valid, date: '03.02.2020' }],
  ])('rejects %s', (_name, body) => {
    expect(validateCalculatorInput(body)).toBeNull();
  });

  it.each([null, undefined, 'rgf', 42, []])('rejects a body of %j', (body) => {
    expect(validateCalculatorInput(body)).toBeNull();
  });
});
