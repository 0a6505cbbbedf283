import { describe, expect, it } from 'vitest';
import { botRanks } from '../bots/ranks';
import { BOT_STYLES } from '../bots/types';
import {
  clockKindOf,
  defaultKomi,
  komiOf,
  rankWithinRange,
  unsupportedCombination,
} from './settings';
import type { ChallengeSettingsLike } from './types';

const BASE: ChallengeSettingsLike = {
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

/** The settings with some fields changed, typed loosely: a request body may hold anything. */
function settings(changes: Record<string, unknown>): ChallengeSettingsLike {
  return { ...BASE, ...changes };
}

function refusal(changes: Record<string, unknown>): string | null {
  return unsupportedCombination(settings(changes));
}

describe('defaultKomi and komiOf', () => {
  it('is 7.5 Chinese, 6.5 Japanese, 0.5 with a handicap', () => {
    expect(defaultKomi('chinese', 0)).toBe(7.5);
    expect(defaultKomi('japanese', 0)).toBe(6.5);
    expect(defaultKomi('chinese', 2)).toBe(0.5);
    expect(defaultKomi('japanese', 9)).toBe(0.5);
  });

  it('takes the settings komi when there is one', () => {
    expect(komiOf(settings({ komi: 0 }))).toBe(0);
    expect(komiOf(settings({ komi: -3.5 }))).toBe(-3.5);
    expect(komiOf(settings({ komi: null }))).toBe(6.5);
    expect(komiOf(settings({ rules: 'chinese' }))).toBe(7.5);
    expect(komiOf(settings({ handicap: 4 }))).toBe(0.5);
  });
});

describe('clockKindOf', () => {
  it('gives byoyomi in milliseconds', () => {
    expect(clockKindOf(BASE)).toEqual({
      kind: 'byoyomi',
      mainTime: 600_000,
      periods: 5,
      periodTime: 30_000,
    });
  });

  it('gives Fischer in milliseconds, with or without a maximum', () => {
    const fischer = { timeControl: 'fischer', mainTime: 300, bonusTime: 10 };
    expect(clockKindOf(settings(fischer))).toEqual({
      kind: 'fischer',
      mainTime: 300_000,
      increment: 10_000,
      maximum: null,
    });
    expect(clockKindOf(settings({ ...fischer, maxTime: null }))).toMatchObject({ maximum: null });
    expect(clockKindOf(settings({ ...fischer, maxTime: 600 }))).toMatchObject({ maximum: 600_000 });
  });
});

describe('unsupportedCombination', () => {
  it('accepts what the server can play', () => {
    expect(unsupportedCombination(BASE)).toBeNull();
    expect(refusal({ boardSize: 9, rules: 'chinese', colour: 'black', ranked: false })).toBeNull();
    expect(refusal({ boardSize: 13, handicap: 9, komi: 0.5 })).toBeNull();
    expect(refusal({ ranked: true, handicap: 2 })).toBeNull();
    expect(
      refusal({
        opponent: 'bot',
        botKind: 'pre-ai',
        botRank: botRanks('pre-ai')[0],
        botStyle: null,
      }),
    ).toBeNull();
    for (const botStyle of BOT_STYLES) {
      for (const botRank of botRanks('modern')) {
        expect(refusal({ opponent: 'bot', botKind: 'modern', botRank, botStyle })).toBeNull();
      }
    }
    expect(refusal({ opponent: 'bot', botKind: 'modern' })).toBeNull();
    expect(refusal({ minRank: '10k', maxRank: '1d' })).toBeNull();
    expect(refusal({ minRank: '3d', maxRank: '3d' })).toBeNull();
    expect(refusal({ minRank: null, maxRank: '1p' })).toBeNull();
    expect(refusal({ komi: -150 })).toBeNull();
    expect(refusal({ komi: 150 })).toBeNull();
    expect(refusal({ komi: 0 })).toBeNull();
  });

  it('accepts the time bounds', () => {
    expect(refusal({ mainTime: 30 * 86_400, bonusTime: 7 * 86_400, periods: 30 })).toBeNull();
    expect(refusal({ mainTime: 0, bonusTime: 1, periods: 1 })).toBeNull();
    expect(refusal({ timeControl: 'fischer', mainTime: 60, bonusTime: 0 })).toBeNull();
    expect(refusal({ timeControl: 'fischer', mainTime: 0, bonusTime: 5 })).toBeNull();
    expect(refusal({ timeControl: 'fischer', mainTime: 60, bonusTime: 5, maxTime: 60 })).toBeNull();
    expect(refusal({ timeControl: 'fischer', periods: 0 })).toBeNull();
  });

  it.each([
    [{ boardSize: 7 }, 'board size 7'],
    [{ boardSize: '19' }, 'board size 19'],
    [{ rules: 'aga' }, 'rules aga'],
    [{ timeControl: 'canadian' }, 'time control canadian'],
    [{ mainTime: -1 }, 'main time -1'],
    [{ mainTime: 1.5 }, 'main time 1.5'],
    [{ mainTime: 30 * 86_400 + 1 }, 'main time 2592001'],
    [{ bonusTime: 7 * 86_400 + 1 }, 'bonus time 604801'],
    [{ bonusTime: 0.5 }, 'bonus time 0.5'],
    [{ mainTime: 0, bonusTime: 0 }, 'main time 0 with no bonus time'],
    [{ timeControl: 'fischer', mainTime: 0, bonusTime: 0 }, 'main time 0 with no bonus time'],
    [{ periods: 0 }, 'byoyomi without periods'],
    [{ periods: 31 }, '31 byoyomi periods'],
    [{ periods: 2.5 }, '2.5 byoyomi periods'],
    [{ bonusTime: 0 }, 'byoyomi periods of 0 seconds'],
    [{ timeControl: 'fischer', maxTime: 599 }, 'maximum time 599 below main time 600'],
    [{ timeControl: 'fischer', maxTime: 'x' }, 'maximum time x'],
    [{ handicap: 1 }, 'handicap 1'],
    [{ handicap: 10 }, '10 handicap stones'],
    [{ handicap: -2 }, '-2 handicap stones'],
    [{ handicap: 2.5 }, '2.5 handicap stones'],
    [{ komi: 6.3 }, 'komi 6.3'],
    [{ komi: 150.5 }, 'komi 150.5'],
    [{ komi: -150.5 }, 'komi -150.5'],
    [{ komi: '6.5' }, 'komi 6.5'],
    [{ colour: 'nigiri' }, 'colour nigiri'],
    [{ opponent: 'team' }, 'opponent team'],
    [{ opponent: 'bot' }, 'a bot without a bot kind'],
    [{ opponent: 'bot', botKind: 'alpha' }, 'bot kind alpha'],
    [{ botRank: 5 }, 'botRank 5'],
    [
      { opponent: 'bot', botKind: 'modern', botStyle: 'wild' },
      'bot style wild (one of balanced, solid, fighting, territorial)',
    ],
    [
      { opponent: 'bot', botKind: 'modern', botRank: '30k' },
      `bot rank 30k (the modern bot plays ${botRanks('modern').join(', ')})`,
    ],
    [
      { opponent: 'bot', botKind: 'pre-ai', botRank: '9d' },
      `bot rank 9d (the pre-ai bot plays ${botRanks('pre-ai').join(', ')})`,
    ],
    [{ ranked: 'yes' }, 'ranked yes'],
    [{ minRank: '99k' }, 'minimum rank 99k'],
    [{ maxRank: '' }, 'maximum rank '],
    [{ minRank: '1d', maxRank: '5k' }, 'minimum rank 1d above maximum rank 5k'],
  ])('refuses %j: %s', (changes, problem) => {
    expect(refusal(changes)).toBe(`Unsupported combination: ${problem}`);
  });
});

describe('rankWithinRange', () => {
  it('lets a rank within the bounds accept, each bound counting, and any rank without bounds', () => {
    const range = { minRank: '10k', maxRank: '1d' };
    expect(rankWithinRange(range, '5k')).toBe(true);
    expect(rankWithinRange(range, '10k')).toBe(true);
    expect(rankWithinRange(range, '1d')).toBe(true);
    expect(rankWithinRange(range, '11k')).toBe(false);
    expect(rankWithinRange(range, '2d')).toBe(false);
    expect(rankWithinRange({ minRank: null, maxRank: null }, '30k')).toBe(true);
    expect(rankWithinRange({ maxRank: '5k' }, '20k')).toBe(true);
  });
});
