import { describe, expect, it } from 'vitest';
import { startPosition, type Position } from './position';
import { boardWithoutDead, scorePosition, territoryOwners } from './scoring';

/** A finished position from a drawing (rows from the top: x black, o white, . empty). */
function finished(rows: string[], captures = { black: 0, white: 0 }): Position {
  const signs: Record<string, number> = { x: 1, o: -1, '.': 0 };
  const signMap = rows.map((row) => [...row.replaceAll(' ', '')].map((point) => signs[point]));
  return { ...startPosition(rows.length, []), signMap, captures, consecutivePasses: 2 };
}

/*
 * A wall down the middle: black column E (9 stones) with columns A-D behind it (36 points),
 * white column F (9 stones) with columns G-J behind it (27 points).
 */
const WALL = Array.from({ length: 9 }, () => '. . . . x o . . .');

/*
 *    A B C D E F G H J
 * 9  . . . x o . . . .
 * 8  . . . x o . . . .
 * 7  . . . x o . . . .
 * 6  . . . x o . . . .
 * 5  x x x x . o o o o     E5 touches both colours: dame
 * 4  . . . . x o . . .
 * 3  . . . . x o . . .
 * 2  . . . . x o . . .
 * 1  . . . . x o . . .
 *
 * Black: stones D9-D6, A5-D5, E4-E1 = 12; territory A9-C6 (3 x 4 = 12) + A4-D1 (4 x 4 = 16) = 28.
 * White: stones E9-E6, F5-J5, F4-F1 = 12; territory F9-J6 (4 x 4 = 16) + G4-J1 (3 x 4 = 12) = 28.
 * 12 + 28 + 12 + 28 + 1 dame = 81.
 */
const CORNERS = [
  '. . . x o . . . .',
  '. . . x o . . . .',
  '. . . x o . . . .',
  '. . . x o . . . .',
  'x x x x . o o o o',
  '. . . . x o . . .',
  '. . . . x o . . .',
  '. . . . x o . . .',
  '. . . . x o . . .',
];

/* CORNERS with a dead white stone at B8 and a dead black chain H2-J2. */
const CORNERS_WITH_DEAD = [
  '. . . x o . . . .',
  '. o . x o . . . .',
  '. . . x o . . . .',
  '. . . x o . . . .',
  'x x x x . o o o o',
  '. . . . x o . . .',
  '. . . . x o . . .',
  '. . . . x o . x x',
  '. . . . x o . . .',
];

describe('scorePosition, Chinese (area)', () => {
  it('counts stones and territory, komi for white', () => {
    // black 9 + 36 = 45; white 9 + 27 + 7.5 = 43.5
    expect(scorePosition(finished(WALL), [], 'chinese', 7.5)).toEqual({
      black: { territory: 36, stones: 9, captures: 0, komi: 0, total: 45 },
      white: { territory: 27, stones: 9, captures: 0, komi: 7.5, total: 43.5 },
      result: 'B+1.5',
    });
  });

  it('gives a dame point to nobody and ignores captures', () => {
    // black 12 + 28 = 40; white 12 + 28 + 7.5 = 47.5
    const score = scorePosition(finished(CORNERS, { black: 3, white: 1 }), [], 'chinese', 7.5);
    expect(score.black).toMatchObject({ stones: 12, territory: 28, total: 40 });
    expect(score.white).toMatchObject({ stones: 12, territory: 28, total: 47.5 });
    expect(score.result).toBe('W+7.5');
  });

  it('takes the dead stones off before counting', () => {
    const position = finished(CORNERS_WITH_DEAD);
    const score = scorePosition(position, ['B8', 'h2', 'J2'], 'chinese', 7.5);
    expect(score.black).toMatchObject({ stones: 12, territory: 28, total: 40 });
    expect(score.white).toMatchObject({ stones: 12, territory: 28, total: 47.5 });
    expect(score.result).toBe('W+7.5');
  });

  it('counts a region holding a stone of the other colour for nobody while it is alive', () => {
    // the dead stones not marked: A9-C6 holds white B8 and G4-J1 holds black H2-J2
    // black 14 stones + A4-D1 16 = 30; white 13 stones + F9-J6 16 + 7.5 = 36.5
    const score = scorePosition(finished(CORNERS_WITH_DEAD), [], 'chinese', 7.5);
    expect(score.black).toMatchObject({ stones: 14, territory: 16, total: 30 });
    expect(score.white).toMatchObject({ stones: 13, territory: 16, total: 36.5 });
    expect(score.result).toBe('W+6.5');
  });

  it('writes whole margins without a decimal and a tie as 0', () => {
    // 45 against 36 + 16 = 52
    expect(scorePosition(finished(WALL), [], 'chinese', 16).result).toBe('W+7');
    // 45 against 36 + 9 = 45
    expect(scorePosition(finished(WALL), [], 'chinese', 9).result).toBe('0');
    // 45 against 36 - 0.5
    expect(scorePosition(finished(WALL), [], 'chinese', -0.5).result).toBe('B+9.5');
  });
});

