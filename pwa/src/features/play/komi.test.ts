import { describe, expect, it } from 'vitest';
import { komiText } from './komi';

describe('komiText', () => {
  it('writes komi in the reader language', () => {
    expect(komiText(6.5, 'ru')).toBe('6,5');
    expect(komiText(6.5, 'en')).toBe('6.5');
    expect(komiText(0, 'en')).toBe('0');
  });
});
