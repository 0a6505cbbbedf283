import Board, { type Sign } from '@sabaki/go-board';
import { describe, expect, it } from 'vitest';
import { Random } from '../random';
import { PlayBoard, type Color } from './play-board';

/** Points from SGF-like letters on a small board: 'ab' is x 0, y 1. */
const at = (board: PlayBoard, xy: string) =>
  xy.charCodeAt(0) - 97 + (xy.charCodeAt(1) - 97) * board.size;

describe('PlayBoard', () => {
  it('captures a stone without liberties', () => {
    const board = new PlayBoard(5);
    for (const xy of ['ba', 'ab', 'cb']) board.place(at(board, xy), 1);
    board.place(at(board, 'bb'), -1);
    expect(board.play(at(board, 'bc'), 1)).toBe(true);
    expect(board.cells[at(board, 'bb')]).toBe(0);
  });

  it('refuses suicide and an occupied point, and leaves the board as it was', () => {
    const board = new PlayBoard(5);
    for (const xy of ['ba', 'ab']) board.place(at(board, xy), 1);
    const before = board.cells.slice();
    expect(board.play(at(board, 'aa'), -1)).toBe(false);
    expect(board.play(at(board, 'ba'), -1)).toBe(false);
    expect(board.cells).toEqual(before);
  });

  it('refuses to retake a ko at once, and allows it after a move elsewhere or a pass', () => {
    const board = new PlayBoard(5);
    for (const xy of ['ba', 'ab', 'bc']) board.place(at(board, xy), 1);
    for (const xy of ['bb', 'ca', 'db', 'cc']) board.place(at(board, xy), -1);
    expect(board.play(at(board, 'cb'), 1)).toBe(true);
    expect(board.cells[at(board, 'bb')]).toBe(0);
    expect(board.play(at(board, 'bb'), -1)).toBe(false);
    board.pass();
    expect(board.play(at(board, 'bb'), -1)).toBe(true);
    expect(board.cells[at(board, 'cb')]).toBe(0);
  });

  it('knows an own eye: every neighbour on the board is an own stone', () => {
    const board = new PlayBoard(5);
    for (const xy of ['ba', 'ab']) board.place(at(board, xy), 1);
    expect(board.isOwnEye(at(board, 'aa'), 1)).toBe(true);
    expect(board.isOwnEye(at(board, 'aa'), -1)).toBe(false);
    expect(board.isOwnEye(at(board, 'cc'), 1)).toBe(false);
  });

  it('plays exactly as @sabaki/go-board through thousands of random moves', () => {
    const random = new Random(11);
    for (const size of [9, 13, 19]) {
      const fast = new PlayBoard(size);
      let reference = Board.fromDimensions(size);
      let color: Color = 1;
      for (let n = 0; n < 2000; n++) {
        const point = random.int(0, size * size - 1);
        const vertex: [number, number] = [point % size, Math.floor(point / size)];
        const analysis = reference.analyzeMove(color, vertex);
        const legal = !analysis.overwrite && !analysis.suicide && !analysis.ko;
        expect(fast.play(point, color)).toBe(legal);
        if (!legal) continue;
        reference = reference.makeMove(color, vertex);
        expect(Array.from(fast.cells)).toEqual(reference.signMap.flat().map((s: Sign) => s));
        color = color === 1 ? -1 : 1;
      }
    }
  });
});
