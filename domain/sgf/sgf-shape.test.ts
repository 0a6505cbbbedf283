import { describe, expect, it } from 'vitest';
import { SGF_MAX_VARIATION_DEPTH, sgfShape, sgfSizeProblem } from './sgf-shape';

describe('sgfShape', () => {
  it('counts nodes and the deepest variation, outside property values only', () => {
    expect(sgfShape('(;GM[1];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])))')).toEqual({
      nodes: 6,
      depth: 3,
    });
    expect(sgfShape('(;C[a ; ( ( \\] ; (]PB[x\\\\];W[aa])')).toEqual({ nodes: 2, depth: 1 });
    expect(sgfShape('')).toEqual({ nodes: 0, depth: 0 });
    expect(sgfShape('(;C[never closed ;;;((')).toEqual({ nodes: 1, depth: 1 });
  });
});

describe('sgfSizeProblem', () => {
  const chain = (nodes: number) => `(${';B[aa]'.repeat(nodes)})`;
  const nested = (depth: number) => `${'(;B[aa]'.repeat(depth)}${')'.repeat(depth)}`;

  it('allows up to the node cap and the nesting limit', () => {
    expect(sgfSizeProblem(chain(100), 100)).toBeNull();
    expect(sgfSizeProblem(nested(SGF_MAX_VARIATION_DEPTH), 10_000)).toBeNull();
  });

  it('says what is over', () => {
    expect(sgfSizeProblem(chain(101), 100)).toBe('more than 100 nodes');
    expect(sgfSizeProblem(nested(SGF_MAX_VARIATION_DEPTH + 1), 10_000)).toBe(
      `variations nested more than ${SGF_MAX_VARIATION_DEPTH} deep`,
    );
  });
});
