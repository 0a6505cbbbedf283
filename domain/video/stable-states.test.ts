import { describe, expect, it } from 'vitest';
import { DEFAULT_STABILITY, stableStates } from './stable-states';
import { frameAt, signsOf } from './testing';

const EMPTY = ['.....', '.....', '.....', '.....', '.....'];
const ONE = ['.....', '.X...', '.....', '.....', '.....'];
const TWO = ['.....', '.X...', '.....', '...O.', '.....'];

describe('stableStates', () => {
  it('counts a sign once it is read the same in minFrames good frames, from its first frame', () => {
    const states = stableStates([frameAt(0, EMPTY), frameAt(0.5, ONE), frameAt(1, ONE)], 5);
    expect(DEFAULT_STABILITY.minFrames).toBe(2);
    expect(states).toHaveLength(1);
    expect(states[0].signs).toEqual(signsOf(ONE));
    expect(states[0].time).toBe(1);
    expect(states[0].since[1][1]).toBe(0.5);
  });

  it('gives no state for an empty board, nor for a sign seen in one frame only', () => {
    const states = stableStates(
      [frameAt(0, EMPTY), frameAt(0.5, EMPTY), frameAt(1, ONE), frameAt(1.5, EMPTY)],
      5,
    );
    expect(states).toEqual([]);
  });

  it('gives a new state each time a counted sign changes', () => {
    const frames = [ONE, ONE, TWO, TWO, TWO].map((rows, i) => frameAt(i, rows));
    const states = stableStates(frames, 5);
    expect(states.map((state) => state.time)).toEqual([1, 3]);
    expect(states[1].signs).toEqual(signsOf(TWO));
    expect(states[1].since[3][3]).toBe(2);
  });

  it('leaves out unsure readings: they neither count nor break a run', () => {
    const unsure = frameAt(1, EMPTY, { confidence: DEFAULT_STABILITY.minConfidence - 0.01 });
    expect(stableStates([frameAt(0, ONE), unsure, frameAt(2, ONE)], 5)).toHaveLength(1);
    expect(stableStates([frameAt(0, ONE), unsure], 5)).toEqual([]);
  });

  it('skips a frame with a hand over much of the board', () => {
    const hand = ['###..', '###..', '###..', '.....', '.....'];
    const covered = frameAt(1, TWO, { covered: hand });
    // 9 of 25 points covered: the frame is skipped, so TWO is seen in one frame only
    expect(stableStates([frameAt(0, ONE), frameAt(0.5, ONE), covered, frameAt(2, TWO)], 5)).toEqual(
      [expect.objectContaining({ time: 0.5 })],
    );
  });

  it('ignores covered points and their neighbours in a frame otherwise read', () => {
    const finger = ['.....', '.....', '.....', '.....', '....#'];
    const underFinger = ['.....', '.X...', '.....', '...X.', '.....'];
    const frames = [
      frameAt(0, ONE),
      frameAt(0.5, ONE),
      frameAt(1, underFinger, { covered: finger }),
      frameAt(1.5, underFinger, { covered: finger }),
    ];
    expect(stableStates(frames, 5)).toHaveLength(1);
  });

  it('starts a point’s run again where the picture moved, and counts the frame it moved in', () => {
    const moved = ['.....', '.#...', '.....', '.....', '.....'];
    const placing = frameAt(1, ONE, { moving: moved });
    // the stone seen as it lands and once more, still: two frames of the same picture
    const states = stableStates([frameAt(0, EMPTY), placing, frameAt(1.5, ONE)], 5);
    expect(states.map((state) => [state.time, state.since[1][1]])).toEqual([[1.5, 1]]);
    // read the same twice, but moving in the second: not yet still
    const twice = [frameAt(0.5, ONE), frameAt(1, ONE, { moving: moved })];
    expect(stableStates(twice, 5)).toEqual([]);
  });

  it('ignores a frame of another size', () => {
    const nine = frameAt(
      1,
      Array.from({ length: 9 }, () => '.........'),
    );
    expect(stableStates([frameAt(0, ONE), nine, frameAt(2, ONE)], 5)).toHaveLength(1);
  });
});
