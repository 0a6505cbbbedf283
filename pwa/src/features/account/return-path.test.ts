import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('goes back to the page RequireRole sent the visitor away from', () => {
    expect(returnPath({ from: '/user' })).toBe('/user');
    expect(returnPath({ from: '/players/7?tab=games' })).toBe('/players/7?tab=games');
  });

  it('goes home without a state, to another site, or back to the account pages', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/sign-in' })).toBe('/');
  });
});
