import { listItems, listOf } from './growing-list';
import Board from '@sabaki/go-board';
import { describe, expect, it } from 'vitest';
import { ILLEGAL_MOVE, playMove, replay, startPosition, type Position } from './position';
import { boardKey } from './board-key';
import type { PlayRules } from './types';
import { formatVertex } from './vertex';

/** The board as rows from the top: x black, o white, . empty. */
function drawing(p: Position): string[] {
  return p.signMap.map((row) => row.map((sign) => ({ 1: 'x', [-1]: 'o', 0: '.' })[sign]).join(''));
}

function played(p: Position, rules: PlayRules, move: string): Position {
  const result = playMove(p, rules, move);
  if (!result.ok) throw new Error(result.reason);
  return result.position;
}

function refusal(p: Position, rules: PlayRules, move: string): string | null {
  const result = playMove(p, rules, move);
  return result.ok ? null : result.reason;
}

describe('startPosition', () => {
  it('starts empty with black to move', () => {
    const p = startPosition(9, []);
    expect(p.toMove).toBe('black');
    expect(p.signMap.flat().every((sign) => sign === 0)).toBe(true);
    expect(p).toMatchObject({
      size: 9,
      history: { length: 0 },
      koPoint: null,
      consecutivePasses: 0,
    });
    expect(p.captures).toEqual({ black: 0, white: 0 });
  });

  it('places black handicap stones and gives white the first move', () => {
    const p = startPosition(9, ['C3', 'G7']);
    expect(p.toMove).toBe('white');
    expect(p.signMap[6][2]).toBe(1);
    expect(p.signMap[2][6]).toBe(1);
    expect(p.signMap.flat().filter((sign) => sign !== 0)).toHaveLength(2);
  });

  it('throws on a handicap stone off the board', () => {
    expect(() => startPosition(9, ['K10'])).toThrow();
  });
});

