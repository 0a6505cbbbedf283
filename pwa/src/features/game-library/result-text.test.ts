import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { resultText } from './result-text';

const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key) as unknown as TFunction<'library'>;

describe('the result of a library record', () => {
  it('reads the SGF notation', () => {
    expect(resultText('B+R', t)).toBe('result.resign(color.B)');
    expect(resultText('w+3.5', t)).toBe('result.points(color.W,3.5)');
    expect(resultText('W+T', t)).toBe('result.time(color.W)');
    expect(resultText('B+F', t)).toBe('result.forfeit(color.B)');
    expect(resultText('B+', t)).toBe('result.win(color.B)');
    expect(resultText('0', t)).toBe('result.draw');
    expect(resultText('Void', t)).toBe('result.void');
    expect(resultText('?', t)).toBe('result.unknown');
  });

  it('keeps other texts and leaves out an empty one', () => {
    expect(resultText('Black wins', t)).toBe('Black wins');
    expect(resultText(null, t)).toBeNull();
    expect(resultText(' ', t)).toBeNull();
  });
});
