import type { GoDatabase, StoredLocation, StoredPlayer } from '@pwa/lib/db';
import { filterProbes, type Probe } from './players-probe';
import { compareForSort, locationRanking } from './players-order';
import {
  indexValue,
  nameTerms,
  playerMatches,
  rangeFilters,
  sortIndex,
  type PlayerFilter,
  type PlayerQueryResult,
  type PlayerSort,
  type RangeFilter,
  type SortIndex,
  type SortValue,
} from './players-query';
import { concatSources, emptySource, indexSource, type RecordSource } from './players-walk';

/**
 * Measured in headless Chromium with 100,000 players on disk: reading a run of an index with its
 * records costs about 20 µs a player, fetching players by id three times that, and counting
 * walks the whole range. So the list walks the sort column's index in chunks, checking the
 * filters on each player, and when the filters let few through (the pass rate says the walk
 * will be long) it reads a filter's own index run instead and sorts those few in memory.
 */
const CHUNK_MAX = 4000;
/** Players still to read, at the pass rate seen, above which a filter's index is tried instead. */
const PROBE_WORTH = 800;
/** The share expected to pass the filters before any player was checked. */
const FIRST_PASS_RATE = 0.5;

interface Plan {
  sort: PlayerSort;
  federation: NonNullable<PlayerFilter['federation']>;
  want: number;
  /** the range filter on the sort column: its index range is walked directly */
  walkRange: RangeFilter | undefined;
  /** the country or city nodes, for those sorts */
  places: StoredLocation[];
}

function placesOfKind(plan: Plan): StoredLocation[] {
  return plan.places.filter((node) => node.kind === plan.sort.key);
}

/** Players with a value in the sort column, in sort order. */
function sortSource(db: GoDatabase, plan: Plan): RecordSource {
  const { sort } = plan;
  if (sort.key === 'id') return indexSource(db, ':id', {}, sort.direction, (p) => p.id);
  if (sort.key === 'country' || sort.key === 'city') {
    const ranked = locationRanking(placesOfKind(plan), sort.script ?? 'cyrillic');
    if (sort.direction === 'desc') ranked.reverse();
    return concatSources(
      ranked.map((node) => () => {
        const at = { value: node.id, inclusive: true };
        const range = { lower: at, upper: at };
        return indexSource(db, 'locationPath', range, sort.direction, () => node.id);
      }),
    );
  }
  const index = sortIndex(sort, plan.federation);
  // deviation in a system without one: nobody has a value
  if (!index) return emptySource;
  // a row read from the index has a value there
  const value = (p: StoredPlayer) => indexValue(p, index) as SortValue;
  const { walkRange } = plan;
  if (walkRange) {
    const range = {
      lower: walkRange.min === null ? undefined : { value: walkRange.min, inclusive: true },
      upper: walkRange.max === null ? undefined : { value: walkRange.max, inclusive: true },
    };
    return indexSource(db, index, range, sort.direction, value);
  }
  const range = index === 'rankScore' ? { lower: { value: 0, inclusive: false } } : {};
  return indexSource(db, index, range, sort.direction, value);
}

/** Whether a player is missing from the sort source (no value there): such players come last. */
function lacksSortValue(plan: Plan): (player: StoredPlayer) => boolean {
  const { sort } = plan;
  if (sort.key === 'country' || sort.key === 'city') {
    const ids = new Set(placesOfKind(plan).map((node) => node.id));
    return (player) => !player.locationPath.some((id) => ids.has(id));
  }
  const index: SortIndex | null = sort.key === 'id' ? null : sortIndex(sort, plan.federation);
  return (player) => index === null || indexValue(player, index) === null;
}

interface Phase {
  source: RecordSource;
  keep: (player: StoredPlayer) => boolean;
}

interface Walk {
  phases: Phase[];
  probes: Probe[];
  kept: StoredPlayer[];
  checked: number;
}

/**
 * Walks the phases (the sort column, then the players without a value) chunk by chunk; when the
 * pass rate says many more players must be read, tries the next filter probe first. Returns the
 * players kept in order, or the candidates of a probe (to be sorted by the caller).
 */
function walk(state: Walk, want: number, guess: number): Promise<StoredPlayer[] | Candidates> {
  const missing = want - state.kept.length;
  const phase = state.phases[0];
  if (missing <= 0 || !phase) return Promise.resolve(state.kept);
  const rate = state.checked >= 32 ? Math.max(state.kept.length / state.checked, 0.002) : guess;
  const probe =
    state.checked > 0 && missing / rate > PROBE_WORTH ? state.probes.shift() : undefined;
  if (probe) {
    return probe().then((found) => (found ? { candidates: found } : walk(state, want, guess)));
  }
  const count = Math.min(CHUNK_MAX, Math.ceil((missing / rate) * 1.2) + 8);
  return phase.source.next(count).then((rows) => {
    if (rows.length === 0) state.phases.shift();
    for (const player of rows) {
      if (state.kept.length < want && phase.keep(player)) state.kept.push(player);
    }
    state.checked += rows.length;
    return walk(state, want, guess);
  });
}

interface Candidates {
  candidates: StoredPlayer[];
}

async function run(
  db: GoDatabase,
  filter: PlayerFilter,
  sort: PlayerSort,
  limit: number,
): Promise<PlayerQueryResult> {
  const federation = filter.federation ?? 'rgf';
  const ranges = rangeFilters(filter);
  const terms = nameTerms(filter.names);
  const locationIds = filter.locations ?? [];
  const index = sort.key === 'id' ? null : sortIndex(sort, federation);
  const walkRange = index ? ranges.find((range) => range.index === index) : undefined;
  const places = sort.key === 'country' || sort.key === 'city' ? await db.locations.toArray() : [];
  const plan: Plan = { sort, federation, want: limit + 1, walkRange, places };
  const chosenPlaces = new Set(locationIds);
  const matches = (player: StoredPlayer) => playerMatches(player, ranges, terms, chosenPlaces);
  const probes = filterProbes(
    db,
    ranges.filter((range) => range !== walkRange),
    terms,
    locationIds,
  );

  const phases: Phase[] = [{ source: sortSource(db, plan), keep: matches }];
  if (!walkRange && sort.key !== 'id') {
    // then the players without the sort value, by id
    const lacks = lacksSortValue(plan);
    const tail = indexSource(db, ':id', {}, 'asc', (p) => p.id);
    phases.push({ source: tail, keep: (p) => lacks(p) && matches(p) });
  }
  const guess = probes.length > 0 ? FIRST_PASS_RATE : 1;
  const found = await walk({ phases, probes, kept: [], checked: 0 }, plan.want, guess);
  const players = Array.isArray(found)
    ? found
    : found.candidates
        .filter(matches)
        .sort(compareForSort(sort, federation, places))
        .slice(0, plan.want);
  return { players: players.slice(0, limit), hasMore: players.length > limit };
}

/**
 * The players list answered from IndexedDB: filtered, sorted (players without the sort value
 * last, by id) and cut at `limit`. Filters are first narrowed through their indexes (counts tell
 * which are selective); then either the few candidates are read and sorted in memory, or the
 * sort column's index is walked in order, reading records only for the ids it keeps.
 */
export function queryPlayers(
  db: GoDatabase,
  filter: PlayerFilter,
  sort: PlayerSort,
  limit: number,
): Promise<PlayerQueryResult> {
  // The scope must be an async function: Dexie then follows its native awaits.
  return db.transaction('r', db.players, db.locations, async () => run(db, filter, sort, limit));
}
