import { describe, expect, it } from 'vitest';
import { lineProblem, readSgfMainLine, SGF_LINE_ERRORS, SgfLineError } from './sgf-main-line';

const MAX_NODES = 20_000;
const readLine = (text: string, boardSize: number) => readSgfMainLine(text, boardSize, MAX_NODES);

describe('readSgfMainLine', () => {
  it('reads the moves as GTP, passes included', () => {
    const sgf = '(;GM[1]FF[4]SZ[19]PB[A]PW[B];B[pd];W[dp];B[];W[tt];B[aa];W[ss])';
    expect(readLine(sgf, 19)).toEqual({
      moves: ['Q16', 'D4', 'pass', 'pass', 'A19', 'T1'],
      result: null,
    });
  });

  it('follows the main line, not the variations', () => {
    const sgf = '(;SZ[9];B[ee](;W[cc];B[gg])(;W[gg];B[cc]))';
    expect(readLine(sgf, 9).moves).toEqual(['E5', 'C7', 'G3']);
  });

  it('reads only the first game tree of a file', () => {
    expect(readLine('(;SZ[9];B[ee])(;SZ[9];B[cc])', 9).moves).toEqual(['E5']);
  });

  it('normalises RE and ignores an unreadable one', () => {
    expect(readLine('(;SZ[9]RE[B+Resign];B[ee])', 9).result).toBe('B+R');
    expect(readLine('(;SZ[9]RE[W+6.5];B[ee])', 9).result).toBe('W+6.5');
    expect(readLine('(;SZ[9]RE[0])', 9).result).toBe('Draw');
    expect(readLine('(;SZ[9]RE[?];B[ee])', 9).result).toBeNull();
  });

  it('takes SZ 19 when absent and skips set-up stones', () => {
    expect(readLine('(;HA[2]AB[dp][pd];W[dd])', 19)).toEqual({
      moves: ['D16'],
      result: null,
    });
  });

  it.each([
    ['<html>Not found</html>', SGF_LINE_ERRORS.notSgf],
    ['', SGF_LINE_ERRORS.notSgf],
    ['()', SGF_LINE_ERRORS.notSgf],
    ['(;GM[2]SZ[19];B[aa])', SGF_LINE_ERRORS.notGo('2')],
    ['(;SZ[13];B[aa])', SGF_LINE_ERRORS.size('13', 19)],
    ['(;SZ[9];B[ee];W[jj])', SGF_LINE_ERRORS.offBoard(2, 'jj', 9)],
  ])('refuses %j', (text, message) => {
    expect(() => readLine(text, text.includes('SZ[9]') ? 9 : 19)).toThrow(
      new SgfLineError(message),
    );
  });

  it('refuses a record cut short or one it cannot parse', () => {
    expect(() => readLine('(;SZ[9];B[ee', 9)).toThrow(new SgfLineError(SGF_LINE_ERRORS.cutShort));
    expect(() => readLine('(;SZ[9];B[ee)', 9)).toThrow(
      new SgfLineError(SGF_LINE_ERRORS.syntax('Unexpected token at 1:10')),
    );
  });

  it('refuses a record of more nodes than the cap, or variations nested too deep, unparsed', () => {
    const chain = `(;SZ[9]${';B[ee]'.repeat(MAX_NODES)})`;
    expect(() => readLine(chain, 9)).toThrow(
      new SgfLineError(SGF_LINE_ERRORS.tooLarge(`more than ${MAX_NODES} nodes`)),
    );
    const nested = `(;SZ[9]${'(;B[ee]'.repeat(5000)}${')'.repeat(5000)})`;
    expect(() => readLine(nested, 9)).toThrow(
      new SgfLineError(SGF_LINE_ERRORS.tooLarge('variations nested more than 1000 deep')),
    );
  });
});

describe('lineProblem', () => {
  it('names the first move no rule allows', () => {
    expect(lineProblem({ boardSize: 9, handicap: 0 }, ['E5', 'C3', 'E5'])).toBe(
      'Move 3 (E5) is illegal: Point is occupied',
    );
    expect(lineProblem({ boardSize: 9, handicap: 2 }, ['G7'])).toBe(
      'Move 1 (G7) is illegal: Point is occupied',
    );
    expect(lineProblem({ boardSize: 9, handicap: 0 }, ['E5', 'C3', 'pass'])).toBeNull();
  });

  it('refuses more moves than a board holds', () => {
    const moves = Array.from({ length: 1001 }, () => 'pass');
    expect(lineProblem({ boardSize: 19, handicap: 0 }, moves)).toBe(
      'A board holds at most 1000 moves',
    );
    expect(lineProblem({ boardSize: 19, handicap: 0 }, moves.slice(1))).toBeNull();
  });
});
