import { describe, expect, it } from 'vitest';
import { formatVertex, isMoveText, isPointText, parsePoints, parseVertex } from './vertex';

describe('parseVertex', () => {
  it('reads columns from the left without I and rows from the bottom', () => {
    expect(parseVertex('A1', 19)).toEqual([0, 18]);
    expect(parseVertex('T19', 19)).toEqual([18, 0]);
    expect(parseVertex('J10', 19)).toEqual([8, 9]);
    expect(parseVertex('H1', 9)).toEqual([7, 8]);
    expect(parseVertex('J9', 9)).toEqual([8, 0]);
    expect(parseVertex('D4', 13)).toEqual([3, 9]);
  });

  it('ignores case', () => {
    expect(parseVertex('d4', 19)).toEqual([3, 15]);
    expect(parseVertex('Pass', 19)).toBe('pass');
    expect(parseVertex('PASS', 9)).toBe('pass');
    expect(parseVertex('pass', 13)).toBe('pass');
  });

  it('refuses points off the board', () => {
    expect(parseVertex('K1', 9)).toBeNull();
    expect(parseVertex('A10', 9)).toBeNull();
    expect(parseVertex('A0', 19)).toBeNull();
    expect(parseVertex('U1', 19)).toBeNull();
    expect(parseVertex('O14', 13)).toBeNull();
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'I5',
      'i5',
      'D',
      '4',
      'D04',
      'D4 ',
      ' D4',
      'DD4',
      'D4.5',
      'D-4',
      'resign',
      'tt',
    ]) {
      expect(parseVertex(text, 19)).toBeNull();
    }
  });
});

describe('isMoveText', () => {
  it('takes a letter and a row number, or pass, in any case', () => {
    for (const text of ['D4', 'q16', 'I5', 'Z99', 'a1', 'pass', 'PASS', 'Pass']) {
      expect([text, isMoveText(text)]).toEqual([text, true]);
    }
    expect(isPointText('D4')).toBe(true);
    expect(isPointText('pass')).toBe(false);
  });

  it('refuses spaces, leading zeros and anything else around or inside', () => {
    for (const text of [
      ' E5',
      'E5 ',
      '\tE5',
      'E5\n',
      'E 5',
      'E05',
      'E0',
      ' pass',
      'pass ',
      'E',
      '5',
      'EE5',
      'E100',
      'tt',
      '',
    ]) {
      expect([text, isMoveText(text), isPointText(text)]).toEqual([text, false, false]);
    }
  });
});

describe('formatVertex', () => {
  it('writes GTP vertices', () => {
    expect(formatVertex([0, 18], 19)).toBe('A1');
    expect(formatVertex([8, 9], 19)).toBe('J10');
    expect(formatVertex([18, 0], 19)).toBe('T19');
    expect(formatVertex([4, 4], 9)).toBe('E5');
  });

  it('reads back every point of every size', () => {
    for (const size of [9, 13, 19]) {
      for (let y = 0; y < size; y += 1) {
        for (let x = 0; x < size; x += 1) {
          expect(parseVertex(formatVertex([x, y], size), size)).toEqual([x, y]);
        }
      }
    }
  });
});

describe('parsePoints', () => {
  it('reads the board points and leaves passes and unreadable vertices out', () => {
    expect(parsePoints(['A1', 'pass', 'Z99', 'j9'], 9)).toEqual([
      [0, 8],
      [8, 0],
    ]);
  });
});
