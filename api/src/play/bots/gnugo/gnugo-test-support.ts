import { resolve } from 'node:path';
import { checkGnugo } from './gnugo-path';
import type { GnugoState } from './gnugo-state';

/** The real GNU Go these tests play (CI installs it); fails loudly when it is missing. */
export function gnugoPathForTests(): string {
  const found = checkGnugo();
  if (!found.available || found.path === null) {
    throw new Error('These tests need GNU Go: apt-get install gnugo, or set GNUGO_PATH');
  }
  return found.path;
}

/** Runs tests/support/fake-gtp-engine.mjs (an engine answering occupied points) with node. */
export function fakeEngineOptions(...flags: string[]): { path: string; prefixArgs: string[] } {
  const script = resolve(__dirname, '../../../../../tests/support/fake-gtp-engine.mjs');
  return { path: process.execPath, prefixArgs: [script, ...flags] };
}

export function state9x9(moves: string[], level = 1): GnugoState {
  return {
    boardSize: 9,
    komi: 7,
    rules: 'chinese',
    handicapStones: [],
    moves,
    toMove: moves.length % 2 === 0 ? 'black' : 'white',
    level,
  };
}
