import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

const t = ((key: string, values: Record<string, number>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('a duration in words', () => {
  it('takes seconds, minutes and seconds, or hours and minutes', () => {
    expect(durationText(44.6, t)).toBe('video:duration.seconds {"seconds":45}');
    expect(durationText(185, t)).toBe('video:duration.minutes {"minutes":3,"seconds":5}');
    expect(durationText(3720, t)).toBe('video:duration.hours {"hours":1,"minutes":2}');
    expect(durationText(-3, t)).toBe('video:duration.seconds {"seconds":0}');
  });
});
