import { describe, expect, it } from 'vitest';
import { LocationTree } from '@domain/location/location-tree';
import { ageGroupOf, byAge, byExperience, byLocation, byRank } from './players-breakdowns';

describe('players breakdowns', () => {
  it('puts each age in its group, the bounds included', () => {
    const groups = [-1, 0, 8, 9, 11, 12, 15, 16, 19, 20, 49, 50, 99].map(ageGroupOf);
    expect(groups).toEqual([
      'under9',
      'under9',
      'under9',
      '9-11',
      '9-11',
      '12-15',
      '12-15',
      '16-19',
      '16-19',
      '20-49',
      '20-49',
      '50+',
      '50+',
    ]);
  });

  it('counts every age group, adults over 20 and unknown ages', () => {
    const rows = [
      { key: 2020, count: 3 },
      { key: 2005, count: 2 },
      { key: 1975, count: 1 },
      { key: null, count: 4 },
    ];
    expect(byAge(rows, 2025)).toEqual({
      byAge: [
        { group: 'under9', count: 3 },
        { group: '9-11', count: 0 },
        { group: '12-15', count: 0 },
        { group: '16-19', count: 0 },
        { group: '20-49', count: 2 },
        { group: '50+', count: 1 },
      ],
      over20: 3,
      ageUnknown: 4,
    });
  });

  it('orders ranks weakest first and experience ascending', () => {
    const ranks = new Map([
      ['1d', 2],
      ['10k', 1],
      ['3k', 4],
    ]);
    expect(byRank(ranks).map((r) => [r.rank, r.sortKey])).toEqual([
      ['10k', 2990],
      ['3k', 2997],
      ['1d', 4001],
    ]);
    expect(
      byExperience(
        [
          { key: 2025, count: 1 },
          { key: 2010, count: 2 },
          { key: 2026, count: 5 },
        ],
        2025,
      ),
    ).toEqual([
      { years: 0, count: 6 },
      { years: 15, count: 2 },
    ]);
  });

  it('counts a place at every level above it, most players first', () => {
    const node = (id: number, parentId: number | null, kind: 'country' | 'region' | 'city') => ({
      id,
      parentId,
      kind,
      name: `n${id}`,
      nameLatin: `l${id}`,
      code: null,
    });
    const tree = new LocationTree([
      node(1, null, 'country'),
      node(2, 1, 'region'),
      node(3, 2, 'city'),
      node(4, 1, 'city'),
    ]);
    const counts = byLocation(tree, [
      { key: 3, count: 2 },
      { key: 4, count: 5 },
      { key: 1, count: 1 },
      { key: null, count: 7 },
      { key: 99, count: 1 },
    ]);
    expect(counts).toEqual({
      country: [{ id: 1, name: 'n1', nameLatin: 'l1', count: 8 }],
      region: [{ id: 2, name: 'n2', nameLatin: 'l2', count: 2 }],
      city: [
        { id: 4, name: 'n4', nameLatin: 'l4', count: 5 },
        { id: 3, name: 'n3', nameLatin: 'l3', count: 2 },
      ],
    });
  });
});
