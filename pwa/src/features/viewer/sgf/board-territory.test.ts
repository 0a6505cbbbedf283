import { describe, expect, it } from 'vitest';
import { boardTerritory } from './board-territory';
import type { SgfNode } from './game-tree';

const SIZE = { width: 3, height: 3 };
const node = (data: Record<string, string[]>): SgfNode => ({
  id: 1,
  data,
  parentId: 0,
  children: [],
});

describe('boardTerritory', () => {
  it('paints TB black and TW white, and names the stones standing in the other side’s area dead', () => {
    const signMap = [
      [0, 1, -1],
      [1, 1, -1],
      [0, -1, 0],
    ];
    const marks = boardTerritory(SIZE, node({ TB: ['aa', 'ac'], TW: ['cc', 'zz'] }), signMap);
    expect(marks.paintMap).toEqual([
      [1, 0, 0],
      [0, 0, 0],
      [1, 0, -1],
    ]);
    expect(marks.dead).toEqual([]);
    const dead = boardTerritory(SIZE, node({ TB: ['aa', 'bc'] }), signMap);
    expect(dead.dead).toEqual([[1, 2]]);
  });

  it('paints nothing on a node without territory marks', () => {
    expect(boardTerritory(SIZE, node({ B: ['aa'] }), [[0]])).toEqual({
      paintMap: undefined,
      dead: [],
    });
  });
});
