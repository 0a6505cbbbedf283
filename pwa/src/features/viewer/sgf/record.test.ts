import { describe, expect, it } from 'vitest';
import { readRecord } from './record';
import { CAPTURE_GAME } from './sgf-test-records';

describe('readRecord', () => {
  it('gives the tree and the root information of a record', () => {
    const record = readRecord(CAPTURE_GAME);
    expect(record).toMatchObject({ error: null, info: { black: 'Black Player', komi: 6.5 } });
    expect('tree' in record && record.tree.nodes.size).toBe(6);
  });

  it('says why a text is not a record', () => {
    expect(readRecord('(;B[aa').error).toMatch(/Unexpected token/);
    expect(readRecord('plain text').error).toBe('No game in the record');
  });
});
