import type { LocationTree } from '@domain/location/location-tree';
import { rankLabel } from '@domain/rating/rank';
import type { PlayersStatistics } from '@sync/contract/statistics';
import {
  ageGroupOf,
  byAge,
  byExperience,
  byLocation,
  byRank,
  type CountRow,
} from './players-breakdowns';
import { ONLINE, RANKED, type PlayersFacts } from './players-facts';
import {
  asksForTournamentKind,
  inRange,
  isOfKind,
  type StatisticsFilter,
} from './statistics-filter';

const TOP = 10;

/** A player of the facts (its index) with the number a top list orders by, best first. */
export interface Ranked {
  index: number;
  value: number;
}

/** The players statistics without the names of the top players (see players-names.ts). */
export interface PlayersCounts extends Omit<PlayersStatistics, 'topByRating' | 'topByTournaments'> {
  topByRating: Ranked[];
  topByTournaments: Ranked[];
}

/** Keeps the TOP highest values, the earlier (lower id) first among equals. */
function offer(top: Ranked[], index: number, value: number): void {
  if (top.length === TOP && value <= top[TOP - 1].value) return;
  let at = top.length;
  while (at > 0 && top[at - 1].value < value) at--;
  top.splice(at, 0, { index, value });
  if (top.length > TOP) top.pop();
}

function increment<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

const rows = <K>(counts: Map<K, number>): CountRow<K>[] =>
  [...counts].map(([key, count]) => ({ key, count }));

/** Whether player i's age group and years since the first tournament are those asked. */
function isOfAgeAndExperience(
  facts: PlayersFacts,
  i: number,
  filter: StatisticsFilter,
  year: number,
): boolean {
  const born = facts.birthYears[i];
  if (filter.ageGroups && (!born || !filter.ageGroups.includes(ageGroupOf(year - born))))
    return false;
  const first = facts.firstYears[i];
  const experience = first ? Math.max(0, year - first) : NaN;
  return inRange(experience, filter.minExperience, filter.maxExperience);
}

/** One pass over the players that match the filter, counting every breakdown at once. */
export function countPlayers(
  facts: PlayersFacts,
  filter: StatisticsFilter,
  tree: LocationTree,
  year: number,
): PlayersCounts {
  const places = filter.locations && new Set(filter.locations);
  const kindAsked = asksForTournamentKind(filter);
  const ratings = facts.ratings[filter.federation];
  const minRating = filter.minRating ?? -Infinity;
  const maxRating = filter.maxRating ?? Infinity;
  const rated = filter.minRating !== null || filter.maxRating !== null;

  const locations = new Map<number | null, number>();
  const ranks = new Map<string, number>();
  const births = new Map<number | null, number>();
  const firsts = new Map<number, number>();
  const topByRating: Ranked[] = [];
  const topByTournaments: Ranked[] = [];
  let players = 0;

  for (let i = 0; i < facts.ids.length; i++) {
    const location = facts.locations[i];
    if (places && !places.has(location)) continue;
    const rating = ratings[i];
    if (rated && !(rating >= minRating && rating <= maxRating)) continue;
    if (!isOfAgeAndExperience(facts, i, filter, year)) continue;
    let tournaments = 0;
    for (let e = facts.offsets[i]; e < facts.offsets[i + 1]; e++) {
      const kind = facts.kinds[e];
      if (isOfKind(filter, facts.years[e], (kind & ONLINE) !== 0, (kind & RANKED) !== 0))
        tournaments += facts.tournaments[e];
    }
    if (kindAsked && tournaments === 0) continue;

    players += 1;
    increment(locations, location < 0 ? null : location);
    increment(births, facts.birthYears[i] || null);
    if (facts.firstYears[i]) increment(firsts, facts.firstYears[i]);
    if (!Number.isNaN(rating)) {
      increment(ranks, rankLabel(rating));
      offer(topByRating, i, rating);
    }
    if (tournaments > 0) offer(topByTournaments, i, tournaments);
  }

  return {
    players,
    byLocation: byLocation(tree, rows(locations)),
    byRank: byRank(ranks),
    ...byAge(rows(births), year),
    byExperience: byExperience(rows(firsts), year),
    topByRating,
    topByTournaments,
  };
}
