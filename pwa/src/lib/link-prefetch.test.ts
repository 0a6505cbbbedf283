import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prefetchPath, prefetchRoute, type LinkLike } from './link-prefetch';

const HERE = {
  href: 'http://site.test/players?x=1',
  origin: 'http://site.test',
  pathname: '/players',
};

function link(href: string, attributes: Record<string, string> = {}): LinkLike {
  return {
    href,
    target: attributes.target ?? '',
    hasAttribute: (name) => name in attributes,
  };
}

describe('prefetchPath', () => {
  it('is the path of another page of the app', () => {
    expect(prefetchPath(link('http://site.test/tournaments?mode=upcoming'), HERE)).toBe(
      '/tournaments',
    );
    expect(prefetchPath(link('/about'), HERE)).toBe('/about');
  });

  it('is null for this page, other sites, the API, downloads and new tabs', () => {
    expect(prefetchPath(link('/players?name=a'), HERE)).toBeNull();
    expect(prefetchPath(link('https://t.me/gofederation'), HERE)).toBeNull();
    expect(prefetchPath(link('/api/v1/docs/privacy-policy.pdf'), HERE)).toBeNull();
    expect(prefetchPath(link('/games', { download: '' }), HERE)).toBeNull();
    expect(prefetchPath(link('/games', { target: '_blank' }), HERE)).toBeNull();
    expect(prefetchPath(link('/games', { target: '_self' }), HERE)).toBe('/games');
    expect(prefetchPath(link('http://[bad'), HERE)).toBeNull();
  });
});

describe('prefetchRoute', () => {
  it('loads the lazy code of every route the path matches, and only those', async () => {
    const page = vi.fn(() => Promise.resolve({}));
    const other = vi.fn(() => Promise.resolve({}));
    const failing = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'players/:id', lazy: page },
          { path: 'games', lazy: other },
          { path: 'broken', lazy: failing },
        ],
      },
    ];
    prefetchRoute(routes, '/players/7');
    expect(page).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    // a failure is left to the navigation: nothing is thrown or left unhandled
    prefetchRoute(routes, '/broken');
    expect(failing).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    prefetchRoute(routes, '/nowhere');
  });
});
