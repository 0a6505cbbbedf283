import { describe, expect, it } from 'vitest';
import { replay, type Position } from '../play/position';
import { deadStonesFromOwnership } from './dead-stones';
import type { NetEvaluation } from './types';

const played = (moves: string[]): Position => replay(9, [], 'chinese', moves);

/** Ownership from black's view, turned to the side to move's as the network gives it. */
function evaluation(position: Position, blackOwns: (vertex: [number, number]) => number) {
  const view = position.toMove === 'black' ? 1 : -1;
  const ownership = new Float32Array(81);
  for (let y = 0; y < 9; y++)
    for (let x = 0; x < 9; x++) ownership[y * 9 + x] = blackOwns([x, y]) * view;
  return {
    boardSize: 9,
    policy: new Float32Array(82),
    winrate: 0.5,
    scoreLead: 0,
    ownership,
  } as NetEvaluation;
}

describe('deadStonesFromOwnership', () => {
  // black C3 and G7; white D4 and E5: black owns columns A-D, white E-J
  const position = played(['C3', 'D4', 'G7', 'E5']);
  const leftBlack = ([x]: [number, number]) => (x < 4 ? 0.9 : -0.9);

  it('names the stones standing in the other side’s area, whoever is to move', () => {
    expect(deadStonesFromOwnership(position, evaluation(position, leftBlack))).toEqual([
      'D4',
      'G7',
    ]);
    const afterPass = played(['C3', 'D4', 'G7', 'E5', 'pass']);
    expect(afterPass.toMove).toBe('white');
    expect(deadStonesFromOwnership(afterPass, evaluation(afterPass, leftBlack))).toEqual([
      'D4',
      'G7',
    ]);
  });

  it('keeps stones whose point is unsure alive, and takes the sure ones', () => {
    expect(
      deadStonesFromOwnership(
        position,
        evaluation(position, () => 0.6),
      ),
    ).toEqual(['D4', 'E5']);
    expect(
      deadStonesFromOwnership(
        position,
        evaluation(position, () => 0.3),
      ),
    ).toEqual([]);
  });
});
