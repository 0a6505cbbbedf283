import { describe, expect, it } from 'vitest';
import { isGameRecord } from './sgf-check';

describe('isGameRecord', () => {
  it('accepts a Go game on a board of the given size', () => {
    expect(isGameRecord('(;GM[1]FF[4]SZ[9];B[ee];W[];B[tt])', 9)).toBe(true);
    expect(isGameRecord('  (;FF[4]HA[2]AB[dp][pd];W[qq](;B[aa])(;B[ss]))', 19)).toBe(true);
    expect(isGameRecord('(;GM[1]SZ[13]AB[aa:cc]AE[bb];W[mm])', 13)).toBe(true);
  });

  it('refuses text that is not one SGF game tree', () => {
    for (const text of ['', 'hello', '(;SZ[9]!)', '(;)', ';B[aa]', '(;SZ[9])(;SZ[9])']) {
      expect(isGameRecord(text, 9), text).toBe(false);
    }
  });

  it('refuses another game, another board size or stones off the board', () => {
    expect(isGameRecord('(;GM[2]SZ[9])', 9)).toBe(false);
    expect(isGameRecord('(;GM[1]SZ[13])', 9)).toBe(false);
    expect(isGameRecord('(;GM[1];B[dd])', 9)).toBe(false);
    expect(isGameRecord('(;GM[1]SZ[9];B[ee];W[ja])', 9)).toBe(false);
    expect(isGameRecord('(;GM[1]SZ[9];B[ee](;W[aa])(;W[ai]))', 9)).toBe(true);
    expect(isGameRecord('(;GM[1]SZ[9];B[ee](;W[aa])(;W[aj]))', 9)).toBe(false);
    expect(isGameRecord('(;GM[1]SZ[9]AW[ai:bj])', 9)).toBe(false);
    expect(isGameRecord('(;GM[1]SZ[9];B[tt])', 9)).toBe(true);
  });

  it('reads a line of 5,000 moves, and refuses variations nested 5,000 deep unparsed', () => {
    expect(isGameRecord(`(;GM[1]SZ[9]${';B[ee]'.repeat(5000)})`, 9)).toBe(true);
    expect(isGameRecord(`(;GM[1]SZ[9]${'(;B[ee]'.repeat(5000)}${')'.repeat(5000)})`, 9)).toBe(
      false,
    );
  });
});
