import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  PLAYERS_VIEW_PARAMS,
  parsePlayersView,
  playersViewParams,
} from './players-url';

describe('players page URL', () => {
  it('reads filters, repeatable names and locations', () => {
    const view = parsePlayersView(
      new URLSearchParams('min_rating=1500&max_rating=2100&name=Иван&name=kim&loc=3&loc=7&loc=3'),
    );
    expect(view).toEqual({
      ...DEFAULT_VIEW,
      minRating: 1500,
      maxRating: 2100,
      names: ['Иван', 'kim'],
      locations: [3, 7],
    });
  });

  it('falls back to defaults for what it cannot read, clamps to the product bounds', () => {
    const view = parsePlayersView(
      new URLSearchParams(
        'federation=xyz&sort=nope&order=up&min_rating=abc&max_rating=99999&loc=-1&loc=x&name=%20',
      ),
    );
    expect(view).toEqual({ ...DEFAULT_VIEW, maxRating: 3000 });
  });

  it('shows every player by default (the spec has no activity filter); active=N is an option', () => {
    expect(DEFAULT_VIEW.active).toBeNull();
    expect(parsePlayersView(new URLSearchParams('')).active).toBeNull();
    expect(parsePlayersView(new URLSearchParams('active=5')).active).toBe(5);
    // links written when the filter was the default still open the whole list
    expect(parsePlayersView(new URLSearchParams('active=all')).active).toBeNull();
    for (const bad of ['0', '1.5', 'x', '1000']) {
      expect(parsePlayersView(new URLSearchParams(`active=${bad}`)).active).toBeNull();
    }
    expect(playersViewParams({ ...DEFAULT_VIEW, active: null }).toString()).toBe('');
    expect(playersViewParams({ ...DEFAULT_VIEW, active: 10 }).toString()).toBe('active=10');
  });

  it('starts a sort in its natural order when the order is not given', () => {
    expect(parsePlayersView(new URLSearchParams('sort=name')).direction).toBe('asc');
    expect(parsePlayersView(new URLSearchParams('sort=last_update')).direction).toBe('desc');
  });

  it('knows every parameter it reads, so a rewrite of the query drops the old values', () => {
    for (const key of ['min_rating', 'minRating', 'max_diff', 'maxDeviation', 'active', 'loc'])
      expect(PLAYERS_VIEW_PARAMS.has(key)).toBe(true);
    expect(PLAYERS_VIEW_PARAMS.has('lng')).toBe(false);
  });

  it("names its ranges as the spec's URLs do (minRating, maxRating), and still reads the API's", () => {
    const view = { ...DEFAULT_VIEW, minRating: 1500, maxDeviation: 90, sort: 'startDate' as const };
    expect(playersViewParams(view).toString()).toBe(
      'minRating=1500&maxDeviation=90&sort=start_date&order=desc',
    );
    expect(
      parsePlayersView(
        new URLSearchParams('min_rating=1500&max_diff=90&sort=startDate&order=desc'),
      ),
    ).toEqual(view);
    expect(parsePlayersView(playersViewParams(view))).toEqual(view);
    expect(parsePlayersView(new URLSearchParams('sort=last_tournament')).sort).toBe(
      'lastTournament',
    );
  });

  it('writes only what differs from the defaults and reads it back', () => {
    expect(playersViewParams(DEFAULT_VIEW).toString()).toBe('');
    const view = {
      ...DEFAULT_VIEW,
      federation: 'egf' as const,
      minDeviation: 60,
      names: ['a b', 'c'],
      locations: [5],
      sort: 'city' as const,
      direction: 'asc' as const,
    };
    const params = playersViewParams(view);
    expect(params.toString()).toBe(
      'federation=egf&minDeviation=60&name=a+b&name=c&loc=5&sort=city&order=asc',
    );
    expect(parsePlayersView(params)).toEqual(view);
  });
});
