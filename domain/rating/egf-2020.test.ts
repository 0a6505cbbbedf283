import { describe, expect, it } from 'vitest';
import { egf } from './egf';
import { egf2020, egf2020A, egf2020Con, EGF_2020_CONSTANTS } from './egf-2020';
import { egfFormulaFor, GOR_2021_FROM } from './egf-formula';
import { getRatingSystem, ratingSystemAt } from './systems';
import type { RatedGame, RatingState } from './types';

const state = (rating: number): RatingState => ({ rating, deviation: null, volatility: null });

const game = (opponent: number, score: 1 | 0.5 | 0, handicap = 0): RatedGame => ({
  opponent: state(opponent),
  score,
  handicap,
});

const change = (r: number, opponent: number, score: 1 | 0.5 | 0, handicap = 0) =>
  egf2020.rateTournament(state(r), [game(opponent, score, handicap)], {}).rating - r;

const se = (r: number, opponent: number, handicap = 0) =>
  egf2020.expectedScore(state(r), state(opponent), handicap);

/** The EGF's published con table, 100 to 2700 in steps of 100. */
const PUBLISHED_CON: [number, number][] = [
  [100, 116],
  [200, 110],
  [300, 105],
  [400, 100],
  [500, 95],
  [600, 90],
  [700, 85],
  [800, 80],
  [900, 75],
  [1000, 70],
  [1100, 65],
  [1200, 60],
  [1300, 55],
  [1400, 51],
  [1500, 47],
  [1600, 43],
  [1700, 39],
  [1800, 35],
  [1900, 31],
  [2000, 27],
  [2100, 24],
  [2200, 21],
  [2300, 18],
  [2400, 15],
  [2500, 13],
  [2600, 11],
  [2700, 10],
];

describe('egf 2020 published tables', () => {
  it('con: 116 at 100 ... 10 at 2700', () => {
    for (const [rating, con] of PUBLISHED_CON) expect(egf2020Con(rating)).toBeCloseTo(con, 12);
  });

  it('con is interpolated linearly and held at the ends', () => {
    expect(egf2020Con(150)).toBeCloseTo(113, 12);
    expect(egf2020Con(1350)).toBeCloseTo(53, 12);
    expect(egf2020Con(2075)).toBeCloseTo(24.75, 12);
    expect(egf2020Con(2650)).toBeCloseTo(10.5, 12);
    expect(egf2020Con(50)).toBe(116);
    expect(egf2020Con(3000)).toBe(10);
  });

  it('a = 200 - (R - 100) / 20: 200 at 100, 195 at 200, 70 at 2700 and above', () => {
    expect(egf2020A(100)).toBe(200);
    expect(egf2020A(200)).toBe(195);
    expect(egf2020A(300)).toBe(190);
    expect(egf2020A(2100)).toBe(100);
    expect(egf2020A(2700)).toBe(70);
    expect(egf2020A(2900)).toBe(70);
  });

  it("the weaker player's chances against 25 ... 500 points stronger (the EGF's table)", () => {
    // rows 100 (a 200), 200 (a 195) and 300 (a 190) of the published winning percentages
    expect(se(100, 125) * 100).toBeCloseTo(46.9, 1);
    expect(se(100, 200) * 100).toBeCloseTo(37.8, 1);
    expect(se(100, 600) * 100).toBeCloseTo(7.6, 1);
    expect(se(200, 225) * 100).toBeCloseTo(46.8, 1);
    expect(se(200, 300) * 100).toBeCloseTo(37.5, 1);
    expect(se(200, 700) * 100).toBeCloseTo(7.1, 1);
    expect(se(300, 325) * 100).toBeCloseTo(46.7, 1);
    expect(se(300, 350) * 100).toBeCloseTo(43.5, 1);
  });

  it('Se = 1 / (e^(D/a) + 1) for the weaker, 1 - 0.016 - that for the stronger', () => {
    const weaker = 1 / (Math.exp(200 / egf2020A(1000)) + 1);
    expect(se(1000, 1200)).toBeCloseTo(weaker, 12);
    expect(se(1200, 1000)).toBeCloseTo(1 - 0.016 - weaker, 12);
    expect(EGF_2020_CONSTANTS.epsilon).toBe(0.016);
  });

  it('at equal ratings each expects (1 - 0.016) / 2', () => {
    expect(se(1500, 1500)).toBeCloseTo(0.492, 12);
  });
});

