import type { LocationTree } from '@domain/location/location-tree';
import { rankSortScore } from '@domain/rating/rank';
import {
  AGE_GROUPS,
  type AgeGroup,
  type LocationCount,
  type PlayersStatistics,
  type RankCount,
} from '@sync/contract/statistics';

/**
 * Turns counts by place, rank, birth year and first year (tens to hundreds of keys) into the
 * answer's breakdowns.
 */

export interface CountRow<K> {
  key: K;
  count: number;
}

/** Players per location (their own place) counted at every level of the tree above it too. */
export function byLocation(
  tree: LocationTree,
  rows: readonly CountRow<number | null>[],
): PlayersStatistics['byLocation'] {
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (const node of tree.pathOf(row.key))
      counts.set(node.id, (counts.get(node.id) ?? 0) + row.count);
  }
  const level = (kind: 'country' | 'region' | 'city'): LocationCount[] =>
    [...counts]
      .flatMap(([id, count]) => {
        const node = tree.get(id);
        return node?.kind === kind
          ? [{ id, name: node.name, nameLatin: node.nameLatin, count }]
          : [];
      })
      .sort((a, b) => b.count - a.count || a.id - b.id);
  return { country: level('country'), region: level('region'), city: level('city') };
}

/** Counts by rank label, weakest first. */
export function byRank(counts: ReadonlyMap<string, number>): RankCount[] {
  return [...counts]
    .map(([rank, count]) => ({ rank, sortKey: rankSortScore(rank), count }))
    .sort((a, b) => a.sortKey - b.sortKey);
}

/** The group of an age (this year minus the birth year); a birth year in the future counts as 0. */
export function ageGroupOf(age: number): AgeGroup {
  if (age < 9) return 'under9';
  if (age <= 11) return '9-11';
  if (age <= 15) return '12-15';
  if (age <= 19) return '16-19';
  if (age <= 49) return '20-49';
  return '50+';
}

const ADULT_GROUPS: readonly AgeGroup[] = ['20-49', '50+'];

export function byAge(
  rows: readonly CountRow<number | null>[],
  year: number,
): Pick<PlayersStatistics, 'byAge' | 'over20' | 'ageUnknown'> {
  const counts = new Map<AgeGroup, number>(AGE_GROUPS.map((group) => [group, 0]));
  let ageUnknown = 0;
  for (const row of rows) {
    if (row.key === null) {
      ageUnknown += row.count;
      continue;
    }
    const group = ageGroupOf(year - row.key);
    counts.set(group, counts.get(group)! + row.count);
  }
  return {
    byAge: AGE_GROUPS.map((group) => ({ group, count: counts.get(group)! })),
    over20: ADULT_GROUPS.reduce((sum, group) => sum + counts.get(group)!, 0),
    ageUnknown,
  };
}

/** Rows by the year of the first tournament, as years of experience, ascending. */
export function byExperience(
  rows: readonly CountRow<number>[],
  year: number,
): PlayersStatistics['byExperience'] {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const years = Math.max(0, year - row.key);
    counts.set(years, (counts.get(years) ?? 0) + row.count);
  }
  return [...counts].map(([years, count]) => ({ years, count })).sort((a, b) => a.years - b.years);
}
