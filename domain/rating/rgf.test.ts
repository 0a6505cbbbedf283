import { describe, expect, it } from 'vitest';
import { rgf, RGF_CONSTANTS, rgfExpectedScore, rgfMaxDeviation, rgfMinDynamics } from './rgf';
import type { RatedGame, RatingState } from './types';

const state = (rating: number, deviation: number | null = null): RatingState => ({
  rating,
  deviation,
  volatility: null,
});

const game = (opponent: RatingState, score: 1 | 0.5 | 0, handicap = 0): RatedGame => ({
  opponent,
  score,
  handicap,
});

describe('rgf published checks', () => {
  it('2100/100 beats 2200/100 even: R 2144.603, S 91.917', () => {
    const after = rgf.rateTournament(state(2100, 100), [game(state(2200, 100), 1)], {});
    expect(after.rating).toBeCloseTo(2144.603, 3);
    expect(after.deviation).toBeCloseTo(91.917, 3);
    expect(after.volatility).toBeNull();
  });

  it('inactivity 1800/70 for 12 months: S* 124, S_t 105.762', () => {
    expect(rgfMaxDeviation(1800)).toBe(124);
    const after = rgf.afterInactivity(state(1800, 70), 12);
    expect(after.rating).toBe(1800);
    expect(after.deviation).toBeCloseTo(105.762, 3);
  });
});

describe('rgf building blocks', () => {
  it('S* runs from 220 at 20k to 100 at 1d, rounded half up and clamped', () => {
    expect(rgfMaxDeviation(600)).toBe(220);
    expect(rgfMaxDeviation(2100)).toBe(100);
    expect(rgfMaxDeviation(2200)).toBe(100);
    expect(rgfMaxDeviation(0)).toBe(220);
    // 220 - 12.5 x 120 / 1500 = 219 exactly; 220 - 6.25 x 0.08 = 219.5 rounds up to 220
    expect(rgfMaxDeviation(612.5)).toBe(219);
    expect(rgfMaxDeviation(606.25)).toBe(220);
  });

  it('Kmin runs from 70 at 20k to 10 at 1d and never drops below 10', () => {
    expect(rgfMinDynamics(600)).toBe(70);
    expect(rgfMinDynamics(1350)).toBeCloseTo(40, 12);
    expect(rgfMinDynamics(2100)).toBe(10);
    expect(rgfMinDynamics(2700)).toBe(10);
  });

  it('expected score uses D_j from 1d and the fixed 1000 below', () => {
    const b = 1 / Math.sqrt(1 + 3 / (Math.PI * Math.PI));
    expect(rgfExpectedScore(2100, 2200, 100, 0)).toBeCloseTo(
      0.5 - (100 * b) / Math.sqrt(725000),
      12,
    );
    expect(rgfExpectedScore(1500, 1600, 140, 0)).toBeCloseTo(0.5 - (100 * b) / 1000, 12);
    expect(rgfExpectedScore(1000, 2900, 100, 0)).toBe(0);
  });

  it('counts a handicap as 75 points per stone for the receiver', () => {
    expect(RGF_CONSTANTS.handicapStonePoints).toBe(75);
    const even = rgf.expectedScore(state(1500, 100), state(1725, 100), 0);
    const withStones = rgf.expectedScore(state(1500, 100), state(1725, 100), 3);
    const giving = rgf.expectedScore(state(1725, 100), state(1500, 100), -3);
    expect(even).toBeLessThan(0.5);
    expect(withStones).toBeCloseTo(0.5, 12);
    expect(giving).toBeCloseTo(0.5, 12);
  });

  it('defaults a missing deviation to S*', () => {
    const withNull = rgf.rateTournament(state(1500), [game(state(1600), 1)], {});
    const explicit = rgf.rateTournament(
      state(1500, rgfMaxDeviation(1500)),
      [game(state(1600, rgfMaxDeviation(1600)), 1)],
      {},
    );
    expect(withNull).toEqual(explicit);
  });
});

describe('rgf weak players', () => {
  const loss = (r: number): RatingState =>
    rgf.rateTournament(state(r, 200), [game(state(r + 100, 200), 0)], {});

  it('reduces losses between 100 and 300 linearly and stops them at 100', () => {
    const at200 = loss(200);
    const unreduced = rgf.rateTournament(state(1000, 200), [game(state(1100, 200), 0)], {});
    expect(at200.rating).toBeLessThan(200);
    expect(loss(100).rating).toBe(100);
    expect(loss(50).rating).toBe(50);
    expect(unreduced.rating).toBeLessThan(1000);
  });

  it('keeps the deviation from the unreduced factor', () => {
    const after = loss(200);
    const sMax = rgfMaxDeviation(200);
    const kd = (after.deviation ?? 0) ** 2 / sMax;
    const weight = 1 / Math.sqrt(1 + 3 * (200 / (Math.PI * rgfMaxDeviation(300))) ** 2);
    const dn = weight * (0 - rgfExpectedScore(200, 300, 200, 0));
    expect(after.rating - 200).toBeCloseTo(0.5 * kd * dn, 10);
    expect(loss(100).deviation).toBeCloseTo(after.deviation ?? 0, 10);
  });

  it('lets a rating below 100 go up', () => {
    expect(
      rgf.rateTournament(state(50, 200), [game(state(150, 200), 1)], {}).rating,
    ).toBeGreaterThan(50);
  });
});

describe('rgf newcomers and inactivity', () => {
  it('starts from the declared rating, else the rank, else 20k, with S = S*', () => {
    expect(rgf.newcomer('3d', 1234)).toEqual({
      rating: 1234,
      deviation: 220 - Math.round(634 * 0.08),
      volatility: null,
    });
    expect(rgf.newcomer('1d')).toEqual({ rating: 2100, deviation: 100, volatility: null });
    expect(rgf.newcomer('10k')).toEqual({ rating: 1350, deviation: 160, volatility: null });
    expect(rgf.newcomer(null)).toEqual({ rating: 600, deviation: 220, volatility: null });
    expect(rgf.newcomer('junk', null)).toEqual({ rating: 600, deviation: 220, volatility: null });
  });

  it('leaves the deviation alone after no time and reaches S* after long absence', () => {
    expect(rgf.afterInactivity(state(1800, 70), 0).deviation).toBeCloseTo(70, 12);
    expect(rgf.afterInactivity(state(1800, 70), 1000).deviation).toBeCloseTo(124, 12);
  });

  it('returns the state for a tournament without games', () => {
    expect(rgf.rateTournament(state(1800, 70), [], {})).toEqual(state(1800, 70));
  });

  it('stays finite for two players at R_max', () => {
    const after = rgf.rateTournament(state(3000, 100), [game(state(3000, 100), 0.5)], {});
    expect(after.rating).toBe(3000);
    expect(Number.isFinite(after.deviation)).toBe(true);
  });
});
