import { describe, expect, it } from 'vitest';
import { isLegalLine, liveLine, recordLine } from './demo-broadcast-lines';
import { Random } from './generator/random';
import { demoRecord, type RecordedGame } from './generator/records/demo-record';

const GAME: RecordedGame = {
  boardSize: 19,
  handicap: 0,
  komi: 6.5,
  result: 'white',
  date: '2026-05-02',
  round: 3,
  event: 'Кубок «Сэнтэ»',
  place: 'Москва',
  black: { name: 'Иванов Пётр', rank: '2d' },
  white: { name: 'Ли Чан', rank: '1k' },
};

describe('the demo broadcasts’ move lines', () => {
  it('reads a demo record’s main line in GTP with its comments and result', () => {
    for (let seed = 0; seed < 20; seed++) {
      const line = recordLine(demoRecord(GAME, new Random(seed)), 19);
      expect(line.result).toMatch(/^W\+(R|\d+\.5)$/);
      expect(line.moves.length).toBeGreaterThan(100);
      expect(line.moves.every((move) => /^([A-HJ-T](1[0-9]|[1-9])|pass)$/.test(move))).toBe(true);
      expect(isLegalLine(19, 0, line.moves)).toBe(true);
      expect(line.comments.length).toBeGreaterThanOrEqual(1);
      for (const { moveNumber } of line.comments)
        expect(moveNumber).toBeLessThanOrEqual(line.moves.length);
    }
  });

  it('plays live boards part-way, legally, the same for the same stream', () => {
    for (const [size, handicap] of [
      [19, 0],
      [13, 0],
      [9, 0],
      [19, 4],
    ] as const) {
      const line = liveLine(size, handicap, new Random(size + handicap));
      expect(line.moves.length).toBeGreaterThan(10);
      expect(line.moves).not.toContain('pass');
      expect(isLegalLine(size, handicap, line.moves)).toBe(true);
      expect(line.comments.length).toBeGreaterThanOrEqual(1);
      expect(liveLine(size, handicap, new Random(size + handicap))).toEqual(line);
    }
  });

  it('finds an illegal line', () => {
    expect(isLegalLine(19, 0, ['D4', 'D4'])).toBe(false);
  });
});
