import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  listSearchParams,
  readAdminTournamentsQuery,
  writeAdminTournamentsQuery,
} from './tournaments-query';

describe('the admin tournaments query in the address', () => {
  it('reads defaults from an empty or malformed address', () => {
    expect(readAdminTournamentsQuery(new URLSearchParams())).toEqual(DEFAULT_QUERY);
    expect(
      readAdminTournamentsQuery(
        new URLSearchParams('size=7&page=-2&sort=nope&status=gone&visible=maybe&order=up'),
      ),
    ).toEqual(DEFAULT_QUERY);
  });

  it('round-trips every filter, the sort and the page', () => {
    const query = {
      ...DEFAULT_QUERY,
      title: 'Cup',
      city: 'Kazan',
      status: 'ended' as const,
      federation: 'egf' as const,
      visible: 'no' as const,
      pinned: 'yes' as const,
      sort: 'title' as const,
      order: 'asc' as const,
      size: 20 as const,
      page: 3,
    };
    const written = writeAdminTournamentsQuery(query);
    expect(readAdminTournamentsQuery(written)).toEqual(query);
    expect(writeAdminTournamentsQuery(DEFAULT_QUERY).toString()).toBe('');
  });

  it('asks the API for the page as limit and offset, flags as booleans', () => {
    const params = listSearchParams({ ...DEFAULT_QUERY, size: 10, page: 3, visible: 'no' });
    expect(Object.fromEntries(params)).toEqual({
      sort: 'start_date',
      order: 'desc',
      limit: '10',
      offset: '20',
      visible: 'false',
    });
  });
});
