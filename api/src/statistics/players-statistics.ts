import type { EntityManager } from '@mikro-orm/knex';
import type { LocationTree } from '@domain/location/location-tree';
import { rankLabel } from '@domain/rating/rank';
import type { PlayerRef } from '@sync/contract/common';
import type { PlayersStatistics } from '@sync/contract/statistics';
import { fetchRows } from '../common/sql/rows';
import { countPlayers } from './players-answer';
import type { PlayersFacts } from './players-facts';
import type { StatisticsFilter } from './statistics-filter';

interface NameRow {
  id: number;
  last_name: string;
  first_name: string;
  last_name_latin: string;
  first_name_latin: string;
}

async function namesOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, PlayerRef>> {
  if (ids.length === 0) return new Map();
  const rows = await fetchRows<NameRow>(
    em
      .getKnex()('player')
      .select('id', 'last_name', 'first_name', 'last_name_latin', 'first_name_latin')
      .whereIn('id', [...new Set(ids)]),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        lastName: row.last_name,
        firstName: row.first_name,
        lastNameLatin: row.last_name_latin,
        firstNameLatin: row.first_name_latin,
      },
    ]),
  );
}

/** The players statistics of a filter: counted from the facts, the top players named by SQL. */
export async function playersStatistics(
  em: EntityManager,
  facts: PlayersFacts,
  filter: StatisticsFilter,
  tree: LocationTree,
  year: number,
): Promise<PlayersStatistics> {
  const counts = countPlayers(facts, filter, tree, year);
  const idOf = (index: number) => facts.ids[index];
  const names = await namesOf(em, [
    ...counts.topByRating.map((p) => idOf(p.index)),
    ...counts.topByTournaments.map((p) => idOf(p.index)),
  ]);
  // A player deleted since the facts were loaded is left out (the next revision reloads them).
  const named = <T>(index: number, rest: T) => {
    const ref = names.get(idOf(index));
    return ref ? [{ ...ref, ...rest }] : [];
  };
  const deviations = facts.deviations[filter.federation];
  return {
    ...counts,
    topByRating: counts.topByRating.flatMap(({ index, value }) =>
      named(index, {
        rating: value,
        deviation: Number.isNaN(deviations[index]) ? null : deviations[index],
        rank: rankLabel(value),
      }),
    ),
    topByTournaments: counts.topByTournaments.flatMap(({ index, value }) =>
      named(index, { tournaments: value }),
    ),
  };
}
