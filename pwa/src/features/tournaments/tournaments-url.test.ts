import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  isFiltered,
  parseTournamentsView,
  tournamentsViewParams,
} from './tournaments-url';

const parse = (query: string) => parseTournamentsView(new URLSearchParams(query));

describe('parseTournamentsView', () => {
  it('gives the default view for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(DEFAULT_VIEW.mode).toBe('past');
  });

  it('reads every filter, places repeated', () => {
    expect(
      parse(
        'mode=upcoming&year=2024&title=%20Кубок%20&location=3&location=7&location=3&status=scheduled&ranked=true&online=false',
      ),
    ).toEqual({
      mode: 'upcoming',
      year: 2024,
      title: 'Кубок',
      locations: [3, 7],
      status: 'scheduled',
      ranked: true,
      online: false,
    });
  });

  it('drops what it cannot read', () => {
    expect(
      parse('mode=future&year=24&location=x&location=-2&location=1.5&ranked=yes&online=1'),
    ).toEqual(DEFAULT_VIEW);
    expect(parse('year=3000').year).toBeNull();
    expect(parse('status=finished').status).toBeNull();
  });

  it('keeps only a status the mode lists', () => {
    expect(parse('status=ended').status).toBe('ended');
    expect(parse('status=processing').status).toBe('processing');
    expect(parse('status=scheduled').status).toBeNull();
    expect(parse('mode=upcoming&status=ended').status).toBeNull();
    expect(parse('mode=upcoming&status=active').status).toBe('active');
  });
});

describe('tournamentsViewParams', () => {
  it('writes only what differs from the default', () => {
    expect(tournamentsViewParams(DEFAULT_VIEW).toString()).toBe('');
    expect(tournamentsViewParams({ ...DEFAULT_VIEW, title: '   ' }).toString()).toBe('');
  });

  it('round-trips a view', () => {
    const query =
      'mode=upcoming&year=2021&title=Cup&location=4&location=9&status=active&ranked=false&online=true';
    const view = parse(query);
    expect(tournamentsViewParams(view).toString()).toBe(query);
  });
});

describe('isFiltered', () => {
  it('is false for the mode alone, true for any filter', () => {
    expect(isFiltered({ ...DEFAULT_VIEW, mode: 'upcoming' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, online: false })).toBe(true);
    expect(isFiltered({ ...DEFAULT_VIEW, locations: [1] })).toBe(true);
  });
});
