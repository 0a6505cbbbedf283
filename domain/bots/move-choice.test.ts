import { describe, expect, it } from 'vitest';
import { playMove } from '../play/position';
import { parseVertex } from '../play/vertex';
import { bestBySearch, candidates, chooseMove, isOwnEye, styleWeights } from './move-choice';
import { drawnPosition } from './testing';
import type { ModernStrength, NetEvaluation } from './types';

const STRONG: ModernStrength = { temperature: 0, topK: 10, search: 0 };
const LOOSE: ModernStrength = { temperature: 1, topK: 3, search: 0 };
const never = (): number => {
  throw new Error('no draw expected');
};

/** A 9x9 evaluation: the listed moves get their probabilities, the rest of the mass is spread thin. */
function evaluation(
  probabilities: Record<string, number>,
  ownership: Record<string, number> = {},
): NetEvaluation {
  const size = 9;
  const policy = new Float32Array(size * size + 1);
  const owned = new Float32Array(size * size);
  const index = (move: string): number => {
    const point = parseVertex(move, size);
    if (point === null) throw new Error(move);
    return point === 'pass' ? size * size : point[1] * size + point[0];
  };
  for (const [move, p] of Object.entries(probabilities)) policy[index(move)] = p;
  for (const [move, o] of Object.entries(ownership)) owned[index(move)] = o;
  return { boardSize: 9, policy, winrate: 0.5, scoreLead: 0, ownership: owned };
}

const empty = drawnPosition(9, []);

