import { describe, expect, it } from 'vitest';
import type { ChallengeSettings } from '@sync/contract/play';
import {
  clockKindParts,
  clockSeconds,
  settingsTimeParts,
  timeControlKey,
} from './time-control-text';

const BASE: ChallengeSettings = {
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

describe('clockSeconds', () => {
  it('writes minutes and seconds, hours when there are some', () => {
    expect(clockSeconds(600)).toBe('10:00');
    expect(clockSeconds(65)).toBe('1:05');
    expect(clockSeconds(0)).toBe('0:00');
    expect(clockSeconds(3 * 3600 + 5)).toBe('3:00:05');
  });
});

describe('time control texts', () => {
  it('names byoyomi by main time, periods and period time', () => {
    expect(timeControlKey(settingsTimeParts(BASE))).toEqual({
      key: 'timeControl.byoyomi',
      values: { main: '10:00', periods: 5, period: 30 },
    });
  });

  it('names Fischer by main time and increment, with the maximum when there is one', () => {
    const fischer = { ...BASE, timeControl: 'fischer' as const, mainTime: 300, bonusTime: 10 };
    expect(timeControlKey(settingsTimeParts(fischer))).toEqual({
      key: 'timeControl.fischer',
      values: { main: '5:00', increment: 10 },
    });
    expect(timeControlKey(settingsTimeParts({ ...fischer, maxTime: 600 })).values).toEqual({
      main: '5:00',
      increment: 10,
      max: '10:00',
    });
  });

  it('reads a live game clock in milliseconds the same way', () => {
    expect(
      clockKindParts({ kind: 'fischer', mainTime: 300_000, increment: 10_000, maximum: 600_000 }),
    ).toEqual(
      settingsTimeParts({
        ...BASE,
        timeControl: 'fischer',
        mainTime: 300,
        bonusTime: 10,
        maxTime: 600,
      }),
    );
    expect(
      clockKindParts({ kind: 'byoyomi', mainTime: 600_000, periods: 5, periodTime: 30_000 }),
    ).toEqual(settingsTimeParts(BASE));
  });
});