describe('scorePosition, Japanese (territory)', () => {
  it('counts territory and captures, komi for white', () => {
    // black 36 + 2 = 38; white 27 + 3 + 6.5 = 36.5
    expect(scorePosition(finished(WALL, { black: 2, white: 3 }), [], 'japanese', 6.5)).toEqual({
      black: { territory: 36, stones: 9, captures: 2, komi: 0, total: 38 },
      white: { territory: 27, stones: 9, captures: 3, komi: 6.5, total: 36.5 },
      result: 'B+1.5',
    });
  });

  it('gives a dame point to nobody', () => {
    // black 28 + 3 = 31; white 28 + 1 + 6.5 = 35.5
    const score = scorePosition(finished(CORNERS, { black: 3, white: 1 }), [], 'japanese', 6.5);
    expect(score.black).toMatchObject({ territory: 28, captures: 3, total: 31 });
    expect(score.white).toMatchObject({ territory: 28, captures: 1, total: 35.5 });
    expect(score.result).toBe('W+4.5');
  });

  it('counts dead stones as captures of their opponent', () => {
    // black 28 + 3 + 1 (B8) = 32; white 28 + 1 + 2 (H2, J2) + 6.5 = 37.5
    const position = finished(CORNERS_WITH_DEAD, { black: 3, white: 1 });
    const score = scorePosition(position, ['B8', 'H2', 'J2'], 'japanese', 6.5);
    expect(score.black).toEqual({ territory: 28, stones: 12, captures: 4, komi: 0, total: 32 });
    expect(score.white).toEqual({ territory: 28, stones: 12, captures: 3, komi: 6.5, total: 37.5 });
    expect(score.result).toBe('W+5.5');
  });

  it('ignores dead marks on empty points, off the board or repeated', () => {
    const position = finished(CORNERS_WITH_DEAD, { black: 3, white: 1 });
    const score = scorePosition(
      position,
      ['B8', 'H2', 'J2', 'J2', 'A1', 'Z99', 'pass'],
      'japanese',
      6.5,
    );
    expect(score.result).toBe('W+5.5');
    expect(score.white.captures).toBe(3);
  });

  it('writes a tie as 0', () => {
    // 38 against 36.5 - 6.5 + 8 = 38
    const position = finished(WALL, { black: 2, white: 3 });
    expect(scorePosition(position, [], 'japanese', 8).result).toBe('0');
  });
});

describe('territoryOwners', () => {
  it('marks each empty point with the one colour bordering its region, dame and stones with 0', () => {
    const owners = territoryOwners(finished(['x . o', 'x . o', 'x . o']).signMap);
    expect(owners).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const walled = territoryOwners(finished(['. x o .', '. x o .', '. x o .', '. x o .']).signMap);
    expect(walled.map((row) => [row[0], row[3]])).toEqual([
      [1, -1],
      [1, -1],
      [1, -1],
      [1, -1],
    ]);
  });

  it('counts the points of a dead stone for its taker once it is off the board', () => {
    const p = finished(['. x o .', '. x o o', '. x o .', 'o x o .']);
    const board = boardWithoutDead(p.signMap, ['A1']);
    expect(board[3][0]).toBe(0);
    expect(p.signMap[3][0]).toBe(-1);
    expect(territoryOwners(board).map((row) => row[0])).toEqual([1, 1, 1, 1]);
  });
});
