import { describe, expect, it } from 'vitest';
import { LocationTree, type LocationNode } from '@domain/location/location-tree';
import { locationOptions, placePath } from './location-options';

const node = (
  id: number,
  parentId: number | null,
  kind: LocationNode['kind'],
  name: string,
  nameLatin: string,
): LocationNode => ({ id, parentId, kind, name, nameLatin, code: null });

const tree = new LocationTree([
  node(1, null, 'country', 'Россия', 'Russia'),
  node(2, 1, 'region', 'Москва', 'Moscow'),
  node(3, 2, 'city', 'Москва', 'Moscow'),
  node(4, 1, 'region', 'Алтай', 'Altai'),
  node(5, null, 'country', 'Армения', 'Armenia'),
]);

describe('location options', () => {
  it('lists the tree, each place followed by what it holds, alphabetically in the script', () => {
    expect(locationOptions(tree, 'latin', '').map((o) => [o.name, o.depth])).toEqual([
      ['Armenia', 0],
      ['Russia', 0],
      ['Altai', 1],
      ['Moscow', 1],
      ['Moscow', 2],
    ]);
    expect(locationOptions(tree, 'cyrillic', '', 2).map((o) => o.name)).toEqual([
      'Армения',
      'Россия',
    ]);
  });

  it('finds places by either script, the largest first, with their path', () => {
    expect(locationOptions(tree, 'latin', 'моск').map((o) => [o.kind, o.path])).toEqual([
      ['region', 'Russia › Moscow'],
      ['city', 'Russia › Moscow › Moscow'],
    ]);
    expect(locationOptions(tree, 'cyrillic', 'ARM').map((o) => o.path)).toEqual(['Армения']);
    expect(locationOptions(tree, 'cyrillic', 'zzz')).toEqual([]);
  });

  it('stops at the limit, searching or not', () => {
    expect(locationOptions(tree, 'latin', '', 3).map((o) => o.name)).toEqual([
      'Armenia',
      'Russia',
      'Altai',
    ]);
    expect(locationOptions(tree, 'latin', 'моск', 1).map((o) => o.kind)).toEqual(['region']);
  });

  it('names the chosen place by its path, nothing for an unknown one', () => {
    expect(placePath(tree, 3, 'cyrillic')).toBe('Россия › Москва › Москва');
    expect(placePath(tree, 99, 'latin')).toBe('');
  });
});
