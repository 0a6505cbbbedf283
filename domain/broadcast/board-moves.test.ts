import { describe, expect, it } from 'vitest';
import { checkMove, colourOfMove, positionOf } from './board-moves';

const MAX = 1000;

describe('checkMove', () => {
  const line = { boardSize: 19 as const, handicap: 0, moves: ['Q16', 'D4'] };

  it('appends the next seq, in its one spelling', () => {
    expect(checkMove(line, 3, 'q4', MAX)).toEqual({ kind: 'append', move: 'Q4' });
    expect(checkMove(line, 3, 'PASS', MAX)).toEqual({ kind: 'append', move: 'pass' });
  });

  it('treats a repeated seq with the same move as a duplicate, never playing it twice', () => {
    expect(checkMove(line, 2, 'd4', MAX)).toEqual({ kind: 'duplicate' });
  });

  it('refuses a repeated seq with another move, a gap, and an illegal move, with reasons', () => {
    expect(checkMove(line, 2, 'C3', MAX)).toEqual({
      kind: 'refused',
      reason: 'Move 2 is already recorded as D4: undo it first to correct it',
    });
    expect(checkMove(line, 5, 'C3', MAX)).toEqual({
      kind: 'refused',
      reason: 'Move 5 is out of sequence: the next move is 3',
    });
    expect(checkMove(line, 3, 'Q16', MAX)).toEqual({
      kind: 'refused',
      reason: 'Move 3 (Q16) is illegal: Point is occupied',
    });
    expect(checkMove(line, 3, 'Z99', MAX)).toMatchObject({ kind: 'refused' });
    // read strictly: spaces around a point are not trimmed away
    expect(checkMove(line, 3, ' q4 ', MAX)).toEqual({
      kind: 'refused',
      reason: 'Move 3 ( q4 ) is illegal: Invalid coordinates',
    });
    expect(checkMove(line, 3, 'Q4', 2)).toEqual({
      kind: 'refused',
      reason: 'A board holds at most 2 moves',
    });
  });

  it('refuses suicide and an immediate ko retake', () => {
    // black A2 B1; white plays A1: suicide
    const corner = { boardSize: 9 as const, handicap: 0, moves: ['A2', 'E5', 'B1'] };
    expect(checkMove(corner, 4, 'A1', MAX)).toMatchObject({
      kind: 'refused',
      reason: 'Move 4 (A1) is illegal: Suicide is not allowed',
    });
    // a ko: black takes at E5's neighbour, white may not retake at once
    const ko = {
      boardSize: 9 as const,
      handicap: 0,
      moves: ['D5', 'E5', 'E6', 'F6', 'E4', 'F4', 'A1', 'G5', 'F5', 'E5'],
    };
    // white's E5 would retake at once: move 10 is refused
    expect(checkMove({ ...ko, moves: ko.moves.slice(0, 9) }, 10, 'E5', MAX)).toMatchObject({
      kind: 'refused',
      reason: 'Move 10 (E5) is illegal: Ko: the stone cannot be retaken at once',
    });
  });

  it('places handicap stones so that white moves first', () => {
    const handicap = { boardSize: 19 as const, handicap: 2, moves: [] };
    expect(checkMove(handicap, 1, 'D4', MAX)).toMatchObject({
      kind: 'refused',
      reason: 'Move 1 (D4) is illegal: Point is occupied',
    });
    expect(colourOfMove(2, 1)).toBe('white');
    expect(colourOfMove(0, 1)).toBe('black');
    expect(colourOfMove(0, 2)).toBe('white');
    expect(positionOf({ ...handicap, moves: ['Q4'] })).toHaveProperty('position');
  });
});
