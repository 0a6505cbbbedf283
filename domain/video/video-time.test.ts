import { describe, expect, it } from 'vitest';
import { formatVideoTime } from './video-time';

describe('formatVideoTime', () => {
  it('writes minutes and seconds, hours once there are any, rounded down', () => {
    expect(formatVideoTime(0)).toBe('0:00');
    expect(formatVideoTime(42.9)).toBe('0:42');
    expect(formatVideoTime(725)).toBe('12:05');
    expect(formatVideoTime(3723)).toBe('1:02:03');
    expect(formatVideoTime(-1)).toBe('0:00');
  });
});
