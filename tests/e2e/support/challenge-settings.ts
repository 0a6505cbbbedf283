import type { ChallengeSettings } from '@sync/contract/play';

/** A 9×9 game between people, unranked, with 10 minutes a side: time enough for any test. */
export const SLOW_9X9: ChallengeSettings = {
  boardSize: 9,
  rules: 'chinese',
  timeControl: 'fischer',
  mainTime: 600,
  bonusTime: 10,
  periods: 0,
  handicap: 0,
  colour: 'black',
  opponent: 'human',
  ranked: false,
};
