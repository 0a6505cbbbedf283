import iconv from 'iconv-lite';
import { parse } from '@sabaki/sgf';
import { describe, expect, it } from 'vitest';
import { readRecords, SgfRecordError } from './sgf-records';

const MAX_NODES = 20_000;
const read = (text: string, maxNodes = MAX_NODES) => readRecords(Buffer.from(text), maxNodes);

describe('readRecords', () => {
  it('stores every game tree alone, as UTF-8 with CA[UTF-8]', () => {
    const bytes = iconv.encode(
      '(;GM[1]CA[windows-1251]SZ[9]PB[Иван];B[ee])\n(;GM[1]SZ[19:19]PW[Олег];B[pd];W[dp])',
      'windows-1251',
    );
    const records = readRecords(bytes, MAX_NODES);
    expect(records.map((r) => [r.encoding, r.facts.boardSize, r.facts.moves])).toEqual([
      ['windows-1251', 9, 1],
      ['windows-1251', 19, 2],
    ]);
    const trees = records.map((r) => parse(r.sgf));
    expect(trees.map((t) => t.length)).toEqual([1, 1]);
    expect(trees[0][0].data).toEqual({ GM: ['1'], CA: ['UTF-8'], SZ: ['9'], PB: ['Иван'] });
    expect(trees[1][0].data).toEqual({ GM: ['1'], SZ: ['19'], PW: ['Олег'], CA: ['UTF-8'] });
  });

  it('keeps variations, comments and escapes', () => {
    const [record] = read('(;GM[1]C[a \\] b];B[pd](;W[dd]C[x])(;W[dp]))');
    const [root] = parse(record.sgf);
    expect(root.data.C).toEqual(['a ] b']);
    expect(root.children[0].children.map((node) => node.data)).toEqual([
      { W: ['dd'], C: ['x'] },
      { W: ['dp'] },
    ]);
  });

  it.each([
    ['', 'not an SGF record'],
    ['GM[1]', 'not an SGF record'],
    ['(;GM[1]', 'the record is cut short'],
    ['(;GM[1] ! )', 'SGF syntax error: Unexpected token at 1:9'],
    ['()', 'an empty game tree'],
    ['(;GM[3])', 'not a Go game (GM[3])'],
    ['(;SZ[1])', 'unsupported board size SZ[1]'],
    ['(;SZ[53])', 'unsupported board size SZ[53]'],
    ['(;SZ[9:13])', 'unsupported board size SZ[9:13]'],
    ['(;SZ[big])', 'unsupported board size SZ[big]'],
    ['(;SZ[9]AB[ej:jj])', 'a move or stone lies outside the 9x9 board'],
    ['(;SZ[9];B[aa])(;SZ[9];W[tt];B[jj])', 'game 2: a move or stone lies outside the 9x9 board'],
  ])('refuses %j: %s', (text, reason) => {
    expect(() => read(text)).toThrow(new SgfRecordError(reason));
  });

  it('refuses more nodes than the cap in the whole file, before parsing', () => {
    const game = '(;GM[1]SZ[9];B[aa];W[bb])';
    expect(read(`${game}${game}`, 6)).toHaveLength(2);
    expect(() => read(`${game}${game}${game}`, 6)).toThrow(new SgfRecordError('more than 6 nodes'));
  });

  it('reads up to 1000 games of a file', () => {
    expect(read('(;SZ[9];B[ee])'.repeat(1000))).toHaveLength(1000);
    expect(() => read('(;SZ[9];B[ee])'.repeat(1001))).toThrow(
      new SgfRecordError('more than 1000 games in one file'),
    );
  });

  it('reads passes and boards from 2 to 52', () => {
    expect(read('(;SZ[19];B[tt];W[])')[0].facts.moves).toBe(2);
    expect(read('(;SZ[2];B[bb])')[0].facts.boardSize).toBe(2);
    expect(read('(;SZ[52];B[ZZ])')[0].facts.boardSize).toBe(52);
  });
});
