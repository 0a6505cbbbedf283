import { describe, expect, it } from 'vitest';
import { nodeComment, parseResult, readRecordInfo } from './game-info';
import { parseGameTree } from './game-tree';
import { CAPTURE_GAME, HANDICAP_GAME } from './sgf-test-records';

describe('readRecordInfo', () => {
  it('reads the game information of the root', () => {
    const info = readRecordInfo(parseGameTree(CAPTURE_GAME).root);
    expect(info).toEqual({
      black: 'Black Player',
      white: 'White Player',
      blackRank: '3d',
      whiteRank: '2d',
      resultText: 'B+R',
      result: { winner: 'black', by: 'resignation', points: null },
      date: '2024-05-01',
      event: 'Test Cup',
      round: '3',
      place: null,
      komi: 6.5,
      handicap: null,
      size: { width: 9, height: 9 },
      rules: 'Japanese',
      timeLimit: null,
      overtime: null,
      gameComment: null,
    });
  });

  it('reads handicap and komi, and leaves out what the record does not say', () => {
    const info = readRecordInfo(parseGameTree(HANDICAP_GAME).root);
    expect(info.handicap).toBe(2);
    expect(info.komi).toBe(0.5);
    expect(info.result).toBeNull();
    expect(info.event).toBeNull();
    expect(info.size).toEqual({ width: 19, height: 19 });
  });

  it('makes line breaks of names spaces, and ignores blank and unreadable values', () => {
    const root = parseGameTree(
      '(;GM[1]PB[Ann\nLee]PW[  ]KM[abc]HA[1.5]TM[1800]GC[Final\ngame])',
    ).root;
    const info = readRecordInfo(root);
    expect(info.black).toBe('Ann Lee');
    expect(info.white).toBeNull();
    expect(info.komi).toBeNull();
    expect(info.handicap).toBeNull();
    expect(info.timeLimit).toBe(1800);
    expect(info.gameComment).toBe('Final\ngame');
  });
});

describe('parseResult', () => {
  it('reads wins by resignation, time, forfeit and points', () => {
    expect(parseResult('B+R')).toEqual({ winner: 'black', by: 'resignation', points: null });
    expect(parseResult('W+Resign')).toEqual({ winner: 'white', by: 'resignation', points: null });
    expect(parseResult('w+t')).toEqual({ winner: 'white', by: 'time', points: null });
    expect(parseResult('B+Forfeit')).toEqual({ winner: 'black', by: 'forfeit', points: null });
    expect(parseResult('W+3.5')).toEqual({ winner: 'white', by: 'points', points: 3.5 });
    expect(parseResult('B+')).toEqual({ winner: 'black', by: 'other', points: null });
    expect(parseResult('B+?')).toEqual({ winner: 'black', by: 'other', points: null });
  });

  it('reads draws, void and unknown results, and nothing from blank or unknown text', () => {
    expect(parseResult('0')).toEqual({ winner: 'draw' });
    expect(parseResult('Draw')).toEqual({ winner: 'draw' });
    expect(parseResult('Void')).toEqual({ winner: 'void' });
    expect(parseResult('?')).toEqual({ winner: 'unknown' });
    expect(parseResult('')).toBeNull();
    expect(parseResult(undefined)).toBeNull();
    expect(parseResult('black won')).toBeNull();
  });
});

describe('nodeComment', () => {
  it('gives the node comment, trimmed, or null', () => {
    const tree = parseGameTree(CAPTURE_GAME);
    expect(nodeComment(tree.root)).toBe('Game start');
    expect(nodeComment(tree.root.children[0])).toBe('First move');
    expect(nodeComment(tree.root.children[0].children[0])).toBeNull();
  });
});
