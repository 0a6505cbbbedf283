import { describe, expect, it } from 'vitest';
import { playerReducer, type PlayerState } from './demo-player-state';

const reduce = playerReducer(10);
const at = (move: number, playing = false): PlayerState => ({ move, playing });

describe('the demo player', () => {
  it('steps forward and back within the game, and pauses when stepped by hand', () => {
    expect(reduce(at(0), { type: 'next' })).toEqual(at(1));
    expect(reduce(at(10), { type: 'next' })).toEqual(at(10));
    expect(reduce(at(5, true), { type: 'previous' })).toEqual(at(4));
    expect(reduce(at(0), { type: 'previous' })).toEqual(at(0));
    expect(reduce(at(5, true), { type: 'first' })).toEqual(at(0));
    expect(reduce(at(5, true), { type: 'last' })).toEqual(at(10));
  });

  it('goes to a move, kept within the game', () => {
    expect(reduce(at(5, true), { type: 'goTo', move: 7 })).toEqual(at(7));
    expect(reduce(at(5), { type: 'goTo', move: 70 })).toEqual(at(10));
    expect(reduce(at(5), { type: 'goTo', move: -3 })).toEqual(at(0));
  });

  it('plays and pauses; playing at the end starts over', () => {
    expect(reduce(at(3), { type: 'toggle' })).toEqual(at(3, true));
    expect(reduce(at(3, true), { type: 'toggle' })).toEqual(at(3));
    expect(reduce(at(10), { type: 'toggle' })).toEqual(at(0, true));
    expect(reduce(at(3, true), { type: 'pause' })).toEqual(at(3));
    const paused = at(3);
    expect(reduce(paused, { type: 'pause' })).toBe(paused);
  });

  it('advances one move per tick while playing and stops at the last move', () => {
    expect(reduce(at(3, true), { type: 'tick' })).toEqual(at(4, true));
    expect(reduce(at(9, true), { type: 'tick' })).toEqual(at(10, false));
    const paused = at(3);
    expect(reduce(paused, { type: 'tick' })).toBe(paused);
  });
});
