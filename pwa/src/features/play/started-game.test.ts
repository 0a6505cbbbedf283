import { describe, expect, it } from 'vitest';
import type { LiveGameSummary } from '@sync/contract/play';
import { gameStartedBy } from './started-game';
import { challenge } from './test-challenges';

const game = (id: number, startedAt: string, phase: LiveGameSummary['phase'] = 'play') =>
  ({ id, startedAt, phase }) as LiveGameSummary;

describe('gameStartedBy', () => {
  const mine = challenge(1, { createdAt: '2026-11-26T10:00:00.000Z' });

  it('finds the new game that began after the challenge', () => {
    const games = [game(9, '2026-11-26T10:01:00.000Z'), game(3, '2026-11-25T10:00:00.000Z')];
    expect(gameStartedBy(mine, games, new Set([3]))?.id).toBe(9);
  });

  it('ignores known, finished and older games', () => {
    expect(gameStartedBy(mine, [game(9, '2026-11-26T10:01:00.000Z')], new Set([9]))).toBeNull();
    expect(
      gameStartedBy(mine, [game(9, '2026-11-26T10:01:00.000Z', 'finished')], new Set()),
    ).toBeNull();
    expect(gameStartedBy(mine, [game(9, '2026-11-20T10:00:00.000Z')], new Set())).toBeNull();
  });
});