describe('playMove', () => {
  it('places the stone of the side to move and passes the turn', () => {
    const p = played(startPosition(9, []), 'chinese', 'e5');
    expect(p.signMap[4][4]).toBe(1);
    expect(p.toMove).toBe('white');
    expect(p.history).toHaveLength(1);
    const q = played(p, 'chinese', 'A1');
    expect(q.signMap[8][0]).toBe(-1);
    expect(q.toMove).toBe('black');
  });

  it('keeps the keys of the earlier boards and the two latest boards themselves', () => {
    const start = startPosition(9, []);
    const p = played(start, 'chinese', 'E5');
    const q = played(p, 'chinese', 'pass');
    const r = played(q, 'chinese', 'A1');
    expect(listItems(r.history)).toEqual([
      boardKey(start.signMap),
      boardKey(p.signMap),
      boardKey(q.signMap),
    ]);
    expect(r.recentBoards).toEqual([q.signMap, p.signMap]);
    expect(r.recentBoards[0]).toBe(q.signMap);
    expect(p.recentBoards).toEqual([start.signMap]);
  });

  it('does not change the position it is given', () => {
    const p = startPosition(9, []);
    const before = structuredClone(p);
    played(p, 'japanese', 'E5');
    // its history's shared array may grow past its length; what it reads may not change
    const seen = (q: Position) => ({ ...q, history: listItems(q.history) });
    expect(seen(p)).toEqual(seen(before));
  });

  it('shares the rows a move left alone with the position before it, and copies the rest', () => {
    const p = played(played(startPosition(9, []), 'chinese', 'E5'), 'chinese', 'E6');
    // black E4 takes nothing: row 5 (y 5) changes, the others are the same arrays
    const q = played(p, 'chinese', 'E4');
    q.signMap.forEach((row, y) => expect(row === p.signMap[y]).toBe(y !== 5));
    expect(drawing(p)[5]).toBe('.........');
    // a capture: black A2 takes white A1, so rows 7 (A2) and 8 (A1) are new
    const before = replay(9, [], 'chinese', ['B1', 'A1']);
    const after = played(before, 'chinese', 'A2');
    expect(after.captures.black).toBe(1);
    after.signMap.forEach((row, y) => expect(row === before.signMap[y]).toBe(y < 7));
    expect(drawing(before).slice(7)).toEqual(['.........', 'ox.......']);
  });

  it('refuses invalid coordinates and occupied points', () => {
    const p = played(startPosition(9, []), 'japanese', 'E5');
    expect(refusal(p, 'japanese', 'J10')).toBe(ILLEGAL_MOVE.invalid);
    expect(refusal(p, 'japanese', 'I5')).toBe(ILLEGAL_MOVE.invalid);
    expect(refusal(p, 'japanese', 'resign')).toBe(ILLEGAL_MOVE.invalid);
    expect(refusal(p, 'japanese', 'E5')).toBe(ILLEGAL_MOVE.occupied);
    expect(ILLEGAL_MOVE).toEqual({
      invalid: 'Invalid coordinates',
      occupied: 'Point is occupied',
      suicide: 'Suicide is not allowed',
      ko: 'Ko: the stone cannot be retaken at once',
      superko: 'Superko: the position would repeat',
    });
  });

  it('captures, counting the stones for the capturing colour', () => {
    // white A1 surrounded by black A2 and B1
    const p = replay(9, [], 'japanese', ['A2', 'A1', 'B1']);
    expect(drawing(p).slice(7)).toEqual(['x........', '.x.......']);
    expect(p.captures).toEqual({ black: 1, white: 0 });
    // two white stones taken at once
    const q = replay(9, [], 'japanese', ['A3', 'A1', 'B2', 'A2', 'B1']);
    expect(drawing(q).slice(6)).toEqual(['x........', '.x.......', '.x.......']);
    expect(q.captures).toEqual({ black: 2, white: 0 });
    // white captures too
    const r = replay(9, [], 'chinese', ['J9', 'H9', 'pass', 'J8']);
    expect(r.captures).toEqual({ black: 0, white: 1 });
    expect(r.signMap[0][8]).toBe(0);
  });

  it('refuses suicide, of one stone or of a group, but not a move that captures', () => {
    const p = replay(9, [], 'chinese', ['A2', 'pass', 'B1']);
    expect(refusal(p, 'chinese', 'A1')).toBe(ILLEGAL_MOVE.suicide);
    expect(refusal(p, 'japanese', 'A1')).toBe(ILLEGAL_MOVE.suicide);
    // white A2-A1 would have no liberty left: B1, B2, A3 are black
    const group = replay(9, [], 'chinese', ['A3', 'A2', 'B2', 'pass', 'B1']);
    expect(drawing(group).slice(6)).toEqual(['x........', 'ox.......', '.x.......']);
    expect(refusal(group, 'chinese', 'A1')).toBe(ILLEGAL_MOVE.suicide);
    // black A1 has no liberty of its own but takes white B1 first: legal
    const taking = replay(9, [], 'chinese', ['C1', 'B1', 'B2', 'A2', 'A1']);
    expect(drawing(taking).slice(7)).toEqual(['ox.......', 'x.x......']);
    expect(taking.captures).toEqual({ black: 1, white: 0 });
  });

  it('refuses the immediate retaking of a basic ko under both rules, and allows it later', () => {
    for (const rules of ['chinese', 'japanese'] as const) {
      // white B2 takes black C2; black may not retake at C2 at once
      const before = replay(9, [], rules, ['B3', 'C3', 'A2', 'D2', 'B1', 'C1', 'C2', 'B2']);
      expect(drawing(before).slice(6)).toEqual(['.xo......', 'xo.o.....', '.xo......']);
      expect(before.koPoint).toEqual([2, 7]);
      expect(before.captures).toEqual({ black: 0, white: 1 });
      expect(refusal(before, rules, 'C2')).toBe(ILLEGAL_MOVE.ko);
      // a threat and an answer, then the retake is legal
      const later = replay(9, [], rules, [
        ...['B3', 'C3', 'A2', 'D2', 'B1', 'C1', 'C2', 'B2'],
        ...['H8', 'J8', 'C2'],
      ]);
      expect(later.signMap[7][2]).toBe(1);
      expect(later.signMap[7][1]).toBe(0);
      expect(later.koPoint).toEqual([1, 7]);
      expect(later.captures).toEqual({ black: 1, white: 1 });
    }
  });

  it('is no ko when the capturing stone joins a chain or takes two', () => {
    // black B1 takes white A1 and leaves its chain B1-C1 one liberty, at A1: white may take back
    // two stones there, so it is no ko
    const joined = replay(9, [], 'japanese', [
      'A2',
      'A1',
      'C1',
      'B2',
      'A3',
      'C2',
      'H8',
      'D1',
      'B1',
    ]);
    expect(drawing(joined).slice(6)).toEqual(['x........', 'xoo......', '.xxo.....']);
    expect(joined.captures.black).toBe(1);
    expect(joined.koPoint).toBeNull();
    expect(played(joined, 'japanese', 'A1').captures.white).toBe(2);
    const two = replay(9, [], 'japanese', ['A3', 'A1', 'B2', 'A2', 'B1']);
    expect(two.captures.black).toBe(2);
    expect(two.koPoint).toBeNull();
  });

  it('counts passes and clears the ko point', () => {
    const ko = replay(9, [], 'japanese', ['B3', 'C3', 'A2', 'D2', 'B1', 'C1', 'C2', 'B2']);
    const once = played(ko, 'japanese', 'pass');
    expect(once).toMatchObject({ koPoint: null, consecutivePasses: 1, toMove: 'white' });
    const twice = played(once, 'japanese', 'PASS');
    expect(twice).toMatchObject({ consecutivePasses: 2, toMove: 'black' });
    expect(twice.signMap).toEqual(ko.signMap);
    expect(played(twice, 'japanese', 'E5').consecutivePasses).toBe(0);
  });

  it('forbids a repetition of the whole board under Chinese rules and reports a cycle under Japanese', () => {
    // after white takes the ko, black passes, white passes: black's retake repeats the board
    // as it stood before white took (the ko point is cleared by the passes)
    const moves = ['B3', 'C3', 'A2', 'D2', 'B1', 'C1', 'C2', 'B2', 'pass', 'pass'];
    // the board before white's B2 had black C2 and white B2 empty: black's C2 now recreates it
    const chinese = replay(9, [], 'chinese', moves);
    expect(refusal(chinese, 'chinese', 'C2')).toBe(ILLEGAL_MOVE.superko);
    const japanese = replay(9, [], 'japanese', moves);
    const result = playMove(japanese, 'japanese', 'C2');
    expect(result).toMatchObject({ ok: true, cycle: true });
    // an ordinary move is no cycle
    expect(playMove(japanese, 'japanese', 'H8')).toMatchObject({ ok: true, cycle: false });
  });

  it('checks superko on the board alone, whoever was to move then', () => {
    // white to move now; the board white's E5 makes was seen before with black to move
    const earlier = startPosition(9, []);
    earlier.signMap[4][4] = -1;
    const p = {
      ...startPosition(9, []),
      toMove: 'white' as const,
      history: listOf([boardKey(earlier.signMap)]),
    };
    expect(refusal(p, 'chinese', 'E5')).toBe(ILLEGAL_MOVE.superko);
    expect(playMove(p, 'japanese', 'E5')).toMatchObject({ ok: true, cycle: true });
  });
});

