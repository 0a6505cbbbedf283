import { describe, expect, it } from 'vitest';
import { uploadPayloadOf } from './upload-payload';
import {
  acceptScore,
  botMove,
  newOfflineGame,
  resign,
  userMove,
  type Transition,
} from './offline-game';

const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);

function ok(result: Transition) {
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe('the upload of a finished game (POST /games/offline)', () => {
  const setup = {
    boardSize: 9,
    colour: 'white',
    rank: '3k',
    style: 'fighting',
    time: 'rapid',
  } as const;

  it('is nothing while the game is on', () => {
    expect(uploadPayloadOf(newOfflineGame(setup, 'c-1', T0).record)).toBeNull();
  });

  it("carries the game's terms, moves, result and times", () => {
    let state = newOfflineGame(setup, 'c-1', T0);
    state = ok(botMove(state, 'E5', null, T0 + 1_000));
    state = ok(userMove(state, 'C3', T0 + 5_000));
    state = ok(botMove(state, 'G7', null, T0 + 6_000));
    state = ok(resign(state, T0 + 60_000));
    expect(uploadPayloadOf(state.record)).toEqual({
      clientId: 'c-1',
      boardSize: 9,
      rules: 'chinese',
      komi: 7.5,
      handicap: 0,
      colour: 'white',
      botRank: '3k',
      botStyle: 'fighting',
      timeControl: { kind: 'fischer', mainTime: 900_000, increment: 10_000, maximum: null },
      moves: ['E5', 'C3', 'G7'],
      result: 'B+R',
      endReason: 'resignation',
      startedAt: '2026-11-26T12:00:00.000Z',
      finishedAt: '2026-11-26T12:01:00.000Z',
    });
  });

  it('carries the dead stones both sides accepted when the game was counted', () => {
    let state = newOfflineGame({ ...setup, colour: 'black' }, 'c-2', T0);
    state = ok(userMove(state, 'E5', T0 + 1_000));
    const ownership = Array.from({ length: 81 }, () => 0.9);
    state = ok(botMove(state, 'A1', ownership, T0 + 2_000));
    state = ok(userMove(state, 'pass', T0 + 3_000));
    state = ok(botMove(state, 'pass', ownership, T0 + 4_000));
    state = ok(acceptScore(state, T0 + 5_000));
    const payload = uploadPayloadOf(state.record);
    expect(payload?.moves).toEqual(['E5', 'A1', 'pass', 'pass']);
    expect(payload?.dead).toEqual(['A1']);
    expect(payload?.result).toBe('B+73.5');
    expect(payload?.endReason).toBe('score');
  });
});
