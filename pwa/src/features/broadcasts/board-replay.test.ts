import { describe, expect, it } from 'vitest';
import { finalPosition, replayBoard } from './board-replay';

describe('a broadcast board replayed', () => {
  it('gives every position, with the last move and captures', () => {
    // white's stone at A1 is taken by black's B1 and A2
    const positions = replayBoard({ boardSize: 9, handicap: 0, moves: ['B1', 'A1', 'A2', 'pass'] });
    expect(positions).toHaveLength(5);
    expect(positions[2].signMap[8][0]).toBe(-1);
    expect(positions[3].signMap[8][0]).toBe(0);
    expect(positions[3].captures).toEqual({ black: 1, white: 0 });
    expect(positions[3].lastMove).toEqual([0, 7]);
    expect(positions[4].lastMove).toBeNull();
    expect(positions[4].moveNumber).toBe(4);
  });

  it('places the handicap stones, white moving first', () => {
    const position = finalPosition({ boardSize: 9, handicap: 2, moves: ['E5'] });
    const stones = position.signMap.flat();
    expect(stones.filter((sign) => sign === 1)).toHaveLength(2);
    expect(stones.filter((sign) => sign === -1)).toHaveLength(1);
  });
});
