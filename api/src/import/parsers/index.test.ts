import { describe, expect, it } from 'vitest';
import { UnreadableFileError, type ImportFormat } from '../import-model';
import { parseImportFile } from './index';

describe('parseImportFile', () => {
  it('dispatches by format', () => {
    const h9 = parseImportFile('h9', '; EV[Cup]\n; DT[2024-01-01]\n1 A b 1d DE B 1 0+', 'cup.h9');
    expect(h9.kind).toBe('tournament');
    const aga = parseImportFile('aga-list', 'Doe, Jane\t7\tFull\t2.5\t\t\t\t\t1/2/2020', 'a.txt');
    expect(aga).toMatchObject({ kind: 'rating-list', federation: 'aga', listDate: '2020-01-02' });
  });

  it('throws UnreadableFileError for the wrong format', () => {
    expect(() => parseImportFile('opengotha', '; EV[Cup]', 'cup.h9')).toThrow(UnreadableFileError);
    expect(() => parseImportFile('egf-list', '<Tournament/>', 'x.xml')).toThrow(
      UnreadableFileError,
    );
    expect(() => parseImportFile('pdf' as ImportFormat, '', 'x.pdf')).toThrow(UnreadableFileError);
  });
});
