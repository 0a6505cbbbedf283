import { describe, expect, it } from 'vitest';
import { parseGameTree, type GameTree, type SgfNode } from './game-tree';
import { boardSize, replay } from './replay';
import { CAPTURE_GAME, HANDICAP_GAME, SETUP_GAME } from './sgf-test-records';

/** The main line's first `moves` nodes after the root, with the root. */
function mainLine(tree: GameTree, moves: number): SgfNode[] {
  const path = [tree.root];
  for (let i = 0; i < moves; i += 1) path.push(path[path.length - 1].children[0]);
  return path;
}

describe('replay', () => {
  const capture = parseGameTree(CAPTURE_GAME);

  it('starts from an empty board of the record size, move 0', () => {
    const position = replay([capture.root]);
    expect(position.board.width).toBe(9);
    expect(position.board.height).toBe(9);
    expect(position.board.isEmpty()).toBe(true);
    expect(position.moveNumber).toBe(0);
    expect(position.move).toBeNull();
    expect(position.captures).toEqual({ black: 0, white: 0 });
  });

  it('numbers the moves of the main line and puts each stone on its point', () => {
    const position = replay(mainLine(capture, 2));
    expect(position.moveNumber).toBe(2);
    expect(position.move).toEqual({ sign: -1, vertex: [1, 0] });
    expect(position.board.get([0, 0])).toBe(1);
    expect(position.board.get([1, 0])).toBe(-1);
  });

  it('takes captured stones off and counts them for the colour that took them', () => {
    const before = replay(mainLine(capture, 4));
    expect(before.board.get([1, 0])).toBe(-1);
    const after = replay(mainLine(capture, 5));
    expect(after.moveNumber).toBe(5);
    expect(after.board.get([1, 0])).toBe(0);
    expect(after.captures).toEqual({ black: 1, white: 0 });
  });

  it('places handicap stones from the root, lets white move first and counts passes as moves', () => {
    const tree = parseGameTree(HANDICAP_GAME);
    const start = replay([tree.root]);
    expect(start.board.get([3, 3])).toBe(1);
    expect(start.board.get([15, 15])).toBe(1);
    expect(start.moveNumber).toBe(0);

    const first = replay(mainLine(tree, 1));
    expect(first.move).toEqual({ sign: -1, vertex: [16, 3] });
    expect(first.moveNumber).toBe(1);

    const emptyPass = replay(mainLine(tree, 2));
    expect(emptyPass.move).toEqual({ sign: 1, vertex: null });
    expect(emptyPass.moveNumber).toBe(2);
    const ttPass = replay(mainLine(tree, 3));
    expect(ttPass.move).toEqual({ sign: -1, vertex: null });
    expect(ttPass.moveNumber).toBe(3);
    expect(ttPass.board.get([3, 3])).toBe(1);

    const last = replay(mainLine(tree, 4));
    expect(last.moveNumber).toBe(4);
    expect(last.board.get([3, 15])).toBe(1);
  });

  it('applies setup stones of later nodes (AE, AW) and the record own move numbers (MN)', () => {
    const tree = parseGameTree(SETUP_GAME);
    const root = replay([tree.root]);
    for (const vertex of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const) {
      expect(root.board.get([vertex[0], vertex[1]])).toBe(1);
    }
    const setup = replay(mainLine(tree, 2));
    expect(setup.board.get([0, 0])).toBe(0);
    expect(setup.board.get([8, 8])).toBe(-1);
    expect(setup.board.get([7, 7])).toBe(-1);
    expect(setup.move).toBeNull();
    expect(setup.moveNumber).toBe(1);

    expect(replay(mainLine(tree, 3)).moveNumber).toBe(10);
    expect(replay(mainLine(tree, 4)).moveNumber).toBe(11);
  });
});

describe('boardSize', () => {
  it('reads a square or a rectangular SZ and falls back to 19', () => {
    const size = (sz: string) => boardSize(parseGameTree(`(;GM[1]${sz};B[aa])`).root);
    expect(size('SZ[13]')).toEqual({ width: 13, height: 13 });
    expect(size('SZ[19:9]')).toEqual({ width: 19, height: 9 });
    expect(size('')).toEqual({ width: 19, height: 19 });
    expect(size('SZ[big]')).toEqual({ width: 19, height: 19 });
    expect(size('SZ[99]')).toEqual({ width: 19, height: 19 });
  });
});
