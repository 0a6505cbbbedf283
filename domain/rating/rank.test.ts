import { describe, expect, it } from 'vitest';
import {
  danEquivalent,
  formatRank,
  parseRank,
  rankLabel,
  rankSortScore,
  rgfRatingForRank,
} from './rank';

describe('rankLabel', () => {
  it.each([
    [2099.99, '1k'],
    [2099, '1k'],
    [2025, '1k'],
    [2024, '2k'],
    [2024.99, '2k'],
    [2100, '1d'],
    [2199, '1d'],
    [2200, '2d'],
    [600, '20k'],
    [-1000, '42k'],
    [3000, '10d'],
  ])('labels %d as %s', (rating, label) => {
    expect(rankLabel(rating)).toBe(label);
  });

  const kyus = Array.from({ length: 30 }, (_, i) => i + 1);

  it.each(kyus)('gives %dk to the whole band 2100 - 75 n .. 2100 - 75 (n - 1)', (n) => {
    const bottom = 2100 - 75 * n;
    expect(rankLabel(bottom)).toBe(`${n}k`);
    expect(rankLabel(bottom + 74.99)).toBe(`${n}k`);
    expect(rankLabel(bottom - 0.01)).toBe(`${n + 1}k`);
  });

  const dans = Array.from({ length: 10 }, (_, i) => i + 1);

  it.each(dans)('gives %dd to the whole band 2000 + 100 n .. 2100 + 100 n', (n) => {
    const bottom = 2000 + 100 * n;
    expect(rankLabel(bottom)).toBe(`${n}d`);
    expect(rankLabel(bottom + 99.99)).toBe(`${n}d`);
    expect(rankLabel(bottom - 0.01)).toBe(n === 1 ? '1k' : `${n - 1}d`);
  });
});

describe('parseRank', () => {
  it.each([
    ['5k', { kind: 'k', n: 5 }],
    ['5K', { kind: 'k', n: 5 }],
    ['5 kyu', { kind: 'k', n: 5 }],
    [' 30k ', { kind: 'k', n: 30 }],
    ['3d', { kind: 'd', n: 3 }],
    ['3D', { kind: 'd', n: 3 }],
    ['3 dan', { kind: 'd', n: 3 }],
    ['1p', { kind: 'p', n: 1 }],
    ['\t1 P', { kind: 'p', n: 1 }],
  ])('reads %j', (text, rank) => {
    expect(parseRank(text)).toEqual(rank);
  });

  it.each(['', 'k', '5', '0k', '-3k', '5x', '5kk', '3.5d', '11d', '10p', '51k', 'abc', '5k 3d'])(
    'rejects %j',
    (text) => {
      expect(parseRank(text)).toBeNull();
    },
  );

  it('reads back every label of the product bounds', () => {
    for (let rating = -1000; rating <= 3000; rating += 37) {
      const label = rankLabel(rating);
      const rank = parseRank(label);
      expect(rank).not.toBeNull();
      expect(rank && formatRank(rank)).toBe(label);
    }
  });
});

describe('formatRank', () => {
  it('writes the short codes', () => {
    expect(formatRank({ kind: 'k', n: 5 })).toBe('5k');
    expect(formatRank({ kind: 'd', n: 3 })).toBe('3d');
    expect(formatRank({ kind: 'p', n: 1 })).toBe('1p');
  });
});

describe('rankSortScore', () => {
  it('scores k 3000 - n, d 4000 + n, p 5000 + n and unknown 0', () => {
    expect(rankSortScore('5k')).toBe(2995);
    expect(rankSortScore('3d')).toBe(4003);
    expect(rankSortScore('1p')).toBe(5001);
    expect(rankSortScore('junk')).toBe(0);
  });

  it.each(Array.from({ length: 30 }, (_, i) => i + 1))('scores %dk as 3000 - n', (n) => {
    expect(rankSortScore(`${n}k`)).toBe(3000 - n);
    expect(rankSortScore(`${n} kyu`)).toBe(3000 - n);
  });

  it.each(Array.from({ length: 9 }, (_, i) => i + 1))(
    'scores n = %d dan as 4000 + n and n professional as 5000 + n',
    (n) => {
      expect(rankSortScore(`${n}d`)).toBe(4000 + n);
      expect(rankSortScore(`${n} dan`)).toBe(4000 + n);
      expect(rankSortScore(`${n}p`)).toBe(5000 + n);
    },
  );

  it('puts every kyu below every dan and every dan below every professional', () => {
    expect(rankSortScore('50k')).toBeGreaterThan(0);
    expect(rankSortScore('1k')).toBeLessThan(rankSortScore('1d'));
    expect(rankSortScore('10d')).toBeLessThan(rankSortScore('1p'));
  });

  it('orders ranks from weak to strong', () => {
    const ranks = ['1p', '1k', '30k', '7d', '2k', '1d'];
    const sorted = [...ranks].sort((a, b) => rankSortScore(a) - rankSortScore(b));
    expect(sorted).toEqual(['30k', '2k', '1k', '1d', '7d', '1p']);
  });
});

describe('danEquivalent', () => {
  it('counts professionals as 7 + n dan and kyu as no dan', () => {
    expect(danEquivalent({ kind: 'd', n: 4 })).toBe(4);
    expect(danEquivalent({ kind: 'p', n: 1 })).toBe(8);
    expect(danEquivalent({ kind: 'k', n: 4 })).toBeNull();
  });
});

describe('rgfRatingForRank', () => {
  it('uses 2100 - 75 n for kyu and 2100 + 100 (n - 1) for dan', () => {
    expect(rgfRatingForRank('20k')).toBe(600);
    expect(rgfRatingForRank('1k')).toBe(2025);
    expect(rgfRatingForRank('1d')).toBe(2100);
    expect(rgfRatingForRank('5d')).toBe(2500);
  });

  it('rates professionals as the EGD does: 2700 + 30 per pro dan', () => {
    expect(rgfRatingForRank('1p')).toBe(2730);
    expect(rgfRatingForRank('2p')).toBe(2760);
    expect(rgfRatingForRank('9p')).toBe(2970);
  });

  it('counts unreadable text as 20k', () => {
    expect(rgfRatingForRank('?')).toBe(600);
  });
});
