import { describe, expect, it } from 'vitest';
import { acceptOf, checkRecordFiles, extensionOf } from './record-files';

const FORMATS = { Formats: ['sgf'], MaxSize: 1000, MaxFiles: 2 };

describe('the checks before an SGF upload', () => {
  it('reads the extension in any case', () => {
    expect(extensionOf('Game.SGF')).toBe('sgf');
    expect(extensionOf('a.b.sgf')).toBe('sgf');
    expect(extensionOf('README')).toBe('');
  });

  it('offers the published formats in the picker', () => {
    expect(acceptOf(FORMATS)).toBe('.sgf');
    expect(acceptOf(null)).toBe('.sgf');
  });

  it('refuses other extensions, files over MaxSize and empty files, and keeps MaxFiles', () => {
    const files = [
      { name: 'one.sgf', size: 10 },
      { name: 'two.txt', size: 10 },
      { name: 'big.SGF', size: 1001 },
      { name: 'empty.sgf', size: 0 },
      { name: 'three.Sgf', size: 1000 },
      { name: 'four.sgf', size: 5 },
    ];
    const checked = checkRecordFiles(files, FORMATS);
    expect(checked.accepted.map((file) => file.name)).toEqual(['one.sgf', 'three.Sgf']);
    expect(checked.refused).toEqual([
      { name: 'two.txt', problem: 'format' },
      { name: 'big.SGF', problem: 'size' },
      { name: 'empty.sgf', problem: 'empty' },
    ]);
    expect(checked.tooMany).toBe(true);
  });
});
