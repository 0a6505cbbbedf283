import { describe, expect, it } from 'vitest';
import { FakeClock, fakeNet } from '@domain/bots/search/testing';
import { MODERN_STRENGTHS, SEARCH_STRENGTHS } from '@domain/bots/strengths';
import type { ModernStrength, NetRunner } from '@domain/bots/types';
import { startPosition } from '@domain/play/position';
import { botAnswer, DEVICE_SEARCH_BUDGET_MS, type BotTurn } from './bot-brain';

/** A network of batches whose every batch takes 200 ms on `clock`. */
function slowRunner(clock: FakeClock): NetRunner {
  const { evaluate } = fakeNet({ clock, batchMs: 200 });
  return {
    evaluate: async (query) => (await evaluate([query]))[0],
    evaluateBatch: evaluate,
  };
}

function turnWith(strength: ModernStrength, clockBudgetMs?: number): BotTurn {
  return {
    query: { position: startPosition(19, []), moves: [], komi: 7.5, rules: 'chinese' },
    strength,
    style: 'balanced',
    recentWinrates: [],
    opponentRank: null,
    ...(clockBudgetMs === undefined ? {} : { clockBudgetMs }),
  };
}

describe('botAnswer', () => {
  it('stops a search at the device’s budget, short of its visits', async () => {
    const clock = new FakeClock();
    const turn = turnWith(SEARCH_STRENGTHS.mcts256);
    const answer = await botAnswer(slowRunner(clock), turn, Math.random, clock.now);
    expect(clock.ms).toBeLessThanOrEqual(DEVICE_SEARCH_BUDGET_MS);
    expect(clock.ms).toBeGreaterThan(DEVICE_SEARCH_BUDGET_MS / 2);
    expect(answer.search?.visits).toBeLessThan(SEARCH_STRENGTHS.mcts256.visits);
    expect(answer.move).toMatch(/^([A-HJ-T]\d+|pass)$/);
  });

  it('stops a search at the clock’s budget when that is smaller', async () => {
    const clock = new FakeClock();
    const turn = turnWith(SEARCH_STRENGTHS.mcts256, 1000);
    const answer = await botAnswer(slowRunner(clock), turn, Math.random, clock.now);
    expect(clock.ms).toBeLessThanOrEqual(1000);
    expect(answer.search?.elapsedMs).toBe(clock.ms);
  });

  it('answers a setting without search from one evaluation', async () => {
    const clock = new FakeClock();
    const turn = turnWith(MODERN_STRENGTHS.policy, 0);
    const answer = await botAnswer(slowRunner(clock), turn, Math.random, clock.now);
    expect(clock.ms).toBe(200);
    expect(answer.search).toBeUndefined();
  });
});
