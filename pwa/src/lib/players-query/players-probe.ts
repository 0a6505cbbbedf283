import Dexie from 'dexie';
import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';
import type { NameTerm, RangeFilter } from './players-query';
import type { PlayerCollection } from './players-walk';

/**
 * A filter's index run is read with its records up to this many players: if the filter lets
 * no more through, they are all the candidates, sorted in memory. About where reading them
 * costs as much as walking the sort column until 50 pass (100,000 players).
 */
export const PROBE_LIMIT = 3000;

/** Reads a filter's candidates, or null when it lets more than PROBE_LIMIT through. */
export type Probe = () => Promise<StoredPlayer[] | null>;

function upTo(collection: PlayerCollection): Promise<StoredPlayer[] | null> {
  return collection
    .limit(PROBE_LIMIT + 1)
    .toArray()
    .then((rows) => (rows.length > PROBE_LIMIT ? null : rows));
}

/** The players of all the runs, once each; null when any run or the union is too large. */
function union(runs: readonly (StoredPlayer[] | null)[]): StoredPlayer[] | null {
  const byId = new Map<number, StoredPlayer>();
  for (const run of runs) {
    if (run === null) return null;
    for (const player of run) byId.set(player.id, player);
  }
  return byId.size > PROBE_LIMIT ? null : [...byId.values()];
}

export function rangeCollection(db: GoDatabase, range: RangeFilter): PlayerCollection {
  return db.players
    .where(range.index)
    .between(range.min ?? Dexie.minKey, range.max ?? Dexie.maxKey, true, true);
}

/**
 * One probe per filter set, the likeliest to be selective first: names (the longest word of each
 * term starts a name word), places, then rating and deviation ranges.
 */
export function filterProbes(
  db: GoDatabase,
  ranges: readonly RangeFilter[],
  terms: readonly NameTerm[],
  locations: readonly number[],
): Probe[] {
  const probes: Probe[] = [];
  if (terms.length > 0) {
    probes.push(() =>
      Promise.all(
        terms.map((term) => upTo(db.players.where('nameWords').startsWith(term.longestWord))),
      ).then(union),
    );
  }
  if (locations.length > 0) {
    probes.push(() =>
      Promise.all(locations.map((id) => upTo(db.players.where('locationPath').equals(id)))).then(
        union,
      ),
    );
  }
  for (const range of ranges) probes.push(() => upTo(rangeCollection(db, range)));
  return probes;
}
