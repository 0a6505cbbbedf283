import type { ChallengeSettings } from '@sync/contract/play';

/** A game any server can play: 19x19, Japanese, byoyomi 10 min + 5 x 30 s, even, ranked. */
export const HUMAN_SETTINGS: ChallengeSettings = {
  boardSize: 19,
  rules: 'japanese',
  timeControl: 'byoyomi',
  mainTime: 600,
  bonusTime: 30,
  periods: 5,
  maxTime: null,
  handicap: 0,
  komi: null,
  colour: 'black',
  opponent: 'human',
  botKind: null,
  botStyle: null,
  botRank: null,
  ranked: true,
  minRank: null,
  maxRank: null,
};

export function settings(changes: Partial<Record<keyof ChallengeSettings, unknown>> = {}) {
  return { ...HUMAN_SETTINGS, ...changes };
}
