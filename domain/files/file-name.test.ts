import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH, isSafeFileName, safeFileName } from './file-name';

describe('file names', () => {
  it('takes names of every script, with spaces and dots inside', () => {
    for (const name of [
      'game.sgf',
      'Round 3 – Ann v Bob.sgf',
      'Кубок.sgf',
      '李世石.v2.sgf',
      'x'.repeat(FILE_NAME_MAX_LENGTH),
    ]) {
      expect([name, isSafeFileName(name)]).toEqual([name, true]);
    }
  });

  it('refuses paths, control characters, hidden names and empty or long ones', () => {
    for (const name of [
      '../../x.sgf',
      '..\\x.sgf',
      'a/b.sgf',
      'a\\b.sgf',
      'x..sgf',
      '.hidden.sgf',
      '.',
      '..',
      'a\u0000b.sgf',
      'a\nb.sgf',
      'a\u007fb.sgf',
      '',
      'x'.repeat(FILE_NAME_MAX_LENGTH + 1),
    ]) {
      expect([name, isSafeFileName(name)]).toEqual([name, false]);
    }
  });

  it('makes a sent name safe, keeping what it can', () => {
    expect(safeFileName('../../x.sgf')).toBe('x.sgf');
    expect(safeFileName('C:\\games\\a.sgf')).toBe('a.sgf');
    expect(safeFileName('.hidden.sgf')).toBe('hidden.sgf');
    expect(safeFileName('a\u0000b..sgf')).toBe('ab.sgf');
    expect(safeFileName(`${'y'.repeat(300)}.sgf`)).toBe(`${'y'.repeat(251)}.sgf`);
    expect(safeFileName('dir/')).toBe('');
    expect(safeFileName('..')).toBe('');
    for (const sent of ['../../x.sgf', '.hidden.sgf', 'a\u0000b..sgf', ' . .x.sgf']) {
      expect(isSafeFileName(safeFileName(sent))).toBe(true);
    }
  });
});
