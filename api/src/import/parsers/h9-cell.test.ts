import { describe, expect, it } from 'vitest';
import { parseH9Cell } from './h9-cell';

describe('parseH9Cell', () => {
  it.each([
    ['7+/w0', { opponent: 7, outcome: 'win', forfeit: false, color: 'white', handicap: 0 }],
    ['7+/w', { opponent: 7, outcome: 'win', forfeit: false, color: 'white', handicap: 0 }],
    ['7-/b2', { opponent: 7, outcome: 'loss', forfeit: false, color: 'black', handicap: 2 }],
    ['7+!/w0', { opponent: 7, outcome: 'win', forfeit: true, color: 'white', handicap: 0 }],
    ['12=/b0', { opponent: 12, outcome: 'jigo', forfeit: false, color: 'black', handicap: 0 }],
    ['7-', { opponent: 7, outcome: 'loss', forfeit: false, color: undefined, handicap: 0 }],
  ])('reads the game cell %s', (text, game) => {
    expect(parseH9Cell(text)).toEqual({ kind: 'game', ...game });
  });

  it.each([
    ['0+', true],
    ['0-', false],
    ['0=', false],
    ['-', false],
  ])('reads %s as no game (free win: %s)', (text, freeWin) => {
    expect(parseH9Cell(text)).toEqual({ kind: 'no-game', freeWin });
  });

  it.each(['X?', '7', '7+/x0', '+', '7+/w0/b'])('rejects %j', (text) => {
    expect(parseH9Cell(text)).toBeUndefined();
  });
});
