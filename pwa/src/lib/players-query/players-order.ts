import type { LocationNode } from '@domain/location/location-tree';
import type { RatingSystemId } from '@domain/rating/types';
import type { StoredPlayer } from '@pwa/lib/db';
import { cmp } from 'dexie';
import {
  indexValue,
  sortIndex,
  type NameScript,
  type PlayerSort,
  type SortValue,
} from './players-query';

const COLLATOR_LOCALE: Record<NameScript, string> = { cyrillic: 'ru', latin: 'en', han: 'en' };

/** Locations in the order the country and city sorts list them: by name in the script, then id. */
export function locationRanking<T extends LocationNode>(
  nodes: readonly T[],
  script: NameScript,
): T[] {
  const collator = new Intl.Collator(COLLATOR_LOCALE[script]);
  const name = (node: LocationNode) => (script === 'cyrillic' ? node.name : node.nameLatin);
  return [...nodes].sort((a, b) => collator.compare(name(a), name(b)) || a.id - b.id);
}

/**
 * The in-memory twin of the index walks: by the sort value (as IndexedDB orders it: Dexie's cmp),
 * then by id,
 * all reversed for descending; players without a value last, by id.
 * `locations` is needed for the country and city sorts.
 */
export function compareForSort(
  sort: PlayerSort,
  federation: RatingSystemId,
  locations: readonly LocationNode[] | null,
): (a: StoredPlayer, b: StoredPlayer) => number {
  let value: (player: StoredPlayer) => SortValue | null;
  if (sort.key === 'id') {
    value = (player) => player.id;
  } else if (sort.key === 'country' || sort.key === 'city') {
    const kind = sort.key;
    const ranked = locationRanking(
      (locations ?? []).filter((node) => node.kind === kind),
      sort.script ?? 'cyrillic',
    );
    const position = new Map(ranked.map((node, i) => [node.id, i]));
    value = (player) => {
      for (const id of player.locationPath) {
        const at = position.get(id);
        if (at !== undefined) return at;
      }
      return null;
    };
  } else {
    const index = sortIndex(sort, federation);
    value = (player) => (index ? indexValue(player, index) : null);
  }
  const sign = sort.direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
      return a.id - b.id;
    }
    return sign * (cmp(va, vb) || a.id - b.id);
  };
}
