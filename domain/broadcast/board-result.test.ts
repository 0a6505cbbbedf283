import { describe, expect, it } from 'vitest';
import { gameResultOf, normaliseResult } from './board-result';

describe('normaliseResult', () => {
  it.each([
    ['B+R', 'B+R'],
    ['w+t', 'W+T'],
    ['B+Resign', 'B+R'],
    ['W+Time', 'W+T'],
    ['B+Forfeit', 'B+F'],
    ['W+3.5', 'W+3.5'],
    ['B+12', 'B+12'],
    ['0', 'Draw'],
    ['jigo', 'Draw'],
    ['Void', 'Void'],
  ])('%s is %s', (text, result) => expect(normaliseResult(text)).toBe(result));

  it.each(['', 'B', 'B+', 'X+R', 'W+3.4', 'B+R+', 'white'])('%s is unreadable', (text) =>
    expect(normaliseResult(text)).toBeNull(),
  );
});

describe('gameResultOf', () => {
  it('maps to the game row results', () => {
    expect(gameResultOf('B+R')).toBe('black');
    expect(gameResultOf('W+0.5')).toBe('white');
    expect(gameResultOf('W+F')).toBe('white_forfeit');
    expect(gameResultOf('Draw')).toBe('jigo');
    expect(gameResultOf('Void')).toBeNull();
  });
});
