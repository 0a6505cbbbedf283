import { describe, expect, it } from 'vitest';
import {
  GAME_RESULTS,
  outcomeFor,
  pointsForBlack,
  pointsForWhite,
  ratedScoreForBlack,
} from './game-result';

describe('game results', () => {
  it('rates only games that were played to the end', () => {
    expect(ratedScoreForBlack('black')).toBe(1);
    expect(ratedScoreForBlack('white')).toBe(0);
    expect(ratedScoreForBlack('jigo')).toBe(0.5);
    expect(ratedScoreForBlack('black_forfeit')).toBeNull();
    expect(ratedScoreForBlack('both_lose')).toBeNull();
    expect(ratedScoreForBlack('unplayed')).toBeNull();
  });

  it('gives standings points for forfeit wins and nothing for a double loss', () => {
    expect(pointsForBlack('black_forfeit')).toBe(1);
    expect(pointsForWhite('black_forfeit')).toBe(0);
    expect(pointsForBlack('both_lose') + pointsForWhite('both_lose')).toBe(0);
    expect(pointsForBlack('jigo') + pointsForWhite('jigo')).toBe(1);
  });

  it('mirrors outcomes between the colours', () => {
    for (const result of GAME_RESULTS) {
      const black = outcomeFor(result, 'black');
      const white = outcomeFor(result, 'white');
      if (result === 'unplayed') {
        expect([black, white]).toEqual([null, null]);
      } else if (result === 'both_lose') {
        expect([black, white]).toEqual(['loss', 'loss']);
      } else if (black === 'draw') {
        expect(white).toBe('draw');
      } else {
        expect(new Set([black, white])).toEqual(new Set(['win', 'loss']));
      }
    }
  });
});
