import { describe, expect, it } from 'vitest';
import { GAME_RESULTS } from '@domain/game/game-result';
import { gameScore } from './game-score';

describe('gameScore', () => {
  it('writes every result from player 1 (black) first', () => {
    expect(GAME_RESULTS.map(gameScore)).toEqual([
      '1 : 0',
      '0 : 1',
      '½ : ½',
      '+ : −',
      '− : +',
      '0 : 0',
      '—',
    ]);
  });
});
