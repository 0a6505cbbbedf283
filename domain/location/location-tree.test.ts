import { describe, expect, it } from 'vitest';
import { normalizeName } from '../text/normalize-name';
import { LocationTree, type LocationNode } from './location-tree';

const nodes: LocationNode[] = [
  { id: 1, parentId: null, kind: 'country', name: 'Россия', nameLatin: 'Russia', code: 'RU' },
  {
    id: 2,
    parentId: 1,
    kind: 'region',
    name: 'Московская область',
    nameLatin: 'Moscow Oblast',
    code: null,
  },
  { id: 3, parentId: 2, kind: 'city', name: 'Химки', nameLatin: 'Khimki', code: null },
  { id: 4, parentId: 1, kind: 'region', name: 'Татарстан', nameLatin: 'Tatarstan', code: null },
  { id: 5, parentId: 4, kind: 'city', name: 'Казань', nameLatin: 'Kazan', code: null },
  { id: 6, parentId: null, kind: 'country', name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' },
];

describe('LocationTree', () => {
  const tree = new LocationTree(nodes);

  it('expands ids to their descendants', () => {
    expect(tree.withDescendants([1]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(tree.withDescendants([4, 6]).sort()).toEqual([4, 5, 6]);
    expect(tree.withDescendants([99])).toEqual([]);
  });

  it('walks up to the country', () => {
    expect(tree.pathOf(5).map((n) => n.id)).toEqual([1, 4, 5]);
    expect(tree.ancestorOfKind(3, 'country')?.code).toBe('RU');
    expect(tree.ancestorOfKind(null, 'country')).toBeNull();
  });

  it('finds nodes by name in either script', () => {
    expect(tree.matching('каз', normalizeName)).toEqual([5]);
    expect(tree.matching('moscow', normalizeName)).toEqual([2]);
  });
});
