import { performance } from 'node:perf_hooks';
import { gnugoAvailability } from '@api/play/bots/gnugo/gnugo-path';
import type { GnugoState } from '@api/play/bots/gnugo/gnugo-state';
import { GtpSession } from '@api/play/bots/gnugo/gtp-session';

/** The levels measured, and which moves of each game are timed (the opening book's first skipped). */
export const BENCH_LEVELS = [1, 5, 10] as const;
const SKIPPED_MOVES = 10;
const TIMED_MOVES = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A real 19x19 game, GNU Go level 10 playing itself; on each of 30 of its positions (moves 11 to
 * 40, after the opening book) every level is asked for a move, timed. The level-10 answer is the
 * one played (the others are taken back with undo, a few ms).
 */
async function timedMoves(session: GtpSession): Promise<Map<number, number[]>> {
  const state: GnugoState = {
    boardSize: 19,
    komi: 7,
    rules: 'chinese',
    handicapStones: [],
    moves: [],
    toMove: 'black',
    level: 10,
    seed: 1,
  };
  const times = new Map<number, number[]>(BENCH_LEVELS.map((level) => [level, []]));
  while (state.moves.length < SKIPPED_MOVES + TIMED_MOVES) {
    let played = 'pass';
    for (const level of BENCH_LEVELS) {
      if (state.moves.length < SKIPPED_MOVES && level !== 10) continue;
      const started = performance.now();
      played = await session.genmove({ ...state, level });
      if (state.moves.length >= SKIPPED_MOVES) times.get(level)?.push(performance.now() - started);
    }
    if (played === 'resign') break;
    state.moves = [...state.moves, played];
    state.toMove = state.toMove === 'black' ? 'white' : 'black';
  }
  return times;
}

/**
 * How long GNU Go thinks per move on 19x19 at levels 1, 5 and 10: the median over the same 30
 * positions of a real game (see timedMoves), bringing its board up to date included.
 */
export async function measureGnugoMoves(): Promise<Record<string, number>> {
  const { path, reason } = gnugoAvailability();
  if (path === null) throw new Error(`GNU Go bench: ${reason}`);
  const session = new GtpSession({ path, moveTimeLimitMs: 120_000 });
  const results: Record<string, number> = {};
  try {
    const timed = await timedMoves(session);
    for (const level of BENCH_LEVELS) {
      const times = timed.get(level) ?? [];
      const p50 = Math.round(median(times) * 10) / 10;
      results[`bots.gnugo_move_ms_p50.level_${level}`] = p50;
      console.log(`  GNU Go level ${level}: p50 ${p50} ms over ${times.length} moves (19x19)`);
    }
  } finally {
    await session.close();
  }
  return results;
}
