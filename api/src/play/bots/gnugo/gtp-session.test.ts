import { afterEach, describe, expect, it } from 'vitest';
import { handicapStones, parseVertex, replay } from '@domain/play';
import { GnugoIllegalMoveError, GnugoTimeoutError } from './gnugo-errors';
import type { GnugoState } from './gnugo-state';
import { GtpSession } from './gtp-session';
import { fakeEngineOptions, gnugoPathForTests, state9x9 } from './gnugo-test-support';

/** Black's E5 in atari (E4), and white's D5 in atari (D4) too: white saves D5 by taking E5. */
const CAPTURE_TO_SAVE = ['E5', 'F5', 'C5', 'D5', 'D6', 'E6', 'J9'];

function isLegalIn(state: GnugoState, move: string): boolean {
  if (move === 'pass') return true;
  try {
    replay(state.boardSize, state.handicapStones, state.rules, [...state.moves, move]);
    return parseVertex(move, state.boardSize) !== null;
  } catch {
    return false;
  }
}

// Real GNU Go at level 10 thinks for seconds on a loaded 2-core machine: more than the 5 s default.
describe('GtpSession with GNU Go', { timeout: 30_000 }, () => {
  let session: GtpSession;
  afterEach(async () => {
    await session.close();
  });

  it('answers a legal upper-case move on an empty 9x9 board', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    const state = state9x9([]);
    const move = await session.genmove(state);
    expect(move).toMatch(/^[A-HJ][1-9]$/);
    expect(isLegalIn(state, move)).toBe(true);
  });

  it('captures to save its stones, and keeps its board right after the capture', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    expect(await session.genmove(state9x9(CAPTURE_TO_SAVE, 10))).toBe('E4');
    // White's D5 in atari again: the engine's board must have E5 empty to answer it.
    const afterCapture = state9x9([...CAPTURE_TO_SAVE, 'E4', 'D4'], 10);
    expect(session.holds(afterCapture)).toBe(true);
    const reply = await session.genmove(afterCapture);
    expect(isLegalIn(afterCapture, reply)).toBe(true);
  });

  it('changes level in the same process, and starts another for other rules', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    const weak = state9x9(['E5'], 1);
    expect(isLegalIn(weak, await session.genmove(weak))).toBe(true);
    const pid = session.pid;
    const strong = state9x9(['E5'], 10);
    expect(isLegalIn(strong, await session.genmove(strong))).toBe(true);
    expect(session.pid).toBe(pid);
    const japanese: GnugoState = { ...strong, rules: 'japanese' };
    expect(isLegalIn(japanese, await session.genmove(japanese))).toBe(true);
    expect(session.pid).not.toBe(pid);
  });

  it('plays white first after a 19x19 handicap, then goes on from its own board', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    const stones = handicapStones(19, 4);
    const opening: GnugoState = {
      boardSize: 19,
      komi: 0.5,
      rules: 'japanese',
      handicapStones: stones,
      moves: [],
      toMove: 'white',
      level: 1,
    };
    const white = await session.genmove(opening);
    expect(isLegalIn(opening, white)).toBe(true);
    expect(stones).not.toContain(white);
    const black = white === 'K10' ? 'C10' : 'K10';
    const next: GnugoState = { ...opening, moves: [white, black], toMove: 'white' };
    expect(session.holds(next)).toBe(true);
    expect(isLegalIn(next, await session.genmove(next))).toBe(true);
  });

  it('starts the engine again when its process died, and answers the same call', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    await session.genmove(state9x9([]));
    const pid = session.pid as number;
    process.kill(pid, 'SIGKILL');
    const state = state9x9(['E5']);
    expect(isLegalIn(state, await session.genmove(state))).toBe(true);
    expect(session.pid).not.toBe(pid);
    expect(session.pid).not.toBeNull();
  });

  it('follows a game whose last moves were taken back', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    await session.genmove(state9x9(['E5', 'C3', 'G7']));
    // G7 is now white's: the engine must have taken back its black stone there (and its answer).
    const undone = state9x9(['E5', 'C3', 'D4', 'G7']);
    expect(session.holds(undone)).toBe(true);
    expect(isLegalIn(undone, await session.genmove(undone))).toBe(true);
    // The same position again, before the engine's own answer: one move taken back.
    expect(isLegalIn(undone, await session.genmove(undone))).toBe(true);
  });

  it('names the dead stones of a finished position', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    const walls = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((row) => [`D${row}`, `F${row}`]);
    const finished = state9x9([...walls, 'pass', 'B5', 'pass', 'pass']);
    expect(await session.deadStones(finished)).toEqual(['B5']);
  });

  it('refuses a state with an illegal move before asking the engine', async () => {
    session = new GtpSession({ path: gnugoPathForTests() });
    await expect(session.genmove(state9x9(['E5', 'E5']))).rejects.toThrow('Point is occupied');
    await expect(session.genmove(state9x9([], 11))).rejects.toThrow(RangeError);
  });
});

describe('GtpSession with an engine that misbehaves', () => {
  let session: GtpSession;
  afterEach(async () => {
    await session.close();
  });

  it('refuses an answer on an occupied point', async () => {
    session = new GtpSession(fakeEngineOptions());
    const attempt = session.genmove(state9x9(['E5']));
    await expect(attempt).rejects.toBeInstanceOf(GnugoIllegalMoveError);
    await expect(attempt).rejects.toThrow(
      'The engine answered E5, not a legal move: Point is occupied',
    );
    expect(session.holds(state9x9(['E5']))).toBe(false);
  });

  it('kills an engine that thinks longer than the limit', async () => {
    session = new GtpSession({ ...fakeEngineOptions('--hang'), moveTimeLimitMs: 300 });
    await expect(session.genmove(state9x9([]))).rejects.toBeInstanceOf(GnugoTimeoutError);
    expect(session.pid).toBeNull();
  });
});
