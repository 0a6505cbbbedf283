import { describe, expect, it } from 'vitest';
import { appended, emptyList, listIncludes, listItems, listOf } from './growing-list';

describe('growing list', () => {
  it('keeps every version as it was when a later one adds in place', () => {
    const one = appended(emptyList<number>(), 1);
    const two = appended(one, 2);
    const three = appended(two, 3);
    expect(listItems(one)).toEqual([1]);
    expect(listItems(two)).toEqual([1, 2]);
    expect(listItems(three)).toEqual([1, 2, 3]);
    expect(three.items).toBe(one.items);
  });

  it('copies when an older version grows a second branch, and the branches stay apart', () => {
    const base = appended(appended(emptyList<string>(), 'D4'), 'Q16');
    const first = appended(base, 'C3');
    const second = appended(base, 'R17');
    expect(listItems(first)).toEqual(['D4', 'Q16', 'C3']);
    expect(listItems(second)).toEqual(['D4', 'Q16', 'R17']);
    expect(listIncludes(second, 'C3')).toBe(false);
    expect(listIncludes(first, 'R17')).toBe(false);
    expect(listIncludes(base, 'C3')).toBe(false);
    expect(listIncludes(base, 'Q16')).toBe(true);
  });

  it('starts from an array without sharing it with its caller', () => {
    const moves = ['D4'];
    const list = appended(listOf(moves), 'Q16');
    expect(moves).toEqual(['D4']);
    expect(listItems(list)).toEqual(['D4', 'Q16']);
  });

  it('reads the same after a structured clone (a worker)', () => {
    const older = appended(emptyList<number>(), 7);
    appended(older, 8);
    const cloned = structuredClone(older);
    expect(listItems(cloned)).toEqual([7]);
    expect(listIncludes(cloned, 8)).toBe(false);
    expect(listItems(appended(cloned, 9))).toEqual([7, 9]);
  });
});
