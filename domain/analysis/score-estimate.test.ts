import { describe, expect, it } from 'vitest';
import { estimateScores } from './score-estimate';

/** Rows drawn from the top: x black, o white, . empty. */
function signs(rows: string[]): number[][] {
  return rows.map((row) => Array.from(row, (char) => ({ x: 1, o: -1 })[char] ?? 0));
}

/** Ownership drawn the same way: B/W sure (±0.9), b/w leaning (±0.3), . nobody's. */
function owners(rows: string[]): number[][] {
  const value: Record<string, number> = { B: 0.9, b: 0.3, W: -0.9, w: -0.3 };
  return rows.map((row) => Array.from(row, (char) => value[char] ?? 0));
}

describe('estimateScores', () => {
  // A 5x5 board: black's wall on column B, white's on column D; column C is dame.
  const board = signs(['.x.o.', '.x.o.', '.x.o.', '.x.o.', '.x.o.']);
  const split = owners(['BB.WW', 'BB.WW', 'BB.WW', 'BB.WW', 'BB.WW']);

  it('counts area: stones and owned empty points, komi to White', () => {
    const { chinese, japanese, dead } = estimateScores(board, split, 0.5);
    expect(chinese).toEqual({ black: 10, white: 10.5, margin: -0.5 });
    expect(japanese).toEqual({ black: 5, white: 5.5, margin: -0.5 });
    expect(dead).toEqual([]);
  });

  it('leaves points nobody owns surely (under 0.5) to nobody', () => {
    const loose = owners(['bB.Ww', 'bB.Ww', 'bB.Ww', 'bB.Ww', 'bB.Ww']);
    const { chinese, japanese } = estimateScores(board, loose, 0);
    expect(chinese).toEqual({ black: 5, white: 5, margin: 0 });
    expect(japanese).toEqual({ black: 0, white: 0, margin: 0 });
  });

  it('gives a dead stone’s point to its captor, and the stone as a prisoner under Japanese rules', () => {
    // a white stone inside black's area, which the network gives to black
    const invaded = signs(['.x.o.', 'ox.o.', '.x.o.', '.x.o.', '.x.o.']);
    const { chinese, japanese, dead } = estimateScores(invaded, split, 6.5);
    expect(dead).toEqual([[0, 1]]);
    // area: black's 5 stones and 5 points (4 empty, 1 where the dead stone was)
    expect(chinese).toEqual({ black: 10, white: 16.5, margin: -6.5 });
    // territory: 4 empty points, the dead stone's point and the stone as a prisoner
    expect(japanese).toEqual({ black: 6, white: 11.5, margin: -5.5 });
  });

  it('counts a stone of uncertain ownership as alive', () => {
    const invaded = signs(['.x.o.', 'ox.o.', '.x.o.', '.x.o.', '.x.o.']);
    const unsure = owners(['BB.WW', 'wB.WW', 'BB.WW', 'BB.WW', 'BB.WW']);
    const { chinese, dead } = estimateScores(invaded, unsure, 0);
    expect(dead).toEqual([]);
    expect(chinese).toEqual({ black: 9, white: 11, margin: -2 });
  });
});
