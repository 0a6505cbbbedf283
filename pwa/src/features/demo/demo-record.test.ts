import { describe, expect, it } from 'vitest';
import { readRecord, boardsOf, lastMoveMarkers, momentAt, pointName } from './demo-record';
import { EAR_REDDENING_MOVE, EAR_REDDENING_SGF, MOMENTS } from './ear-reddening-game';

const record = readRecord(EAR_REDDENING_SGF);

describe('the ear-reddening game', () => {
  it('has all 325 moves on 19x19, Black first and the colours alternating', () => {
    expect(record.size).toBe(19);
    expect(record.moves).toHaveLength(325);
    record.moves.forEach((move, index) =>
      expect(move.sign, `move ${index + 1}`).toBe(index % 2 ? -1 : 1),
    );
  });

  it('replays by the rules: every move on an empty point, no suicide, no ko taken back at once', () => {
    const boards = boardsOf(record);
    expect(boards).toHaveLength(326);
    record.moves.forEach(({ sign, vertex }, index) => {
      const analysis = boards[index].analyzeMove(sign, vertex);
      expect([analysis.overwrite, analysis.suicide, analysis.ko], `move ${index + 1}`).toEqual([
        false,
        false,
        false,
      ]);
    });
  });

  it("starts with Shusaku's three 3-4 points and has the ear-reddening move at K11", () => {
    const names = record.moves.map(({ vertex }) => pointName(vertex, 19));
    expect([names[0], names[2], names[4]]).toEqual(['R16', 'Q3', 'C4']);
    expect(EAR_REDDENING_MOVE).toBe(127);
    expect(record.moves[EAR_REDDENING_MOVE - 1]).toEqual({ sign: 1, vertex: [9, 8] });
    expect(names[EAR_REDDENING_MOVE - 1]).toBe('K11');
    expect(names[324]).toBe('T2');
  });

  it('takes stones: the ko begins at move 229, the last move captures one stone', () => {
    const boards = boardsOf(record);
    const taken = (move: number, sign: 1 | -1) =>
      boards[move].getCaptures(sign) - boards[move - 1].getCaptures(sign);
    expect(taken(229, 1)).toBe(1);
    expect(taken(232, -1)).toBe(1);
    // the ko's two points, as the comment names them
    expect(pointName(record.moves[228].vertex, 19)).toBe('N13');
    expect(pointName(record.moves[231].vertex, 19)).toBe('M13');
    expect(pointName(record.moves[310].vertex, 19)).toBe('M13');
    expect(record.moves[310].sign).toBe(1);
    expect(taken(325, 1)).toBe(1);
    expect(boards[0].isEmpty()).toBe(true);
    expect(boards[1].get([16, 3])).toBe(1);
  });
});

describe('the moments the demo comments on', () => {
  it('are in move order, from the empty board to the last move', () => {
    const moves = MOMENTS.map((moment) => moment.move);
    expect(moves).toEqual([...moves].sort((a, b) => a - b));
    expect(moves[0]).toBe(0);
    expect(moves[moves.length - 1]).toBe(record.moves.length);
    expect(MOMENTS.find((moment) => moment.key === 'earReddening')?.move).toBe(127);
  });

  it('are found for any move: the last one starting at or before it', () => {
    expect(momentAt(MOMENTS, 0).key).toBe('start');
    expect(momentAt(MOMENTS, 1).key).toBe('opening');
    expect(momentAt(MOMENTS, 7).key).toBe('opening');
    expect(momentAt(MOMENTS, 8).key).toBe('fight');
    expect(momentAt(MOMENTS, 126).key).toBe('fight');
    expect(momentAt(MOMENTS, 127).key).toBe('earReddening');
    expect(momentAt(MOMENTS, 128).key).toBe('afterwards');
    expect(momentAt(MOMENTS, 300).key).toBe('ko');
    expect(momentAt(MOMENTS, 325).key).toBe('end');
  });
});

describe('points and markers', () => {
  it('names points as the board prints them, skipping the letter I', () => {
    expect(pointName([0, 18], 19)).toBe('A1');
    expect(pointName([8, 0], 19)).toBe('J19');
    expect(pointName([18, 0], 19)).toBe('T19');
    expect(pointName([2, 2], 9)).toBe('C7');
  });

  it('circles the last move only', () => {
    const markers = lastMoveMarkers(3, [1, 2]);
    expect(markers).toEqual([
      [null, null, null],
      [null, null, null],
      [null, { type: 'circle' }, null],
    ]);
    expect(lastMoveMarkers(2, undefined).flat()).toEqual([null, null, null, null]);
  });
});
