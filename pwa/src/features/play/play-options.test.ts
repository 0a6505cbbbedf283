import { describe, expect, it } from 'vitest';
import { defaultOptions, parseOptions } from './play-options';

describe('play options', () => {
  it('confirm moves by default on touch screens only, with the sound off', () => {
    expect(defaultOptions(true)).toEqual({ confirmMoves: true, moveSound: false });
    expect(defaultOptions(false)).toEqual({ confirmMoves: false, moveSound: false });
  });

  it('read stored choices over the defaults', () => {
    const defaults = defaultOptions(true);
    expect(parseOptions('{"confirmMoves":false}', defaults)).toEqual({
      confirmMoves: false,
      moveSound: false,
    });
    expect(parseOptions('{"moveSound":"yes"}', defaults)).toEqual(defaults);
    expect(parseOptions('{', defaults)).toEqual(defaults);
  });
});
