import { describe, expect, it } from 'vitest';
import { RESIGN_MIN_MOVE, RESIGN_MOVES, RESIGN_WINRATE, shouldResign } from './resignation';

const lost = Array.from({ length: RESIGN_MOVES }, () => 0.01);

describe('shouldResign', () => {
  it('resigns a game lost for its last six moves after move 50', () => {
    expect([RESIGN_MIN_MOVE, RESIGN_MOVES, RESIGN_WINRATE]).toEqual([50, 6, 0.03]);
    expect(
      shouldResign({
        boardSize: 19,
        moveNumber: 51,
        recentWinrates: lost,
        opponentIsBeginner: false,
        gaveHandicap: false,
      }),
    ).toBe(true);
    expect(
      shouldResign({
        boardSize: 19,
        moveNumber: 200,
        recentWinrates: [0.9, ...lost],
        opponentIsBeginner: false,
        gaveHandicap: false,
      }),
    ).toBe(true);
  });

  it('never in the first 50 moves', () => {
    expect(
      shouldResign({
        boardSize: 19,
        moveNumber: 50,
        recentWinrates: lost,
        opponentIsBeginner: false,
        gaveHandicap: false,
      }),
    ).toBe(false);
  });

  it('on 9x9 and 13x13 too, where the network runs at the board’s own size', () => {
    for (const boardSize of [9, 13]) {
      expect(
        shouldResign({
          boardSize,
          moveNumber: 150,
          recentWinrates: lost,
          opponentIsBeginner: false,
          gaveHandicap: false,
        }),
      ).toBe(true);
    }
  });

  it('never against a beginner', () => {
    expect(
      shouldResign({
        boardSize: 19,
        moveNumber: 150,
        recentWinrates: lost,
        opponentIsBeginner: true,
        gaveHandicap: false,
      }),
    ).toBe(false);
  });

  it('never in a game where it gave handicap stones, however lost it looks', () => {
    const facts = {
      boardSize: 19,
      moveNumber: 150,
      recentWinrates: lost,
      opponentIsBeginner: false,
    };
    expect(shouldResign({ ...facts, gaveHandicap: true })).toBe(false);
    expect(shouldResign({ ...facts, gaveHandicap: false })).toBe(true);
  });

  it('not while one of the last six winrates reaches 3 %, nor with fewer than six', () => {
    const hope = [...lost.slice(1, 3), 0.03, ...lost.slice(3)];
    expect(hope).toHaveLength(RESIGN_MOVES);
    expect(
      shouldResign({
        boardSize: 19,
        moveNumber: 150,
        recentWinrates: hope,
        opponentIsBeginner: false,
        gaveHandicap: false,
      }),
    ).toBe(false);
    expect(
      shouldResign({
        boardSize: 19,
        moveNumber: 150,
        recentWinrates: lost.slice(1),
        opponentIsBeginner: false,
        gaveHandicap: false,
      }),
    ).toBe(false);
  });
});
