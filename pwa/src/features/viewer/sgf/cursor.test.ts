import { describe, expect, it } from 'vitest';
import {
  back,
  currentPath,
  enterVariation,
  forward,
  startCursor,
  toEnd,
  toStart,
  variations,
  type Cursor,
} from './cursor';
import { parseGameTree, property, type GameTree } from './game-tree';
import { VARIATIONS_GAME } from './sgf-test-records';

/** The moves from the root to the cursor, as their SGF points. */
function line(tree: GameTree, cursor: Cursor): string[] {
  return currentPath(tree, cursor).flatMap((node) => {
    const point = property(node, 'B') ?? property(node, 'W');
    return point === undefined ? [] : [point];
  });
}

describe('the cursor in a game tree', () => {
  const tree = parseGameTree(VARIATIONS_GAME);
  const start = startCursor(tree);

  it('starts at the root and follows the main line forward, stopping at its end', () => {
    expect(line(tree, start)).toEqual([]);
    expect(line(tree, forward(tree, start))).toEqual(['ee']);
    expect(line(tree, forward(tree, start, 2))).toEqual(['ee', 'cg']);
    expect(line(tree, forward(tree, start, 10))).toEqual(['ee', 'cg', 'gc']);
    expect(line(tree, toEnd(tree, start))).toEqual(['ee', 'cg', 'gc']);
  });

  it('goes back, not past the root', () => {
    const end = toEnd(tree, start);
    expect(line(tree, back(tree, end))).toEqual(['ee', 'cg']);
    expect(line(tree, back(tree, end, 10))).toEqual([]);
    expect(toStart(tree, end).current).toBe(tree.root.id);
  });

  it('lists the variations where the line branches, and none elsewhere', () => {
    expect(variations(tree, start)).toEqual([]);
    const branch = forward(tree, start);
    expect(variations(tree, branch).map((node) => property(node, 'W'))).toEqual(['cg', 'gc', 'cc']);
    expect(variations(tree, forward(tree, branch))).toEqual([]);
  });

  it('enters a variation and keeps to it going forward, back and to the end', () => {
    const branch = forward(tree, start);
    const third = enterVariation(tree, branch, 2);
    expect(line(tree, third)).toEqual(['ee', 'cc']);
    expect(line(tree, toEnd(tree, third))).toEqual(['ee', 'cc', 'gg', 'gf']);
    // back to the start and on to the end again: the chosen variation is remembered
    const again = toEnd(tree, toStart(tree, toEnd(tree, third)));
    expect(line(tree, again)).toEqual(['ee', 'cc', 'gg', 'gf']);
    expect(enterVariation(tree, branch, 7)).toBe(branch);
  });

  it('remembers the line it came back along', () => {
    const second = enterVariation(tree, forward(tree, start), 1);
    const home = back(tree, second, 2);
    expect(line(tree, forward(tree, home, 2))).toEqual(['ee', 'gc']);
  });
});
