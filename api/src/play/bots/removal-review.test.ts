import { describe, expect, it } from 'vitest';
import { replay, type Position } from '@domain/play/position';
import { toggleDead } from '@domain/play/removal';
import { togglesTowards } from './removal-review';

const played = (moves: string[]): Position => replay(9, [], 'chinese', moves);

describe('togglesTowards', () => {
  // black chain C3-C4, white D5 and G7
  const position = played(['C3', 'D5', 'C4', 'G7']);

  it('toggles each differing chain once, so the toggles reach the wanted list', () => {
    const toggles = togglesTowards(position, ['C3', 'C4', 'D5'], ['G7']);
    expect(toggles).toEqual(['C3', 'D5', 'G7']);
    const reached = toggles.reduce(
      (dead, vertex) => toggleDead(position, dead, vertex),
      ['C3', 'C4', 'D5'],
    );
    expect(reached).toEqual(['G7']);
  });

  it('asks nothing when the bot agrees', () => {
    expect(togglesTowards(position, ['D5', 'G7'], ['G7', 'D5'])).toEqual([]);
  });
});
