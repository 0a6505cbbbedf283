import { describe, expect, it } from 'vitest';
import type { LocationCount } from '@sync/contract/statistics';
import {
  everyYear,
  fitLabel,
  labelStep,
  largestFirst,
  percent,
  slices,
  weakestFirst,
} from './chart-data';

const place = (id: number, nameLatin: string, count: number): LocationCount => ({
  id,
  name: nameLatin,
  nameLatin,
  count,
});

describe('chart data', () => {
  it('fills the years without tournaments with zeros', () => {
    expect(
      everyYear([
        { year: 2001, tournaments: 2, games: 30 },
        { year: 2004, tournaments: 1, games: 12 },
      ]),
    ).toEqual({
      years: [2001, 2002, 2003, 2004],
      tournaments: [2, 0, 0, 1],
      games: [30, 0, 0, 12],
    });
    expect(everyYear([])).toEqual({ years: [], tournaments: [], games: [] });
  });

  it('orders ranks from the weakest to the strongest', () => {
    const ranks = [
      { rank: '1d', sortKey: 4001, count: 3 },
      { rank: '10k', sortKey: 2990, count: 8 },
      { rank: '1p', sortKey: 5001, count: 1 },
      { rank: '1k', sortKey: 2999, count: 5 },
    ];
    expect(weakestFirst(ranks).map((r) => r.rank)).toEqual(['10k', '1k', '1d', '1p']);
  });

  it('puts the places with the most players first, ties by id as the API does', () => {
    const places = [place(2, 'B', 5), place(1, 'A', 5), place(3, 'C', 9), place(4, 'D', 1)];
    expect(largestFirst(places).map((p) => p.id)).toEqual([3, 1, 2, 4]);
  });

  it('gives a pie the parts with a value and their shares', () => {
    expect(
      slices([
        { label: '19', value: 3 },
        { label: '13', value: 0 },
        { label: '9', value: 1 },
      ]),
    ).toEqual([
      { label: '19', value: 3, share: 0.75 },
      { label: '9', value: 1, share: 0.25 },
    ]);
    expect(slices([{ label: 'x', value: 0 }])).toEqual([]);
  });

  it('thins category labels to what fits', () => {
    expect(labelStep(10, 500, 40)).toBe(1);
    expect(labelStep(30, 300, 40)).toBe(4);
    expect(labelStep(0, 300, 40)).toBe(1);
  });

  it('writes shares as percents, small ones with a decimal, tiny ones as under 0.1%', () => {
    expect(percent(0.256, 'en')).toBe('26%');
    expect(percent(0.001, 'en')).toBe('0.1%');
    expect(percent(0.0003, 'en')).toBe('<0.1%');
    expect(percent(0.0003, 'ru')).toBe('<0,1\u00a0%');
    expect(percent(0.003, 'ru')).toBe('0,3\u00a0%');
    expect(percent(0, 'en')).toBe('0%');
    expect(percent(1, 'zh')).toBe('100%');
  });

  it('cuts long labels short to fit', () => {
    const measure = (text: string) => text.length * 10;
    expect(fitLabel('Moscow', 60, measure)).toBe('Moscow');
    expect(fitLabel('Saint Petersburg', 60, measure)).toBe('Saint…');
    expect(fitLabel('Saint Petersburg', 70, measure)).toBe('Saint…');
    expect(fitLabel('Saint Petersburg', 5, measure)).toBe('…');
  });
});
