import { describe, expect, it } from 'vitest';
import {
  readUsersQuery,
  sortState,
  toggledSort,
  USERS_PAGE_SIZE,
  writeUsersQuery,
} from './users-query';

describe('the users query in the address', () => {
  it('reads filters, sort and page', () => {
    const query = readUsersQuery(
      new URLSearchParams(
        'username=%20ann%20&email=example&role=admin&location=12&sort=-created&page=3',
      ),
    );
    expect(query).toEqual({
      username: 'ann',
      email: 'example',
      role: 'admin',
      location: 12,
      sort: '-created',
      page: 3,
    });
  });

  it.each([
    ['role=owner', { role: null }],
    ['sort=password', { sort: 'username' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['location=0', { location: null }],
    ['location=x', { location: null }],
  ])('falls back to the default for %s', (search, expected) => {
    expect(readUsersQuery(new URLSearchParams(search))).toMatchObject(expected);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    const plain = readUsersQuery(new URLSearchParams(''));
    expect(writeUsersQuery(plain).toString()).toBe('');
    const query = {
      ...plain,
      username: 'a&b',
      role: 'user' as const,
      location: 7,
      sort: 'email' as const,
      page: 2,
    };
    const written = writeUsersQuery(query);
    expect(written.toString()).toBe('username=a%26b&role=user&location=7&sort=email&page=2');
    expect(readUsersQuery(written)).toEqual(query);
  });
});

describe('sorting by a column', () => {
  it('sorts ascending first, then reverses', () => {
    expect(toggledSort('username', 'email')).toBe('email');
    expect(toggledSort('email', 'email')).toBe('-email');
    expect(toggledSort('-email', 'email')).toBe('email');
  });

  it('tells the state for aria-sort', () => {
    expect(sortState('created', 'created')).toBe('ascending');
    expect(sortState('-created', 'created')).toBe('descending');
    expect(sortState('username', 'created')).toBe('none');
  });
});

describe('the admins’ page of accounts', () => {
  it('holds 5 accounts, the spec’s admin pagination', () => {
    expect(USERS_PAGE_SIZE).toBe(5);
  });
});
