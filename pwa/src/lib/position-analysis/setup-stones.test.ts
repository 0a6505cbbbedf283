import { describe, expect, it } from 'vitest';
import type { StoneSign } from '@vision/types';
import { setupStonesOf } from './setup-stones';
import type { BoardPosition } from './types';

describe('setupStonesOf', () => {
  it('lists the stones by colour as GTP vertices, with the side to move', () => {
    const signs = Array.from({ length: 9 }, () => Array.from({ length: 9 }, (): StoneSign => 0));
    signs[0][0] = 1; // A9
    signs[8][8] = -1; // J1
    signs[4][4] = 1; // E5
    const position: BoardPosition = { boardSize: 9, signs, toPlay: 'W', komi: 6.5 };
    expect(setupStonesOf(position)).toEqual({
      black: ['A9', 'E5'],
      white: ['J1'],
      toMove: 'white',
    });
  });
});
