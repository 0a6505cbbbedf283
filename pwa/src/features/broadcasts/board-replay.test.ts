import { describe, expect, it } from 'vitest';
import { finalPosition, replayBoard } from './board-replay';

// the replay itself is lib/replay-moves.ts's (tested there)
describe('a broadcast board replayed', () => {
  it('gives every position, the last one as the final position', () => {
    const line = { boardSize: 9, handicap: 0, moves: ['B1', 'A1', 'A2', 'pass'] } as const;
    const positions = replayBoard(line);
    expect(positions).toHaveLength(5);
    expect(positions[3].captures).toEqual({ black: 1, white: 0 });
    expect(finalPosition(line)).toEqual(positions[4]);
  });

  it('places the handicap stones, white moving first', () => {
    const position = finalPosition({ boardSize: 9, handicap: 2, moves: ['E5'] });
    const stones = position.signMap.flat();
    expect(stones.filter((sign) => sign === 1)).toHaveLength(2);
    expect(stones.filter((sign) => sign === -1)).toHaveLength(1);
  });
});
