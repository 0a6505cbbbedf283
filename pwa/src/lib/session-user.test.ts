import { describe, expect, it } from 'vitest';
import { hasRole, parseSessionUser } from './session-user';

const CURRENT_USER = {
  ID: 12,
  Name: 'Ivan Petrov',
  UserName: 'ivan',
  PictureURL: '/api/v1/file/avatar/12.png?v=1700000000',
  Email: 'ivan@example.org',
  Roles: ['user', 'admin'],
  ConsentDate: '2026-01-02T03:04:05.000Z',
  FirstName: 'Ivan',
  LastName: 'Petrov',
  MiddleName: '',
  LastUpdate: '2026-01-02T03:04:05.000Z',
  Language: 'ru',
  Theme: 'dark',
};

describe('parseSessionUser', () => {
  it('keeps the fields of GET /user the PWA uses', () => {
    expect(parseSessionUser(CURRENT_USER)).toEqual({
      ID: 12,
      Name: 'Ivan Petrov',
      UserName: 'ivan',
      PictureURL: '/api/v1/file/avatar/12.png?v=1700000000',
      Email: 'ivan@example.org',
      Roles: ['user', 'admin'],
      ConsentDate: '2026-01-02T03:04:05.000Z',
      FirstName: 'Ivan',
      LastName: 'Petrov',
      Language: 'ru',
      Theme: 'dark',
    });
  });

  it('fills in what an older cached copy lacks', () => {
    expect(parseSessionUser({ UserName: 'Player', Roles: ['user'] })).toEqual({
      ID: 0,
      Name: 'Player',
      UserName: 'Player',
      PictureURL: '',
      Email: '',
      Roles: ['user'],
      ConsentDate: null,
      FirstName: '',
      LastName: '',
      Language: null,
      Theme: null,
    });
  });

  it('drops malformed fields instead of trusting them', () => {
    const user = parseSessionUser({
      ...CURRENT_USER,
      ID: '12',
      Name: '  ',
      PictureURL: 5,
      Roles: ['user', 3, null],
      ConsentDate: '',
      Language: 'fr',
      Theme: 'neon',
    });
    expect(user).toMatchObject({
      ID: 0,
      Name: 'ivan',
      PictureURL: '',
      Roles: ['user'],
      ConsentDate: null,
      Language: null,
      Theme: null,
    });
  });

  it('refuses what is not a user', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser('ivan')).toBeNull();
    expect(parseSessionUser([CURRENT_USER])).toBeNull();
    expect(parseSessionUser({ UserName: 'ivan' })).toBeNull();
    expect(parseSessionUser({ UserName: '', Roles: [] })).toBeNull();
    expect(parseSessionUser({ statusCode: 401, code: 'UNAUTHORIZED' })).toBeNull();
  });
});

describe('hasRole', () => {
  it('checks the roles of a signed-in user', () => {
    const user = parseSessionUser(CURRENT_USER);
    expect(hasRole(user, 'admin')).toBe(true);
    expect(hasRole(parseSessionUser({ UserName: 'p', Roles: ['user'] }), 'admin')).toBe(false);
    expect(hasRole(null, 'user')).toBe(false);
  });
});
