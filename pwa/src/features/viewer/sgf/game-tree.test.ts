import { describe, expect, it } from 'vitest';
import { parseGameTree, pathTo, property, SgfReadError } from './game-tree';
import { CAPTURE_GAME, VARIATIONS_GAME } from './sgf-test-records';

describe('parseGameTree', () => {
  it('reads the root and every node, each with its own id', () => {
    const tree = parseGameTree(VARIATIONS_GAME);
    expect(property(tree.root, 'SZ')).toBe('9');
    // root, B E5, three white answers, B G3 after C3, B G7 and W G6 after C7
    expect(tree.nodes.size).toBe(8);
    expect(tree.root.children).toHaveLength(1);
    expect(tree.root.children[0].children.map((child) => property(child, 'W'))).toEqual([
      'cg',
      'gc',
      'cc',
    ]);
  });

  it('takes the first game of a collection', () => {
    const tree = parseGameTree(`${CAPTURE_GAME}(;GM[1]SZ[13];B[aa])`);
    expect(property(tree.root, 'SZ')).toBe('9');
  });

  it('unescapes text values', () => {
    const tree = parseGameTree('(;GM[1]C[a \\] bracket and a \\\\ backslash])');
    expect(property(tree.root, 'C')).toBe('a ] bracket and a \\ backslash');
  });

  it('refuses text that holds no game', () => {
    expect(() => parseGameTree('not a game record')).toThrow(SgfReadError);
    expect(() => parseGameTree('')).toThrow(SgfReadError);
    expect(() => parseGameTree('(;B[aa')).toThrow(SgfReadError);
    expect(() => parseGameTree('((;B[aa]))')).toThrow(SgfReadError);
  });

  it('gives the path from the root to a node', () => {
    const tree = parseGameTree(VARIATIONS_GAME);
    const leaf = tree.root.children[0].children[2].children[0].children[0];
    expect(pathTo(tree, leaf.id).map((node) => property(node, 'B') ?? property(node, 'W'))).toEqual(
      [undefined, 'ee', 'cc', 'gg', 'gf'],
    );
    expect(pathTo(tree, 'no such id')).toEqual([]);
  });
});