describe('egf 2020 rating changes', () => {
  it('con (Sa - Se) from the starting rating, no bonus', () => {
    const weaker = 1 / (Math.exp(200 / 155) + 1);
    expect(change(1000, 1200, 1)).toBeCloseTo(70 * (1 - weaker), 12);
    expect(change(1200, 1000, 0)).toBeCloseTo(-60 * (1 - 0.016 - weaker), 12);
    expect(change(2100, 2100, 1)).toBeCloseTo(24 * 0.508, 12);
    expect(change(2100, 2100, 0)).toBeCloseTo(-24 * 0.492, 12);
    expect(change(2100, 2100, 0.5)).toBeCloseTo(24 * 0.008, 12);
  });

  it('sums the games of a tournament, all from the starting rating', () => {
    const games = [game(1200, 1), game(900, 0), game(1000, 0.5)];
    const after = egf2020.rateTournament(state(1000), games, {}).rating;
    const sum = change(1000, 1200, 1) + change(1000, 900, 0) + change(1000, 1000, 0.5);
    expect(after - 1000).toBeCloseTo(sum, 12);
  });

  it('weights the change by the tournament class', () => {
    const weighted = (tournamentClass: string) =>
      egf2020.rateTournament(state(1500), [game(1600, 1)], { tournamentClass }).rating - 1500;
    expect(weighted('B')).toBeCloseTo(0.75 * weighted('A'), 12);
    expect(weighted('C')).toBeCloseTo(0.5 * weighted('A'), 12);
  });

  it('never goes below 100, nor starts below it', () => {
    expect(change(110, 110, 0)).toBe(-10);
    expect(egf2020.newcomer('25k').rating).toBe(100);
    expect(egf2020.newcomer(null, 40).rating).toBe(100);
    expect(egf2020.newcomer('5k', 1612.5)).toEqual(state(1612.5));
    expect(egf2020.newcomer('1d')).toEqual(state(2100));
  });

  it('raises the receiver of h stones by 100 (h - 0.5), in D and in a', () => {
    expect(se(1000, 1250, 3)).toBeCloseTo(0.492, 12);
    expect(se(1250, 1000, -3)).toBeCloseTo(0.492, 12);
    const receiver = 1 / (Math.exp(150 / egf2020A(1150)) + 1);
    expect(se(1000, 1300, 2)).toBeCloseTo(receiver, 12);
    expect(se(1300, 1000, -2)).toBeCloseTo(1 - 0.016 - receiver, 12);
  });

  it('has no deviation and ignores inactivity', () => {
    expect(egf2020.afterInactivity(state(1500), 120)).toEqual(state(1500));
    expect(egf2020.rateTournament(state(1500), [game(1500, 1)], {}).deviation).toBeNull();
  });
});

describe('the EGF formula in force on a date', () => {
  it('is GoR 2020 until 2020-12-31 and GoR 2021 from 2021-01-01', () => {
    expect(GOR_2021_FROM).toBe(Date.parse('2021-01-01T00:00:00Z'));
    expect(egfFormulaFor(Date.parse('2015-06-01T00:00:00Z'))).toBe(egf2020);
    expect(egfFormulaFor(Date.parse('2020-12-31T00:00:00Z'))).toBe(egf2020);
    expect(egfFormulaFor(Date.parse('2021-01-01T00:00:00Z'))).toBe(egf);
    expect(egfFormulaFor(Date.parse('2026-03-01T00:00:00Z'))).toBe(egf);
  });

  it('changes only egf; rgf and glicko2 are the same at every date', () => {
    const old = Date.parse('2010-01-01T00:00:00Z');
    expect(ratingSystemAt('egf', old)).toBe(egf2020);
    expect(ratingSystemAt('rgf', old)).toBe(getRatingSystem('rgf'));
    expect(ratingSystemAt('glicko2', old)).toBe(getRatingSystem('glicko2'));
    expect(ratingSystemAt('egf', GOR_2021_FROM)).toBe(getRatingSystem('egf'));
  });
});
