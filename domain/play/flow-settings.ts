import type { FlowSettings } from './game-flow';
import { handicapStones } from './handicap';
import { clockKindOf, komiOf } from './settings';
import { timeClassOf } from './time-class';
import type { ChallengeSettingsLike } from './types';

/**
 * A player who makes no move of their own within two minutes of their first turn has abandoned
 * the game (their opponent wins, 'B+F'/'W+F', unrated). Correspondence games have no such rule:
 * their clock decides.
 */
export const ABANDON_AFTER_MS = 2 * 60 * 1000;

export function flowSettingsOf(s: ChallengeSettingsLike): FlowSettings {
  return {
    boardSize: s.boardSize,
    rules: s.rules,
    komi: komiOf(s),
    handicapStones: handicapStones(s.boardSize, s.handicap),
    clock: clockKindOf(s),
    abandonAfterMs: timeClassOf(s) === 'correspondence' ? null : ABANDON_AFTER_MS,
  };
}
