import { describe, expect, it } from 'vitest';
import type { ChallengeSettings } from '@sync/contract/play';
import { lagQuotaRuleOf, UNLIMITED_LAG_RULE } from '@domain/play/lag-quota';
import { foldEvents, startFold } from './game-fold';
import { START_EVENT, type GameMeta, type LoggedEvent } from './game-log';

const T0 = 1_000_000;
const SETTINGS: ChallengeSettings = {
  boardSize: 9,
  rules: 'chinese',
  timeControl: 'fischer',
  mainTime: 600,
  bonusTime: 5,
  periods: 0,
  handicap: 0,
  colour: 'black',
  opponent: 'human',
  ranked: false,
};
const META: GameMeta = {
  id: 1,
  blackId: 1,
  whiteId: 2,
  settings: SETTINGS,
  timeClass: 'rapid',
  ranked: false,
  startedAt: T0,
};

const start = (payload: Record<string, unknown>): LoggedEvent => ({
  seq: 1,
  kind: START_EVENT,
  actor: null,
  clientSeq: null,
  payload,
  at: T0,
});
/** black's moves claim 1 s of lag each, 10 s after the last move */
const moves: LoggedEvent[] = ['E5', 'C3', 'G7', 'C7', 'G3', 'E3'].map((move, index) => ({
  seq: index + 2,
  kind: 'move',
  actor: index % 2 === 0 ? 'black' : 'white',
  clientSeq: null,
  payload: { move, lagMs: 1_000 },
  at: T0 + (index + 1) * 10_000,
}));

describe('foldEvents', () => {
  it('plays a game with the lag quota its start recorded', () => {
    const rule = lagQuotaRuleOf(SETTINGS);
    const game = foldEvents(startFold(META), [start({ lag: rule }), ...moves]);
    expect(game.flow.settings.lag).toEqual(rule);
    // three moves of 10 s each, 5 s added after each, and the lag the quota forgave
    const forgiven = rule.startMs + 2 * rule.gainMs;
    expect(game.flow.clocks.black.mainLeft).toBe(600_000 - 30_000 + 15_000 + forgiven);
  });

  it('keeps a game started before quotas at 1 s forgiven on every move', () => {
    const game = foldEvents(startFold(META), [start({}), ...moves]);
    expect(game.flow.settings.lag).toBeUndefined();
    expect(game.flow.lagQuota.black).toBe(UNLIMITED_LAG_RULE.maxMs);
    expect(game.flow.clocks.black.mainLeft).toBe(600_000 - 30_000 + 15_000 + 3_000);
  });
});
