import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome';

describe("a result from the player's side", () => {
  it('reads the winner by colour, a draw and a void game', () => {
    expect(outcomeOf('B+R', 'black')).toBe('won');
    expect(outcomeOf('B+3.5', 'white')).toBe('lost');
    expect(outcomeOf('W+T', 'white')).toBe('won');
    expect(outcomeOf('0', 'black')).toBe('draw');
    expect(outcomeOf('Void', 'white')).toBe('void');
  });
});
