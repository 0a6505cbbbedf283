import { describe, expect, it } from 'vitest';
import { colourOfMove, lastMoveMarkers, replayMoves } from './replay-moves';

describe('replayMoves', () => {
  it('plays black first, captures, and keeps every position', () => {
    // white's A1 stone is taken by black's B1 and A2
    const positions = replayMoves({
      boardSize: 9,
      handicapStones: [],
      moves: ['B1', 'A1', 'A2', 'pass'],
    });
    expect(positions).toHaveLength(5);
    expect(positions[0].signMap.flat().every((sign) => sign === 0)).toBe(true);
    expect(positions[2].signMap[8][0]).toBe(-1);
    expect(positions[3].signMap[8][0]).toBe(0);
    expect(positions[3].captures).toEqual({ black: 1, white: 0 });
    expect(positions[3].lastMove).toEqual([0, 7]);
    expect(positions[4].lastMove).toBeNull();
    expect(positions[4].moveNumber).toBe(4);
  });

  it('places the handicap stones, and white moves first after them', () => {
    const record = { boardSize: 9, handicapStones: ['C3', 'G7'], moves: ['E5'] };
    const [start, first] = replayMoves(record);
    expect(start.signMap[6][2]).toBe(1);
    expect(start.signMap[2][6]).toBe(1);
    expect(first.signMap[4][4]).toBe(-1);
    const stones = first.signMap.flat();
    expect(stones.filter((sign) => sign === 1)).toHaveLength(2);
    expect(stones.filter((sign) => sign === -1)).toHaveLength(1);
    expect(colourOfMove(record, 0)).toBe('white');
    expect(colourOfMove({ handicapStones: [] }, 1)).toBe('white');
  });

  it('shows a move the board cannot read as a pass', () => {
    const positions = replayMoves({ boardSize: 9, handicapStones: [], moves: ['E5', 'Z99'] });
    expect(positions).toHaveLength(3);
    expect(positions[2].signMap).toEqual(positions[1].signMap);
    expect(positions[2].lastMove).toBeNull();
    expect(positions[2].moveNumber).toBe(2);
  });
});

describe('lastMoveMarkers', () => {
  it("marks the last move's point only, with a circle unless told", () => {
    const [, first] = replayMoves({ boardSize: 9, handicapStones: [], moves: ['B1'] });
    const circles = lastMoveMarkers(first);
    expect(circles[8][1]).toEqual({ type: 'circle' });
    expect(circles.flat().filter((marker) => marker !== null)).toHaveLength(1);
    expect(lastMoveMarkers(first, { type: 'point' })[8][1]).toEqual({ type: 'point' });
    const none = lastMoveMarkers({ signMap: first.signMap, lastMove: null });
    expect(none.flat().every((marker) => marker === null)).toBe(true);
  });
});
