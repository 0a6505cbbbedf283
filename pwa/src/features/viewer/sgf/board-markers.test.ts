import { describe, expect, it } from 'vitest';
import { markerMap, variationLabel } from './board-markers';
import { parseGameTree, type SgfNode } from './game-tree';
import { replay } from './replay';
import { SETUP_GAME, VARIATIONS_GAME } from './sgf-test-records';

/** Every marked point as "x,y type[:label]", in row order. */
function marks(map: ReturnType<typeof markerMap>): string[] {
  return map.flatMap((row, y) =>
    row.flatMap((marker, x) =>
      marker ? [`${x},${y} ${marker.type}${marker.label ? `:${marker.label}` : ''}`] : [],
    ),
  );
}

function last(root: SgfNode): SgfNode[] {
  const path = [root];
  while (path[path.length - 1].children.length > 0) path.push(path[path.length - 1].children[0]);
  return path;
}

describe('markerMap', () => {
  it('marks the last move, the node markup and its labels', () => {
    const tree = parseGameTree(SETUP_GAME);
    const path = last(tree.root);
    const node = path[path.length - 1];
    const map = markerMap({ width: 9, height: 9 }, node, replay(path).move, []);
    expect(map).toHaveLength(9);
    expect(map[0]).toHaveLength(9);
    expect(marks(map)).toEqual([
      '1,0 triangle',
      '0,1 circle',
      '2,2 point',
      '5,5 square',
      '6,6 cross',
      '7,8 label:x',
      '8,8 label:long',
    ]);
  });

  it('letters the variations that may follow, on their points', () => {
    const tree = parseGameTree(VARIATIONS_GAME);
    const branch = tree.root.children[0];
    const map = markerMap({ width: 9, height: 9 }, branch, replay([tree.root, branch]).move, [
      ...branch.children,
    ]);
    expect(marks(map)).toEqual(['2,2 label:C', '6,2 label:B', '4,4 point', '2,6 label:A']);
  });

  it('leaves out points off the board', () => {
    const root = parseGameTree('(;GM[1]SZ[5]CR[gg]LB[zz:q];B[tt])').root;
    expect(marks(markerMap({ width: 5, height: 5 }, root, null, []))).toEqual([]);
  });
});

describe('variationLabel', () => {
  it('letters A to Z, then numbers', () => {
    expect([0, 1, 25, 26].map(variationLabel)).toEqual(['A', 'B', 'Z', '27']);
  });
});
