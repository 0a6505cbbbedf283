import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatSigned, formatThousands } from './numbers';

const typeset = (text: string) => text.replace(/ /g, '\u00a0').replace(/-/g, '\u2212');

describe('numbers in the reader language', () => {
  it.each([
    ['ru', '29 811', '3 000', '−1 234,5'],
    ['en', '29,811', '3,000', '−1,234.5'],
    ['zh', '29,811', '3,000', '−1,234.5'],
  ])('groups thousands as %s does', (language, big, small, negative) => {
    expect(formatThousands(29811, 0, language)).toBe(typeset(big));
    expect(formatThousands(3000, 0, language)).toBe(typeset(small));
    expect(formatThousands(-1234.5, 1, language)).toBe(typeset(negative));
  });

  it.each([
    ['ru', '2150,4', '+12,5', '−3'],
    ['en', '2150.4', '+12.5', '−3'],
    ['zh', '2150.4', '+12.5', '−3'],
  ])('writes the decimal mark of %s, ratings ungrouped', (language, rating, up, down) => {
    expect(formatNumber(2150.4, 1, language)).toBe(rating);
    expect(formatSigned(12.5, 1, language)).toBe(up);
    expect(formatSigned(-3, 0, language)).toBe(typeset(down));
  });

  it('shows no negative zero and no sign on a zero change', () => {
    expect(formatNumber(-0.04, 1, 'ru')).toBe('0,0');
    expect(formatSigned(-0.04, 1, 'en')).toBe('0.0');
    expect(formatSigned(0, 0, 'ru')).toBe('0');
  });

  it.each([
    ['ru', '12,3 %', '<0,1 %', '0,1 %'],
    ['en', '12.3%', '<0.1%', '0.1%'],
    ['zh', '12.3%', '<0.1%', '0.1%'],
  ])('writes percentages as %s does, a tiny share as less than the least shown', (...row) => {
    const [language, share, tiny, least] = row;
    expect(formatPercent(0.123, 1, language)).toBe(typeset(share));
    expect(formatPercent(0.0004, 1, language)).toBe(typeset(tiny));
    expect(formatPercent(0.001, 1, language)).toBe(typeset(least));
    expect(formatPercent(0, 1, language)).toBe(typeset(least.replace('1', '0')));
  });

  it('keeps a missing value a dash', () => {
    expect(formatThousands(null, 0, 'en')).toBe('—');
    expect(formatPercent(undefined, 1, 'ru')).toBe('—');
  });
});
