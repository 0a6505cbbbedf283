import type { Challenge, ChallengeSettings } from '@sync/contract/play';

const SETTINGS: ChallengeSettings = {
  boardSize: 19,
  rules: 'japanese',
  timeControl: 'byoyomi',
  mainTime: 600,
  bonusTime: 30,
  periods: 5,
  handicap: 0,
  colour: 'random',
  opponent: 'human',
  ranked: true,
};

/** A challenge for the unit tests: id, creator and settings as given, the rest plain. */
export function challenge(
  id: number,
  changes: {
    name?: string;
    rating?: number;
    createdAt?: string;
    timeClass?: Challenge['timeClass'];
  } = {},
  settings: Partial<ChallengeSettings> = {},
): Challenge {
  return {
    id,
    createdAt: changes.createdAt ?? `2026-11-26T10:0${id % 10}:00.000Z`,
    creator: {
      userId: id * 10,
      name: changes.name ?? `player ${id}`,
      avatar: '',
      rating: changes.rating ?? 1500,
      rank: '1k',
    },
    settings: { ...SETTINGS, ...settings },
    timeClass: changes.timeClass ?? 'rapid',
  };
}
