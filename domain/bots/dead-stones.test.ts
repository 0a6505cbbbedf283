import { describe, expect, it } from 'vitest';
import { replay, type Position } from '../play/position';
import { deadStonesFromOwnership, proposeDeadStones } from './dead-stones';
import type { NetEvaluation, NetQuery } from './types';

const played = (moves: string[]): Position => replay(9, [], 'chinese', moves);

type BlackOwns = (vertex: [number, number]) => number;

/** Ownership from black's view, turned to the side to move's as the network gives it. */
function evaluation(position: Position, blackOwns: BlackOwns): NetEvaluation {
  const view = position.toMove === 'black' ? 1 : -1;
  const ownership = new Float32Array(81);
  for (let y = 0; y < 9; y++)
    for (let x = 0; x < 9; x++) ownership[y * 9 + x] = blackOwns([x, y]) * view;
  return { boardSize: 9, policy: new Float32Array(82), winrate: 0.5, scoreLead: 0, ownership };
}

/** A network answering with black's ownership by whoever is to move. */
const runner = (byMover: Record<'black' | 'white', BlackOwns>) => ({
  evaluate: (query: NetQuery) =>
    Promise.resolve(evaluation(query.position, byMover[query.position.toMove])),
});

describe('deadStonesFromOwnership', () => {
  // black C3 and G7; white D4 and F6 (no liberty shared): black owns columns A-D, white E-J
  const position = played(['C3', 'D4', 'G7', 'F6']);
  const leftBlack = ([x]: [number, number]) => (x < 4 ? 0.9 : -0.9);

  it('names the stones standing in the other side’s area, whoever is to move', () => {
    expect(deadStonesFromOwnership(position, evaluation(position, leftBlack))).toEqual([
      'D4',
      'G7',
    ]);
    const afterPass = played(['C3', 'D4', 'G7', 'F6', 'pass']);
    expect(afterPass.toMove).toBe('white');
    expect(deadStonesFromOwnership(afterPass, evaluation(afterPass, leftBlack))).toEqual([
      'D4',
      'G7',
    ]);
  });

  it('decides a whole chain by its mean ownership, not stone by stone', () => {
    // white chain E5-F5-G5: two of its points lean black by 0.7, one is surely white's: the
    // mean (0.13) decides nothing, so no stone of it is proposed
    const chain = played(['C3', 'E5', 'C4', 'F5', 'C5', 'G5']);
    const mixed = ([x, y]: [number, number]) =>
      y === 4 && x === 4 ? -1 : y === 4 && x > 4 ? 0.7 : 0.9;
    expect(deadStonesFromOwnership(chain, evaluation(chain, mixed))).toEqual([]);
    // all three lean black by 0.6 on average though one point alone is undecided: all dead
    const leaning = ([x, y]: [number, number]) => (y === 4 && x === 4 ? 0.2 : 0.8);
    expect(deadStonesFromOwnership(chain, evaluation(chain, leaning))).toEqual(['E5', 'F5', 'G5']);
  });

  it('decides chains sharing a liberty as one group', () => {
    // white D4 and E5 share D5 and E4: D4 alone leans black (0.9), the group's mean (0) does not
    const joined = played(['C3', 'D4', 'G7', 'E5']);
    expect(deadStonesFromOwnership(joined, evaluation(joined, leftBlack))).toEqual(['G7']);
  });

  it('leaves a chain the network cannot decide to the players, and takes the sure ones', () => {
    expect(
      deadStonesFromOwnership(
        position,
        evaluation(position, () => 0.6),
      ),
    ).toEqual(['D4', 'F6']);
    expect(
      deadStonesFromOwnership(
        position,
        evaluation(position, () => 0.3),
      ),
    ).toEqual([]);
    expect(
      deadStonesFromOwnership(
        position,
        evaluation(position, () => -0.49),
      ),
    ).toEqual([]);
  });
});

describe('proposeDeadStones', () => {
  const position = played(['C3', 'D4', 'G7', 'F6']);
  const query: NetQuery = { position, moves: ['C3', 'D4', 'G7', 'F6'], komi: 7, rules: 'chinese' };
  const leftBlack = ([x]: [number, number]) => (x < 4 ? 0.9 : -0.9);

  it('takes off the chains dead with either side to move', async () => {
    const dead = await proposeDeadStones(runner({ black: leftBlack, white: leftBlack }), query);
    expect(dead).toEqual(['D4', 'G7']);
  });

  it('proposes nothing for a chain that lives when its owner plays first', async () => {
    // with black to move G7 lives (its point black's), with white to move it dies
    const g7LivesForBlack = ([x, y]: [number, number]) =>
      x === 6 && y === 2 ? 0.7 : leftBlack([x, y]);
    const dead = await proposeDeadStones(
      runner({ black: g7LivesForBlack, white: leftBlack }),
      query,
    );
    expect(dead).toEqual(['D4']);
  });
});
