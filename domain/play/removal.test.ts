import { describe, expect, it } from 'vitest';
import { startPosition, type Position } from './position';
import { toggleDead } from './removal';

/** Rows from the top: x black, o white, . empty. */
function drawn(rows: string[]): Position {
  const signs: Record<string, number> = { x: 1, o: -1, '.': 0 };
  const signMap = rows.map((row) => [...row].map((point) => signs[point]));
  return { ...startPosition(rows.length, []), signMap };
}

/*
 *    A B C D E
 * 5  . o . x .
 * 4  . o o x .
 * 3  . . . x x
 * 2  x . . . .
 * 1  x o . . .
 */
const POSITION = drawn(['.o.x.', '.oox.', '...xx', 'x....', 'xo...']);

describe('toggleDead', () => {
  it('marks the whole chain at the point', () => {
    expect(toggleDead(POSITION, [], 'B5')).toEqual(['B4', 'B5', 'C4']);
    expect(toggleDead(POSITION, [], 'c4')).toEqual(['B4', 'B5', 'C4']);
    expect(toggleDead(POSITION, [], 'E3')).toEqual(['D3', 'D4', 'D5', 'E3']);
    expect(toggleDead(POSITION, [], 'B1')).toEqual(['B1']);
  });

  it('adds to what is marked, sorted and without repeats', () => {
    const some = toggleDead(POSITION, [], 'A1');
    expect(some).toEqual(['A1', 'A2']);
    expect(toggleDead(POSITION, some, 'B1')).toEqual(['A1', 'A2', 'B1']);
    expect(toggleDead(POSITION, ['b1', 'B1'], 'A2')).toEqual(['A1', 'A2', 'B1']);
  });

  it('unmarks the whole chain when any of its stones is marked', () => {
    expect(toggleDead(POSITION, ['B4', 'B5', 'C4'], 'B5')).toEqual([]);
    expect(toggleDead(POSITION, ['B5', 'A1', 'A2'], 'C4')).toEqual(['A1', 'A2']);
    expect(toggleDead(POSITION, ['a1', 'B1'], 'A2')).toEqual(['B1']);
  });

  it('leaves the marks as they are for an empty point or an unreadable vertex', () => {
    const marked = ['B1'];
    expect(toggleDead(POSITION, marked, 'C1')).toBe(marked);
    expect(toggleDead(POSITION, marked, 'F1')).toBe(marked);
    expect(toggleDead(POSITION, marked, 'pass')).toBe(marked);
    expect(toggleDead(POSITION, marked, 'nonsense')).toBe(marked);
  });
});
