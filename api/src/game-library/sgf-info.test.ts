import { parse } from '@sabaki/sgf';
import { describe, expect, it } from 'vitest';
import { applyInfo, dateKeyOf, factsOf, resultKindOf } from './sgf-info';

describe('dateKeyOf', () => {
  it.each([
    ['2024-05-01', '2024-05-01'],
    ['2024-05-01,03', '2024-05-01'],
    ['2024-05', '2024-05-01'],
    ['1998', '1998-01-01'],
    ['1998/7/4', '1998-07-04'],
    ['played 12.05.2003', '2003-01-01'],
    ['May', null],
    ['2024-13-45', null],
    ['2023-02-29', null],
    [null, null],
  ])('%s -> %s', (date, key) => {
    expect(dateKeyOf(date)).toBe(key);
  });
});

describe('resultKindOf', () => {
  it.each([
    ['B+R', 'B'],
    ['b+3.5', 'B'],
    ['W+Time', 'W'],
    ['0', 'draw'],
    ['Draw', 'draw'],
    ['Jigo', 'draw'],
    ['Void', null],
    ['?', null],
    [null, null],
  ])('%s -> %s', (result, kind) => {
    expect(resultKindOf(result)).toBe(kind);
  });
});

describe('factsOf', () => {
  it('reads the game information and counts the main line moves, passes included', () => {
    const [root] = parse(
      '(;GM[1]SZ[13]PB[ Black ]PW[]BR[3d]KM[0,5]HA[2]AB[dd][jj]RU[Chinese]RE[W+R]DT[2021-06-07]' +
        ';W[jd];B[];W[dj](;B[gg];W[hh])(;B[aa]))',
    );
    expect(factsOf(root, 13)).toEqual({
      black: 'Black',
      white: null,
      blackRank: '3d',
      whiteRank: null,
      result: 'W+R',
      date: '2021-06-07',
      event: null,
      komi: 0.5,
      handicap: 2,
      rules: 'Chinese',
      boardSize: 13,
      moves: 5,
      dateKey: '2021-06-07',
      resultKind: 'W',
    });
  });
});

describe('applyInfo', () => {
  it('sets, replaces and removes root properties, leaving the others', () => {
    const [root] = parse('(;GM[1]PB[Old]EV[Cup]KM[6.5]C[note];B[pd])');
    applyInfo(root, { black: 'New ', event: null, komi: 7.5, white: '', result: undefined });
    expect(root.data).toEqual({ GM: ['1'], PB: ['New'], KM: ['7.5'], C: ['note'] });
  });
});
