import { describe, expect, it } from 'vitest';
import { glicko2 } from './glicko2';
import type { RatedGame, RatingState } from './types';

const state = (rating: number, deviation: number, volatility = 0.06): RatingState => ({
  rating,
  deviation,
  volatility,
});

const game = (opponent: RatingState, score: 1 | 0.5 | 0, handicap = 0): RatedGame => ({
  opponent,
  score,
  handicap,
});

describe('glicko2', () => {
  it("matches Glickman's example: 1464.05 / 151.52 / 0.059996", () => {
    const after = glicko2.rateTournament(
      state(1500, 200),
      [game(state(1400, 30), 1), game(state(1550, 100), 0), game(state(1700, 300), 0)],
      {},
    );
    expect(Math.abs(after.rating - 1464.05)).toBeLessThan(0.01);
    expect(Math.abs((after.deviation ?? 0) - 151.52)).toBeLessThan(0.01);
    expect(after.volatility).toBeCloseTo(0.059996, 6);
  });

  it('gives the expected score of the standard E function', () => {
    const g = 1 / Math.sqrt(1 + (3 * (30 / 173.7178) ** 2) / Math.PI ** 2);
    const e = 1 / (1 + Math.exp((-g * 100) / 173.7178));
    expect(glicko2.expectedScore(state(1500, 200), state(1400, 30), 0)).toBeCloseTo(e, 12);
  });

  it('raises the receiver inside E by 100 (h - 0.5)', () => {
    expect(glicko2.expectedScore(state(1500, 200), state(1750, 200), 3)).toBeCloseTo(0.5, 12);
    expect(glicko2.expectedScore(state(1750, 200), state(1500, 200), -3)).toBeCloseTo(0.5, 12);
  });

  it('starts newcomers on the rgf rank scale with RD 350 and volatility 0.06', () => {
    expect(glicko2.newcomer('1d')).toEqual(state(2100, 350));
    expect(glicko2.newcomer('10k')).toEqual(state(1350, 350));
    expect(glicko2.newcomer(null)).toEqual(state(600, 350));
    expect(glicko2.newcomer('1d', 1777)).toEqual(state(1777, 350));
  });

  it('fills missing deviation and volatility with the defaults', () => {
    const bare: RatingState = { rating: 1500, deviation: null, volatility: null };
    const opponent: RatingState = { rating: 1600, deviation: null, volatility: null };
    expect(glicko2.rateTournament(bare, [game(opponent, 1)], {})).toEqual(
      glicko2.rateTournament(state(1500, 350), [game(state(1600, 350), 1)], {}),
    );
  });

  it('ignores inactivity and keeps the state without games', () => {
    const s = state(1500, 200);
    expect(glicko2.afterInactivity(s, 24)).toEqual(s);
    expect(glicko2.rateTournament(s, [], {})).toEqual(s);
  });
});
