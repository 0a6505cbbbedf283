import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIBRARY_VIEW,
  libraryListPath,
  libraryViewParams,
  parseLibraryView,
} from './library-url';

describe('the library page URL', () => {
  it('reads the defaults from an empty or wrong query', () => {
    expect(parseLibraryView(new URLSearchParams(''))).toEqual(DEFAULT_LIBRARY_VIEW);
    expect(
      parseLibraryView(new URLSearchParams('size=x&from=2024-1-1&result=X&page=0&mine=yes')),
    ).toEqual(DEFAULT_LIBRARY_VIEW);
  });

  it('writes and reads back every filter', () => {
    const view = {
      player: 'Ivanov',
      boardSize: 13,
      dateFrom: '2024-01-01',
      dateTo: '2024-12-31',
      result: 'W' as const,
      mine: true,
      page: 3,
    };
    const params = libraryViewParams(view);
    expect(params.toString()).toBe(
      'player=Ivanov&size=13&from=2024-01-01&to=2024-12-31&result=W&mine=1&page=3',
    );
    expect(parseLibraryView(params)).toEqual(view);
    expect(libraryListPath(view)).toBe(
      'file/game?player=Ivanov&boardSize=13&dateFrom=2024-01-01&dateTo=2024-12-31&result=W&mine=true&limit=20&offset=40',
    );
  });

  it('asks for the first page without filters', () => {
    expect(libraryListPath(DEFAULT_LIBRARY_VIEW)).toBe('file/game?limit=20&offset=0');
  });
});