describe('chooseMove', () => {
  it('plays the most likely move at temperature 0', () => {
    expect(
      chooseMove(evaluation({ C3: 0.2, E5: 0.5, G7: 0.3 }), empty, STRONG, 'balanced', never),
    ).toBe('E5');
  });

  it('skips occupied, suicidal and ko-forbidden points', () => {
    // A9 white; B9 empty but surrounded by white: suicide for black
    const position = drawnPosition(9, ['o.o', '.o']);
    const move = chooseMove(
      evaluation({ A9: 0.4, B9: 0.3, E5: 0.2 }),
      position,
      STRONG,
      'balanced',
      never,
    );
    expect(move).toBe('E5');

    const ko = playMove(
      drawnPosition(9, ['', '', '', '...ox', '..ox.x', '...ox'], 'white'),
      'chinese',
      'E5',
    );
    if (!ko.ok) throw new Error(ko.reason);
    expect(ko.position.koPoint).toEqual([3, 4]);
    expect(
      chooseMove(evaluation({ D5: 0.6, A1: 0.3 }), ko.position, STRONG, 'balanced', never),
    ).toBe('A1');
  });

  it('never fills its own single-point eye, but fills a false one', () => {
    const position = drawnPosition(9, ['', '', '', '...x', '..x.x', '...x']);
    expect(isOwnEye(position.signMap, 3, 4, 1)).toBe(true);
    expect(chooseMove(evaluation({ D5: 0.7, G3: 0.2 }), position, STRONG, 'balanced', never)).toBe(
      'G3',
    );
    // two white stones on the diagonals: a false eye
    const falseEye = drawnPosition(9, ['', '', '', '..ox', '..x.x', '...xo']);
    expect(isOwnEye(falseEye.signMap, 3, 4, 1)).toBe(false);
    // white's view: not its eye at all
    expect(isOwnEye(position.signMap, 3, 4, -1)).toBe(false);
    // on the edge, one opponent diagonal makes it false
    const edge = drawnPosition(9, ['x.x', '.xo']);
    expect(isOwnEye(edge.signMap, 1, 0, 1)).toBe(false);
    const edgeEye = drawnPosition(9, ['x.x', '.x.']);
    expect(isOwnEye(edgeEye.signMap, 1, 0, 1)).toBe(true);
  });

  it('passes when the network says pass', () => {
    expect(
      chooseMove(evaluation({ pass: 0.6, E5: 0.4 }), empty, LOOSE, 'balanced', () => 0.99),
    ).toBe('pass');
  });

  it('passes when nothing else is sensible: no legal move, or only ones the network finds absurd', () => {
    const full = drawnPosition(9, ['o.o', '.o']);
    expect(chooseMove(evaluation({ A9: 0.5, B9: 0.4 }), full, STRONG, 'balanced', never)).toBe(
      'pass',
    );
    expect(chooseMove(evaluation({ A9: 0.9, E5: 0.0005 }), full, STRONG, 'balanced', never)).toBe(
      'pass',
    );
  });

  it('does not pass when the network prefers a move, whatever the draw', () => {
    for (const draw of [0, 0.5, 0.999]) {
      expect(
        chooseMove(evaluation({ E5: 0.5, pass: 0.4 }), empty, LOOSE, 'balanced', () => draw),
      ).not.toBe('pass');
    }
  });

  it('draws among the top k only, in proportion to weight^(1/temperature)', () => {
    const answer = evaluation({ A1: 0.4, B2: 0.3, C3: 0.2, D4: 0.1 });
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++)
      seen.add(chooseMove(answer, empty, LOOSE, 'balanced', () => i / 50));
    expect([...seen].sort()).toEqual(['A1', 'B2', 'C3']);
    // temperature 1: shares 4/9, 3/9, 2/9
    expect(chooseMove(answer, empty, LOOSE, 'balanced', () => 0.43)).toBe('A1');
    expect(chooseMove(answer, empty, LOOSE, 'balanced', () => 0.46)).toBe('B2');
    expect(chooseMove(answer, empty, LOOSE, 'balanced', () => 0.8)).toBe('C3');
    // temperature 0.5: squares, 16/29, 9/29, 4/29
    const cool = { ...LOOSE, temperature: 0.5 };
    expect(chooseMove(answer, empty, cool, 'balanced', () => 0.54)).toBe('A1');
    expect(chooseMove(answer, empty, cool, 'balanced', () => 0.57)).toBe('B2');
  });

  it('solid plays the strongest candidate whatever the temperature', () => {
    const answer = evaluation({ A1: 0.3, B2: 0.4, C3: 0.3 });
    for (const draw of [0, 0.5, 0.99]) {
      expect(chooseMove(answer, empty, LOOSE, 'solid', () => draw)).toBe('B2');
    }
  });

  it('fighting prefers contested points, territorial moderately owned ones', () => {
    // E5 and B8 equally likely; E5's area is contested (0), B8's leans (0.5), H2 settled (0.95)
    const answer = evaluation(
      { E5: 0.3, B8: 0.3, H2: 0.3 },
      {
        B8: 0.5,
        A8: 0.5,
        C8: 0.5,
        B9: 0.5,
        B7: 0.5,
        H2: 0.95,
        G2: 0.95,
        J2: 0.95,
        H1: 0.95,
        H3: 0.95,
      },
    );
    expect(chooseMove(answer, empty, STRONG, 'fighting', never)).toBe('E5');
    expect(chooseMove(answer, empty, STRONG, 'territorial', never)).toBe('B8');
    const fighting = styleWeights(answer, 9, 'fighting');
    expect(fighting[4 * 9 + 4]).toBeCloseTo(0.3 * 2);
    expect(fighting[7 * 9 + 7]).toBeCloseTo(0.3 * (0.5 + 1.5 * 0.05));
    expect(styleWeights(answer, 9, 'balanced')[4 * 9 + 4]).toBeCloseTo(0.3);
  });
});

describe('candidates and bestBySearch', () => {
  it('lists the best `search` legal candidates, strongest first', () => {
    const answer = evaluation({ A1: 0.4, B2: 0.3, C3: 0.2, D4: 0.1 });
    const searching = { temperature: 0, topK: 10, search: 2 };
    expect(candidates(answer, empty, searching, 'balanced', never)).toEqual(['A1', 'B2']);
    expect(candidates(answer, empty, STRONG, 'balanced', never)).toEqual(['A1', 'B2', 'C3', 'D4']);
    expect(candidates(evaluation({ pass: 0.9 }), empty, searching, 'balanced', never)).toEqual([
      'pass',
    ]);
  });

  it('picks the candidate with the best winrate, the first on a tie', () => {
    expect(bestBySearch(['A1', 'B2', 'C3'], [0.4, 0.6, 0.5])).toBe('B2');
    expect(bestBySearch(['A1', 'B2'], [0.5, 0.5])).toBe('A1');
    expect(bestBySearch([], [])).toBe('pass');
  });
});
