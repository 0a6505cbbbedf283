import { describe, expect, it } from 'vitest';
import { replayRecord } from '@tests/fixtures/sgf/replay-record';
import { Random } from '../random';
import { demoRecord, type RecordedGame } from './demo-record';
import { handicapPoints } from './handicap-points';

const GAME: RecordedGame = {
  boardSize: 19,
  handicap: 0,
  komi: 6.5,
  result: 'black',
  date: '2026-05-02',
  round: 3,
  event: 'Кубок «Сэнтэ»',
  place: 'Москва',
  black: { name: 'Иванов Пётр', rank: '2d' },
  white: { name: 'Ли Чан', rank: '1k' },
};

const recordsOf = (game: RecordedGame, count = 40) =>
  Array.from({ length: count }, (_, seed) => demoRecord(game, new Random(seed)));

describe('demoRecord', () => {
  it('writes the game facts in the root', () => {
    const { root } = replayRecord(demoRecord(GAME, new Random(1)));
    expect(root).toMatchObject({
      GM: ['1'],
      FF: ['4'],
      CA: ['UTF-8'],
      SZ: ['19'],
      KM: ['6.5'],
      RU: ['Japanese'],
      PB: ['Иванов Пётр'],
      BR: ['2d'],
      PW: ['Ли Чан'],
      WR: ['1k'],
      DT: ['2026-05-02'],
      EV: ['Кубок «Сэнтэ»'],
      RO: ['3'],
      PC: ['Москва'],
    });
    expect(root.HA).toBeUndefined();
    expect(root.AB).toBeUndefined();
  });

  it('is the same text for the same stream', () => {
    expect(demoRecord(GAME, new Random(5))).toBe(demoRecord(GAME, new Random(5)));
    expect(demoRecord(GAME, new Random(5))).not.toBe(demoRecord(GAME, new Random(6)));
  });

  it.each([
    [19, 120, 250],
    [13, 80, 160],
    [9, 45, 90],
  ])('plays a legal game of a realistic length on a %i board', (size, min, max) => {
    for (const text of recordsOf({ ...GAME, boardSize: size })) {
      const summary = replayRecord(text);
      expect(summary.size).toBe(size);
      expect(summary.mainLineMoves).toBeGreaterThanOrEqual(min - 1);
      expect(summary.mainLineMoves).toBeLessThanOrEqual(max + 2);
    }
  });

  it('puts handicap stones on the star points and lets white move first', () => {
    for (const handicap of [2, 5, 9]) {
      const text = demoRecord({ ...GAME, handicap, komi: 0.5 }, new Random(handicap));
      const { root } = replayRecord(text);
      expect(root.HA).toEqual([String(handicap)]);
      expect(root.AB).toHaveLength(handicap);
      expect(text).toMatch(/\n\s*;W\[/);
      expect(text).not.toMatch(/AB[^\n]*\n\s*;B\[/);
    }
    expect(handicapPoints(19, 2)).toEqual([
      [3, 15],
      [15, 3],
    ]);
    expect(handicapPoints(9, 5)).toContainEqual([4, 4]);
  });

  it('states the result as the game has it: resignation after the winner’s move, or points', () => {
    for (const result of ['black', 'white'] as const) {
      const texts = recordsOf({ ...GAME, result });
      const winner = result === 'black' ? 'B' : 'W';
      let resigned = 0;
      for (const text of texts) {
        const summary = replayRecord(text);
        const re = summary.root.RE[0];
        expect(re).toMatch(new RegExp(`^${winner}\\+(R|\\d+\\.5)$`));
        if (re.endsWith('+R')) {
          resigned++;
          expect(summary.lastNode[winner]?.[0]).toMatch(/^[a-s]{2}$/);
          expect(summary.lastNode.C?.[0]).toMatch(/сдались\.$/);
        } else {
          expect(summary.lastMoves).toEqual(['', '']);
        }
      }
      expect(resigned).toBeGreaterThan(5);
      expect(resigned).toBeLessThan(35);
    }
    for (const text of recordsOf({ ...GAME, result: 'jigo' }, 5)) {
      expect(replayRecord(text)).toMatchObject({ root: { RE: ['0'] }, lastMoves: ['', ''] });
    }
  });

  it('comments some moves and gives about a quarter of the records a variation', () => {
    const summaries = recordsOf(GAME, 80).map(replayRecord);
    expect(summaries.every((s) => s.comments >= 1)).toBe(true);
    const branched = summaries.filter((s) => s.branchPoints === 1).length;
    expect(branched).toBeGreaterThan(8);
    expect(branched).toBeLessThan(35);
    expect(summaries.every((s) => s.branchPoints <= 1)).toBe(true);
  });
});
