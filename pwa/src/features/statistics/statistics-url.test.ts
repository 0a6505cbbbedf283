import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  invertedRanges,
  isFiltered,
  parseStatisticsFilters,
  statisticsParams,
  statisticsPaths,
} from './statistics-url';

const parse = (query: string) => parseStatisticsFilters(new URLSearchParams(query));

describe('statistics page URL', () => {
  it('reads the API parameter names: ranges, repeatable places, flags', () => {
    expect(
      parse(
        'federation=egf&min_year=2010&max_year=2020&min_rating=1500&max_rating=2100&loc=3&loc=7&loc=3&online=false&ranked=true',
      ),
    ).toEqual({
      federation: 'egf',
      minYear: 2010,
      maxYear: 2020,
      minRating: 1500,
      maxRating: 2100,
      locations: [3, 7],
      online: false,
      ranked: true,
    });
  });

  it('leaves out what it cannot read, clamps to the bounds and keeps whole numbers', () => {
    expect(
      parse(
        'federation=xyz&min_year=abc&max_year=3000&min_rating=-5000&max_rating=2000.6&loc=-1&loc=x&loc=2.5&online=yes&ranked=',
      ),
    ).toEqual({ ...DEFAULT_FILTERS, maxYear: 2100, minRating: -1000, maxRating: 2001 });
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults and reads it back', () => {
    expect(statisticsParams(DEFAULT_FILTERS).toString()).toBe('');
    const filters = {
      ...DEFAULT_FILTERS,
      federation: 'glicko2' as const,
      minYear: 2005,
      maxRating: 1800,
      locations: [9, 4],
      online: true,
      ranked: false,
    };
    const params = statisticsParams(filters);
    expect(params.toString()).toBe(
      'federation=glicko2&min_year=2005&max_rating=1800&loc=9&loc=4&online=true&ranked=false',
    );
    expect(parseStatisticsFilters(params)).toEqual(filters);
  });

  it('keeps at most the 50 places the API takes', () => {
    const query = Array.from({ length: 60 }, (_, i) => `loc=${i + 1}`).join('&');
    expect(parse(query).locations).toHaveLength(50);
  });

  it('asks the API with the same names, places sorted, so one combination is one cache key', () => {
    expect(statisticsPaths(DEFAULT_FILTERS)).toEqual({
      players: 'players/statistics',
      tournaments: 'tournaments/statistics',
    });
    const a = statisticsPaths(parse('loc=9&loc=4&min_year=2001'));
    const b = statisticsPaths(parse('min_year=2001&loc=4&loc=9'));
    expect(a).toEqual(b);
    expect(a?.players).toBe('players/statistics?min_year=2001&loc=4&loc=9');
    expect(a?.tournaments).toBe('tournaments/statistics?min_year=2001&loc=4&loc=9');
  });

  it('tells a narrowed view from one that only picks the rating system', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered(parse('federation=egf'))).toBe(false);
    expect(isFiltered(parse('online=false'))).toBe(true);
    expect(isFiltered(parse('loc=5'))).toBe(true);
  });

  it('asks nothing while a range is inverted', () => {
    const filters = parse('min_year=2020&max_year=2010&min_rating=2000&max_rating=1000');
    expect(invertedRanges(filters)).toEqual(['year', 'rating']);
    expect(statisticsPaths(filters)).toBeNull();
    expect(invertedRanges(parse('min_year=2010&max_year=2010'))).toEqual([]);
  });
});
