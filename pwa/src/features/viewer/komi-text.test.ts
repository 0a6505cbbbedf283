import { describe, expect, it } from 'vitest';
import { komiText } from './komi-text';

describe('komiText', () => {
  it('writes komi with the decimal mark of the language and only the decimals it has', () => {
    expect(komiText(6.5, 'ru')).toBe('6,5');
    expect(komiText(6.5, 'en')).toBe('6.5');
    expect(komiText(7.5, 'zh')).toBe('7.5');
    expect(komiText(0, 'ru')).toBe('0');
    expect(komiText(2.75, 'ru')).toBe('2,75');
    expect(komiText(-0.5, 'en')).toBe('\u22120.5');
    expect(komiText(null, 'en')).toBeNull();
  });
});
