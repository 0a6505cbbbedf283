import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { broadcastResultText, clockText } from './result-text';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'broadcasts'>;

describe('a board result in words', () => {
  it('names the winner and how', () => {
    expect(broadcastResultText('B+R', t)).toBe('result.black.resign');
    expect(broadcastResultText('W+T', t)).toBe('result.white.time');
    expect(broadcastResultText('W+F', t)).toBe('result.white.forfeit');
    expect(broadcastResultText('B+3.5', t)).toBe('result.black.points {"points":"3.5"}');
    expect(broadcastResultText('Draw', t)).toBe('result.draw');
    expect(broadcastResultText('Void', t)).toBe('result.void');
    expect(broadcastResultText('B+?', t)).toBe('B+?');
  });
});

describe('a clock', () => {
  it('shows hours only when there are some, never below zero', () => {
    expect(clockText(3_909_000)).toBe('1:05:09');
    expect(clockText(247_400)).toBe('4:07');
    expect(clockText(9_999)).toBe('0:09');
    expect(clockText(-5_000)).toBe('0:00');
  });
});
