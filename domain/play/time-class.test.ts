import { describe, expect, it } from 'vitest';
import { expectedSecondsPerMove, timeClassOf } from './time-class';

describe('expectedSecondsPerMove', () => {
  it('spreads the main time over 120, 60 or 30 moves and adds the bonus', () => {
    expect(expectedSecondsPerMove({ boardSize: 19, mainTime: 1200, bonusTime: 5 })).toBe(15);
    expect(expectedSecondsPerMove({ boardSize: 13, mainTime: 600, bonusTime: 0 })).toBe(10);
    expect(expectedSecondsPerMove({ boardSize: 9, mainTime: 60, bonusTime: 10 })).toBe(12);
  });
});

describe('timeClassOf', () => {
  it('classes the presets', () => {
    // 60 / 30 + 10 = 12
    expect(timeClassOf({ boardSize: 9, mainTime: 60, bonusTime: 10 })).toBe('blitz');
    // 600 / 120 + 30 = 35
    expect(timeClassOf({ boardSize: 19, mainTime: 600, bonusTime: 30 })).toBe('rapid');
    // 5400 / 120 + 30 = 75
    expect(timeClassOf({ boardSize: 19, mainTime: 5400, bonusTime: 30 })).toBe('standard');
    // 3 days / 120 + 1 day
    expect(timeClassOf({ boardSize: 19, mainTime: 3 * 86_400, bonusTime: 86_400 })).toBe(
      'correspondence',
    );
  });

  it.each([
    [0, 14, 'blitz'],
    [0, 15, 'rapid'],
    [1799, 0, 'blitz'], // 14.99 s
    [1800, 0, 'rapid'], // 15 s
    [0, 59, 'rapid'],
    [0, 60, 'standard'],
    [7199, 0, 'rapid'], // 59.99 s
    [7200, 0, 'standard'], // 60 s
    [0, 599, 'standard'],
    [0, 600, 'custom'],
    [71_999, 0, 'standard'], // 599.99 s
    [72_000, 0, 'custom'], // 600 s
    [0, 3599, 'custom'],
    [0, 3600, 'correspondence'],
    [431_999, 0, 'custom'], // 3599.99 s
    [432_000, 0, 'correspondence'], // 3600 s
  ] as const)('19x19 %i s + %i s is %s', (mainTime, bonusTime, timeClass) => {
    expect(timeClassOf({ boardSize: 19, mainTime, bonusTime })).toBe(timeClass);
  });

  it('takes the size into account at the same bound', () => {
    // 15 s a move: 900 s on 13x13, 450 s on 9x9; one second less is blitz
    expect(timeClassOf({ boardSize: 13, mainTime: 900, bonusTime: 0 })).toBe('rapid');
    expect(timeClassOf({ boardSize: 13, mainTime: 899, bonusTime: 0 })).toBe('blitz');
    expect(timeClassOf({ boardSize: 9, mainTime: 450, bonusTime: 0 })).toBe('rapid');
    expect(timeClassOf({ boardSize: 9, mainTime: 449, bonusTime: 0 })).toBe('blitz');
  });
});
