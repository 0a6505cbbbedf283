import { describe, expect, it } from 'vitest';
import type { Clocks } from '@sync/contract/play';
import { liveGameLine } from './live-game-line';

const CLOCKS: Clocks = {
  black: { mainLeft: 540_000, periodsLeft: 3, periodLeft: 30_000 },
  white: { mainLeft: 0, periodsLeft: 2, periodLeft: 12_500 },
  running: 'black',
  serverTime: 1_800_000_000_000,
};

describe('liveGameLine', () => {
  it('carries the moves and the main time left on each clock', () => {
    expect(liveGameLine({ moves: ['E5', 'pass'], result: null, clocks: CLOCKS })).toEqual({
      moves: ['E5', 'pass'],
      result: null,
      clocks: { black: 540_000, white: 0 },
    });
  });

  it.each([
    ['B+R', 'B+R'],
    ['W+T', 'W+T'],
    ['W+F', 'W+F'],
    ['B+3.5', 'B+3.5'],
    ['0', 'Draw'],
    ['Void', 'Void'],
  ])('spells the result %s as %s', (result, spelled) => {
    expect(liveGameLine({ moves: [], result, clocks: CLOCKS }).result).toBe(spelled);
  });
});
