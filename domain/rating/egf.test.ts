import { describe, expect, it } from 'vitest';
import { egf, egfClassWeight, egfRatingForRank } from './egf';
import type { RatedGame, RatingState } from './types';

const state = (rating: number): RatingState => ({ rating, deviation: null, volatility: null });

const game = (opponent: number, score: 1 | 0.5 | 0, handicap = 0): RatedGame => ({
  opponent: state(opponent),
  score,
  handicap,
});

const rateOne = (r: number, opponent: number, score: 1 | 0.5 | 0, handicap = 0): number =>
  egf.rateTournament(state(r), [game(opponent, score, handicap)], {}).rating;

describe('egf published checks', () => {
  it('2100 vs 2100: win 2109.306, loss 2091.725, jigo 2100.516', () => {
    expect(rateOne(2100, 2100, 1)).toBeCloseTo(2109.306, 3);
    expect(rateOne(2100, 2100, 0)).toBeCloseTo(2091.725, 3);
    expect(rateOne(2100, 2100, 0.5)).toBeCloseTo(2100.516, 3);
  });

  it('950 beats 1200: 988.790 and 1173.168', () => {
    expect(rateOne(950, 1200, 1)).toBeCloseTo(988.79, 3);
    expect(rateOne(1200, 950, 0)).toBeCloseTo(1173.168, 3);
  });

  it('T191116B: W 1406.791 loses to B 1072.993 even: dW -25.373, dB +38.864', () => {
    expect(rateOne(1406.791, 1072.993, 0) - 1406.791).toBeCloseTo(-25.373, 3);
    expect(rateOne(1072.993, 1406.791, 1) - 1072.993).toBeCloseTo(38.864, 3);
  });

  it('T191116B: 3 stones, W 600.0 beats B 39.888: dW +24.739, dB -22.052', () => {
    expect(rateOne(600, 39.888, 1, -3) - 600).toBeCloseTo(24.739, 3);
    expect(rateOne(39.888, 600, 0, 3) - 39.888).toBeCloseTo(-22.052, 3);
  });
});

describe('egf tournaments', () => {
  it('sums con (Sa - Se) + bonus over the games, all from the starting rating', () => {
    const games = [game(2100, 1), game(2100, 0), game(2100, 0.5)];
    const after = egf.rateTournament(state(2100), games, {}).rating;
    const sum =
      rateOne(2100, 2100, 1) + rateOne(2100, 2100, 0) + rateOne(2100, 2100, 0.5) - 3 * 2100;
    expect(after - 2100).toBeCloseTo(sum, 10);
  });

  it('weights the change by the tournament class', () => {
    const change = (tournamentClass: string | null) =>
      egf.rateTournament(state(2100), [game(2100, 1)], { tournamentClass }).rating - 2100;
    const a = change('A');
    expect(change(null)).toBeCloseTo(a, 12);
    expect(change('B')).toBeCloseTo(0.75 * a, 12);
    expect(change('c')).toBeCloseTo(0.5 * a, 12);
    expect(change('D')).toBeCloseTo(0.25 * a, 12);
    expect(egfClassWeight('X')).toBe(1);
    expect(egfClassWeight(undefined)).toBe(1);
  });

  it('never goes below the floor of -900', () => {
    expect(rateOne(-895, -895, 0)).toBe(-900);
    expect(egf.newcomer(null, -1000).rating).toBe(-900);
  });

  it('has no deviation and ignores inactivity', () => {
    const s = state(1500);
    expect(egf.afterInactivity(s, 120)).toEqual(s);
    expect(egf.rateTournament(s, [game(1500, 1)], {}).deviation).toBeNull();
  });

  it('raises the receiver inside Se by 100 (h - 0.5)', () => {
    expect(egf.expectedScore(state(1000), state(1250), 3)).toBeCloseTo(0.5, 12);
    expect(egf.expectedScore(state(1250), state(1000), -3)).toBeCloseTo(0.5, 12);
    expect(egf.expectedScore(state(1000), state(1000), 0)).toBeCloseTo(0.5, 12);
  });
});

describe('egf newcomers', () => {
  it('uses the EGD grade scale: 20k = 100, 1k = 2000, 1d = 2100', () => {
    expect(egfRatingForRank('20k')).toBe(100);
    expect(egfRatingForRank('1k')).toBe(2000);
    expect(egfRatingForRank('1d')).toBe(2100);
    expect(egfRatingForRank('5d')).toBe(2500);
    expect(egfRatingForRank('1p')).toBe(2730);
  });

  it('prefers the declared GoR, then the rank, then 20k', () => {
    expect(egf.newcomer('5k', 1612.5)).toEqual(state(1612.5));
    expect(egf.newcomer('5k')).toEqual(state(1600));
    expect(egf.newcomer(null)).toEqual(state(100));
    expect(egf.newcomer('?', null)).toEqual(state(100));
  });
});
