import Board from '@sabaki/go-board';
import { describe, expect, it } from 'vitest';
import { stonePoints } from './position-words';

describe('stonePoints', () => {
  it('names each colour’s stones by the board’s coordinates, column by column from the bottom', () => {
    const board = Board.fromDimensions(19, 19)
      .makeMove(1, [15, 3])
      .makeMove(-1, [3, 3])
      .makeMove(1, [3, 15])
      .makeMove(-1, [16, 15]);
    expect(stonePoints(board)).toEqual({ black: ['D4', 'Q16'], white: ['D16', 'R4'] });
  });

  it('has none of either on an empty board', () => {
    expect(stonePoints(Board.fromDimensions(9, 9))).toEqual({ black: [], white: [] });
  });
});
