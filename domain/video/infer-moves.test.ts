import { describe, expect, it } from 'vitest';
import { formatVertex } from '@domain/play/vertex';
import { inferMoves } from './infer-moves';
import { stateAt } from './testing';
import type { VideoGame } from './types';

/** The moves as 'B C4', 'W pass'. */
function listed(game: VideoGame): string[] {
  return game.moves.map(
    (move) =>
      `${move.colour === 1 ? 'B' : 'W'} ${move.point ? formatVertex(move.point, game.boardSize) : 'pass'}`,
  );
}

describe('inferMoves', () => {
  it('reads one new stone of the colour to play as its move, at the time it appeared', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.....', '.....', '..X..', '.....', '.....']),
        stateAt(3, ['.....', '.O...', '..X..', '.....', '.....']),
        stateAt(5, ['.....', '.O...', '..X..', '...X.', '.....']),
      ],
      5,
    );
    expect(listed(game)).toEqual(['B C3', 'W B4', 'B D2']);
    expect(game.moves.map((move) => move.time)).toEqual([1, 3, 5]);
    expect(game.skipped).toEqual([]);
    expect(game.handicapStones).toEqual([]);
  });

  it('explains a capture; captured stones still seen until a hand takes them off are no change', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.X...', '.....', '.....', '.....', '.....']),
        stateAt(2, ['.XO..', '.....', '.....', '.....', '.....']),
        stateAt(3, ['.XO..', '.X...', '.....', '.....', '.....']),
        stateAt(4, ['.XO..', '.X...', '.....', '.....', '..O..']),
        stateAt(5, ['.XO..', 'XX...', '.....', '.....', '..O..']),
        stateAt(6, ['.XO..', 'XX...', '.....', '...O.', '..O..']),
        // black C5 captures nothing; white A5 is self-atari; black takes it by... (not needed)
        stateAt(7, ['OXO..', 'XX...', '.....', '...O.', '..O..']),
        stateAt(8, ['OXO..', 'XX...', '.....', '...O.', '..O..']),
      ],
      5,
    );
    // white A5 is suicide: no legal move explains it
    expect(listed(game)).toEqual(['B B5', 'W C5', 'B B4', 'W C1', 'B A4', 'W D2']);
    expect(game.skipped).toHaveLength(1);
    expect(game.skipped[0].reason).toBe('W A5 is no legal move');
  });

  it('takes captured stones off the board, seen still or seen gone', () => {
    const before = [
      stateAt(1, ['.O...', '.....', '.....', '.....', '.....']),
      stateAt(2, ['.OX..', '.....', '.....', '.....', '.....']),
      stateAt(3, ['.OX..', '....O', '.....', '.....', '.....']),
    ];
    const stillSeen = inferMoves(
      [
        ...before,
        stateAt(4, ['XOX..', '....O', '.....', '.....', '.....']),
        stateAt(5, ['XOX..', '.X..O', '.....', '.....', '.....']),
        stateAt(6, ['X.X..', '.X..O', '.....', '.....', '.....']),
        stateAt(7, ['X.X..', '.X..O', '....O', '.....', '.....']),
      ],
      5,
    );
    // the first stone seen was white: a missed black move at the start is a pass
    expect(listed(stillSeen)).toEqual([
      'B pass',
      'W B5',
      'B C5',
      'W E4',
      'B A5',
      'W pass',
      'B B4',
      'W E3',
    ]);
    expect(stillSeen.skipped).toEqual([]);

    const takenAtOnce = inferMoves(
      [
        ...before,
        stateAt(4, ['.OX..', '.X..O', '.....', '.....', '.....']),
        stateAt(5, ['.OX..', '.X..O', '....O', '.....', '.....']),
        stateAt(6, ['X.X..', '.X..O', '....O', '.....', '.....']),
      ],
      5,
    );
    expect(listed(takenAtOnce)).toEqual(['B pass', 'W B5', 'B C5', 'W E4', 'B B4', 'W E3', 'B A5']);
    expect(takenAtOnce.skipped).toEqual([]);
  });

  it('orders two new stones by alternation', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.....', '.....', '..X..', '.....', '.....']),
        stateAt(2, ['.....', '.O...', '..X..', '.X...', '.....']),
      ],
      5,
    );
    expect(listed(game)).toEqual(['B C3', 'W B4', 'B B2']);
  });

  it('orders two new stones by legality: a stone that captures only after the other move', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.X...', '.....', '.....', '.....', '.....']),
        stateAt(2, ['.X...', '.O...', '.....', '.....', '.....']),
        stateAt(3, ['.X...', 'XO...', '.....', '.....', '.....']),
        stateAt(4, ['.X...', 'XOO..', '.....', '.....', '.....']),
        stateAt(5, ['.X...', 'XOO..', '.....', '.....', '....X']),
        stateAt(6, ['.X.O.', 'XOO..', '.....', '.....', '....X']),
        stateAt(7, ['.X.O.', 'XOO..', '.....', '....X', '....X']),
        // white to play; white A5 first would be suicide: black C5 filled its own last liberty
        stateAt(8, ['OXXO.', 'XOO..', '.....', '....X', '....X']),
        stateAt(9, ['O..O.', 'XOO..', '.....', '....X', '....X']),
      ],
      5,
    );
    expect(listed(game).slice(-3)).toEqual(['W pass', 'B C5', 'W A5']);
    expect(game.skipped).toEqual([]);
  });

  it('reads a colour playing twice as a missed pass', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.....', '.....', '..X..', '.....', '.....']),
        stateAt(2, ['.....', '.O...', '..X..', '.....', '.....']),
        stateAt(3, ['.....', '.O...', '..X..', '...O.', '.....']),
      ],
      5,
    );
    expect(listed(game)).toEqual(['B C3', 'W B4', 'B pass', 'W D2']);
    expect(game.moves[2].time).toBe(3);
  });

  it('reads black stones before any white move as handicap stones, white to play', () => {
    const atOnce = inferMoves(
      [
        stateAt(1, ['.....', '.X...', '.....', '...X.', '.....']),
        stateAt(2, ['.....', '.X...', '..O..', '...X.', '.....']),
      ],
      5,
    );
    expect(atOnce.handicapStones).toEqual([
      [1, 1],
      [3, 3],
    ]);
    expect(listed(atOnce)).toEqual(['W C3']);

    const oneByOne = inferMoves(
      [
        stateAt(1, ['.....', '.X...', '.....', '.....', '.....']),
        stateAt(2, ['.....', '.X...', '.....', '...X.', '.....']),
        stateAt(3, ['.....', '.X...', '.....', '...X.', '.X...']),
        stateAt(4, ['.....', '.X...', '..O..', '...X.', '.X...']),
      ],
      5,
    );
    expect(oneByOne.handicapStones).toHaveLength(3);
    expect(listed(oneByOne)).toEqual(['W C3']);
  });

  it('marks a stone gone without a capture once, and goes on', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.....', '.....', '..X..', '.....', '.....']),
        stateAt(2, ['.....', '.O...', '..X..', '.....', '.....']),
        stateAt(3, ['.....', '.....', '..X..', '.....', '.....']),
        stateAt(4, ['.....', '.....', '..X..', '...X.', '.....']),
        stateAt(5, ['.....', '.....', '..X..', '...X.', 'O....']),
      ],
      5,
    );
    expect(listed(game)).toEqual(['B C3', 'W B4', 'B D2', 'W A1']);
    expect(game.skipped).toEqual([
      { time: 3, reason: 'W B4 removed without a capture', afterMove: 2 },
    ]);
  });

  it('marks a stone changing colour, and reads the next move', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.....', '.....', '..X..', '.....', '.....']),
        stateAt(2, ['.....', '.....', '..O..', '.....', '.....']),
        stateAt(3, ['.....', '.....', '..O..', '.O...', '.....']),
      ],
      5,
    );
    expect(listed(game)).toEqual(['B C3', 'W B2']);
    expect(game.skipped.map((change) => change.reason)).toEqual(['C3 changed from B to W']);
  });

  it('marks a new stone next to an impossible change with it', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.....', '.....', '..X..', '.....', '.....']),
        stateAt(2, ['.....', '.....', '..O..', '.O...', '.....']),
      ],
      5,
    );
    expect(listed(game)).toEqual(['B C3', 'W B2']);
    expect(game.skipped.map((change) => change.reason)).toEqual(['C3 changed from B to W']);
  });

  it('skips more new stones than it can order', () => {
    const game = inferMoves([stateAt(1, ['XOXOX', '.....', '.....', '.....', '.....'])], 5);
    expect(game.moves).toEqual([]);
    expect(game.skipped).toHaveLength(1);
    expect(game.skipped[0].reason).toContain('A5');
  });

  it('refuses an immediate ko recapture', () => {
    const game = inferMoves(
      [
        stateAt(1, ['.X...', '.....', '.....', '.....', '.....']),
        stateAt(2, ['.XO..', '.....', '.....', '.....', '.....']),
        stateAt(3, ['.XO..', 'X....', '.....', '.....', '.....']),
        stateAt(4, ['.XO..', 'X..O.', '.....', '.....', '.....']),
        stateAt(5, ['.XO..', 'X..O.', '.X...', '.....', '.....']),
        stateAt(6, ['.XO..', 'X..O.', '.XO..', '.....', '.....']),
        stateAt(7, ['.XO..', 'X.XO.', '.XO..', '.....', '.....']),
        stateAt(8, ['.XO..', 'XO.O.', '.XO..', '.....', '.....']),
        stateAt(9, ['.XO..', 'X.XO.', '.XO..', '.....', '.....']),
      ],
      5,
    );
    expect(listed(game).slice(-2)).toEqual(['B C4', 'W B4']);
    expect(game.skipped.map((change) => change.reason)).toEqual([
      'W B4 removed without a capture; B C4 is no legal move',
    ]);
  });
});
