import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_MS } from '@domain/bots/search/time-budget';
import { newOfflineGame } from './offline-game';
import { turnOf } from './use-bot-game';

const T0 = 1_700_000_000_000;

describe('the bot’s turn on the device', () => {
  // blitz: 5 min and 3 s a move; the player takes white, so the bot's clock runs from the start
  const state = newOfflineGame(
    { boardSize: 19, colour: 'white', rank: '5k', style: 'balanced', time: 'blitz' },
    'game-1',
    T0,
  );

  it('lets the search think what the bot’s clock allows', () => {
    expect(turnOf(state, T0).clockBudgetMs).toBe(MAX_SEARCH_MS);
  });

  it('counts the time the bot’s clock has already run', () => {
    // 5 s left: a thirtieth of it plus 3/4 of the increment, below half of what is left
    expect(turnOf(state, T0 + 295_000).clockBudgetMs).toBe(Math.floor(5000 / 30 + 2250));
  });
});
