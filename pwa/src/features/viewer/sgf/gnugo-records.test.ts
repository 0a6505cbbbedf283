import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  enterVariation,
  forward,
  startCursor,
  toEnd,
  toStart,
  variations,
  type Cursor,
} from './cursor';
import { nodeComment } from './game-info';
import type { GameTree } from './game-tree';
import { readRecord } from './record';
import { replay, type Position } from './replay';

/** Records GNU Go played (tests/fixtures/sgf/make-fixtures.mjs). */
function fixture(name: string) {
  const text = readFileSync(
    join(import.meta.dirname, '../../../../../tests/fixtures/sgf', name),
    'utf8',
  );
  const record = readRecord(text);
  if (!('tree' in record)) throw new Error(`${name}: ${record.error}`);
  return { text, ...record };
}

/** The main line's moves as written (";B[ee]" nodes down the first children). */
function mainLineMoves(tree: GameTree): Array<{ sign: 1 | -1; point: string }> {
  const moves: Array<{ sign: 1 | -1; point: string }> = [];
  for (let node = tree.root.children[0]; node; node = node.children[0]) {
    const black = node.data.B?.[0];
    const white = node.data.W?.[0];
    if (black !== undefined) moves.push({ sign: 1, point: black });
    else if (white !== undefined) moves.push({ sign: -1, point: white });
  }
  return moves;
}

function stones(position: Position, sign: 1 | -1): number {
  return position.board.signMap.flat().filter((s) => s === sign).length;
}

/** Every stone played stays on the board unless it was captured, move by move. */
function expectStonesAccountedFor(tree: GameTree, setupBlack: number) {
  let cursor: Cursor = startCursor(tree);
  const played = { 1: setupBlack, [-1]: 0 };
  for (const move of mainLineMoves(tree)) {
    cursor = forward(tree, cursor);
    if (move.point !== '') played[move.sign] += 1;
    const position = replay(currentPath(tree, cursor));
    expect(stones(position, 1)).toBe(played[1] - position.captures.white);
    expect(stones(position, -1)).toBe(played[-1] - position.captures.black);
  }
}

describe('GNU Go records', () => {
  it('9x9 even game: 38 moves ending in two passes, stones and captures add up', () => {
    const { tree, info } = fixture('gnugo-9x9-even.sgf');
    expect(info).toMatchObject({ size: { width: 9, height: 9 }, komi: 6.5, handicap: null });
    const end = replay(currentPath(tree, toEnd(tree, startCursor(tree))));
    expect(end.moveNumber).toBe(38);
    expect(end.move).toEqual({ sign: -1, vertex: null });
    expect(mainLineMoves(tree)).toHaveLength(38);
    expectStonesAccountedFor(tree, 0);
  });

  it('9x9 annotated: comments, and the variation at move 8 with its own comment', () => {
    const { tree, info } = fixture('gnugo-9x9-annotated.sgf');
    expect(info.result).toEqual({ winner: 'black', by: 'points', points: 4.5 });
    expect(info.gameComment).toMatch(/^Derived from gnugo-9x9-even\.sgf/);
    const start = startCursor(tree);
    const first = forward(tree, start);
    expect(nodeComment(currentPath(tree, first).at(-1)!)).toBe(
      'GNU Go estimates W+1.0 after move 1.',
    );
    const branch = forward(tree, start, 8);
    expect(variations(tree, branch)).toHaveLength(2);
    const second = enterVariation(tree, branch, 1);
    const node = currentPath(tree, second).at(-1)!;
    expect(nodeComment(node)).toMatch(/^Вариант: второй выбор GNU Go \(E4\)/);
    expect(replay(currentPath(tree, second)).move).toEqual({ sign: 1, vertex: [4, 5] });
    const variationEnd = toEnd(tree, second);
    expect(replay(currentPath(tree, variationEnd)).moveNumber).toBe(13);
    expect(replay(currentPath(tree, toEnd(tree, toStart(tree, variationEnd)))).moveNumber).toBe(13);
    expect(replay(currentPath(tree, toEnd(tree, start))).moveNumber).toBe(38);
  });

  it('13x13 with two handicap stones: white moves first, stones and captures add up', () => {
    const { tree, info } = fixture('gnugo-13x13-handicap-2.sgf');
    expect(info).toMatchObject({ size: { width: 13, height: 13 }, handicap: 2, komi: 0.5 });
    const start = replay([tree.root]);
    expect(stones(start, 1)).toBe(2);
    expect(start.board.get([9, 3])).toBe(1);
    expect(start.board.get([3, 9])).toBe(1);
    const first = replay(currentPath(tree, forward(tree, startCursor(tree))));
    expect(first.move).toEqual({ sign: -1, vertex: [2, 7] });
    expect(first.moveNumber).toBe(1);
    expect(replay(currentPath(tree, toEnd(tree, startCursor(tree)))).moveNumber).toBe(92);
    const at = (moves: number) =>
      replay(currentPath(tree, forward(tree, startCursor(tree), moves)));
    expect(at(74).captures).toEqual({ black: 0, white: 0 });
    expect(at(75).captures).toEqual({ black: 0, white: 1 });
    expect(at(89).captures).toEqual({ black: 0, white: 5 });
    expectStonesAccountedFor(tree, 2);
  });

  it('19x19: 80 moves, the last one where the record puts it', () => {
    const { tree, info } = fixture('gnugo-19x19-80-moves.sgf');
    expect(info.size).toEqual({ width: 19, height: 19 });
    const end = replay(currentPath(tree, toEnd(tree, startCursor(tree))));
    expect(end.moveNumber).toBe(80);
    // W[hb]: column H, the second row from the top
    expect(end.move).toEqual({ sign: -1, vertex: [7, 1] });
    expect(end.board.get([7, 1])).toBe(-1);
    expect(end.captures).toEqual({ black: 2, white: 0 });
    expectStonesAccountedFor(tree, 0);
  });
});
