import type { EntityManager } from '@mikro-orm/knex';
import type { LocationTree } from '@domain/location/location-tree';
import { rankLabel } from '@domain/rating/rank';
import type { PlayersStatistics } from '@sync/contract/statistics';
import { playerRefsByIds } from '../players/players.repository';
import { countPlayers } from './players-answer';
import type { PlayersFacts } from './players-facts';
import type { StatisticsFilter } from './statistics-filter';

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
  const names = await playerRefsByIds(em, [
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