describe('playMove against @sabaki/go-board', () => {
  it('agrees on legality, captures and the board through random play', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const size = 9;
    let position = startPosition(size, []);
    let board = Board.fromDimensions(size);
    for (let attempt = 0; attempt < 3000; attempt += 1) {
      const point: [number, number] = [Math.floor(random() * size), Math.floor(random() * size)];
      const sign = position.toMove === 'black' ? 1 : -1;
      let expected: Board | null;
      try {
        expected = board.makeMove(sign, point, {
          preventOverwrite: true,
          preventSuicide: true,
          preventKo: true,
        });
      } catch {
        expected = null;
      }
      const result = playMove(position, 'japanese', formatVertex(point, size));
      expect(result.ok).toBe(expected !== null);
      if (!result.ok || expected === null) continue;
      expect(result.position.signMap).toEqual(expected.signMap);
      expect(result.position.captures).toEqual({
        black: expected.getCaptures(1),
        white: expected.getCaptures(-1),
      });
      position = result.position;
      board = expected;
    }
    expect(position.captures.black + position.captures.white).toBeGreaterThan(20);
  });
});

describe('replay', () => {
  it('plays the moves after the handicap stones', () => {
    const p = replay(9, ['C3', 'G7'], 'japanese', ['E5', 'D4']);
    expect(p.toMove).toBe('white');
    expect(p.signMap[4][4]).toBe(-1);
    expect(p.signMap[5][3]).toBe(1);
    expect(p.history).toHaveLength(2);
  });

  it('throws on an illegal move, naming it', () => {
    expect(() => replay(9, [], 'japanese', ['E5', 'E5'])).toThrow('Move 2 (E5): Point is occupied');
  });
});
