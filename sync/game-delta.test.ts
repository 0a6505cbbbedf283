import { describe, expect, it } from 'vitest';
import type { LiveGameState } from './contract/play';
import { applyGameDelta, gameDelta } from './game-delta';

const reading = (mainLeft: number) => ({ mainLeft, periodsLeft: 0, periodLeft: 0 });

const START: LiveGameState = {
  id: 5,
  seq: 3,
  boardSize: 19,
  rules: 'japanese',
  komi: 6.5,
  handicap: 0,
  handicapStones: [],
  ranked: true,
  timeControl: { kind: 'fischer', mainTime: 600_000, increment: 5_000, maximum: null },
  timeClass: 'rapid',
  black: { userId: 1, name: 'Black', avatar: '', rating: 2100, rank: '1d' },
  white: { userId: 2, name: 'White', avatar: '', rating: 2100, rank: '1d' },
  moves: ['D4', 'Q16'],
  toMove: 'black',
  phase: 'play',
  result: null,
  endReason: null,
  captures: { black: 0, white: 0 },
  clocks: { black: reading(590_000), white: reading(595_000), running: 'black', serverTime: 1000 },
  undoRequest: null,
  removal: null,
  score: null,
  observers: { count: 2, names: ['Ann'] },
  startedAt: '2026-11-29T10:00:00.000Z',
  finishedAt: null,
};

function after(change: Partial<LiveGameState>): LiveGameState {
  return { ...START, seq: START.seq + 1, ...change };
}

const applied = (state: LiveGameState, next: LiveGameState) => {
  const outcome = applyGameDelta(state, gameDelta(state, next));
  if (outcome.kind !== 'applied') throw new Error('a gap');
  return outcome.state;
};

describe('game deltas', () => {
  it('a move: one move added, the mover clock, the turn, and nothing of the rest', () => {
    const next = after({
      moves: ['D4', 'Q16', 'Q4'],
      toMove: 'white',
      clocks: {
        black: reading(594_000),
        white: reading(595_000),
        running: 'white',
        serverTime: 2000,
      },
    });
    const delta = gameDelta(START, next);
    expect(delta).toEqual({
      seq: 4,
      moves: ['Q4'],
      toMove: 'white',
      clocks: { black: reading(594_000), running: 'white', serverTime: 2000 },
    });
    expect(applied(START, next)).toEqual(next);
    expect(JSON.stringify({ type: 'delta', gameId: 12345, ...delta }).length).toBeLessThan(200);
  });

  it('an undo takes moves away; captures and a finished game change only what changed', () => {
    const undone = after({ moves: ['D4'], toMove: 'white', captures: { black: 0, white: 3 } });
    expect(gameDelta(START, undone)).toMatchObject({
      movesFrom: 1,
      moves: [],
      captures: { white: 3 },
    });
    expect(applied(START, undone)).toEqual(undone);
    const finished = after({
      phase: 'finished',
      result: 'W+R',
      endReason: 'resignation',
      finishedAt: '2026-11-29T10:30:00.000Z',
      clocks: { ...START.clocks, running: null, serverTime: 5000 },
    });
    expect(applied(START, finished)).toEqual(finished);
  });

  it('the running clock is sent even when it reads as before (the client read it mid-run)', () => {
    const same = after({ undoRequest: { by: 'white', moveNumber: 2 } });
    expect(gameDelta(START, same).clocks).toEqual({
      black: START.clocks.black,
      serverTime: START.clocks.serverTime,
    });
  });

  it('a delta already applied changes nothing; one after a missing seq is a gap', () => {
    const next = after({ moves: ['D4', 'Q16', 'Q4'], toMove: 'white' });
    const delta = gameDelta(START, next);
    expect(applyGameDelta(next, delta)).toEqual({ kind: 'applied', state: next });
    expect(applyGameDelta({ ...START, seq: 2 }, delta)).toEqual({ kind: 'gap' });
    const undo = gameDelta(START, after({ moves: ['D4'] }));
    expect(applyGameDelta({ ...START, moves: [] }, undo)).toEqual({ kind: 'gap' });
  });
});
