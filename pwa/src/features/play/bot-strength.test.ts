import { describe, expect, it } from 'vitest';
import { ALL_MODERN_STRENGTHS } from '@domain/bots/strengths';
import { howModern } from './bot-strength';

describe('howModern', () => {
  it('tells a search that weighs the score from one that does not', () => {
    expect(howModern(ALL_MODERN_STRENGTHS.mcts64)).toEqual({ key: 'tree', count: 64 });
    expect(howModern(ALL_MODERN_STRENGTHS.mcts64s)).toEqual({ key: 'treeScore', count: 64 });
    expect(howModern(ALL_MODERN_STRENGTHS.policy)).toEqual({ key: 'best' });
  });
});
