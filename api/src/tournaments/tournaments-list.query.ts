import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { LocationTree } from '@domain/location/location-tree';
import { normalizeName } from '@domain/text/normalize-name';
import type { TournamentSort } from '@sync/contract/tournaments';
import { likeContains } from '../common/sql/like';
import { fetchPage } from '../common/sql/rows';
import type { TournamentsQueryDto } from './dto/tournaments-query.dto';
import { TOURNAMENT_COLUMNS, type TournamentRow } from './tournament-row';

const SORT_COLUMNS: Record<TournamentSort, string[]> = {
  start_date: ['start_date'],
  end_date: ['end_date'],
  title: ['title'],
  players: ['player_count'],
  rounds: ['rounds'],
  id: [],
};

function applyFilters(qb: Knex.QueryBuilder, query: TournamentsQueryDto, tree: LocationTree): void {
  if (!query.showIgnored) qb.where('visible', true);
  if (query.federation) qb.where('federation', query.federation);
  if (query.title?.trim()) {
    // A title made only of punctuation normalises to nothing and matches nothing.
    const title = normalizeName(query.title);
    if (title) qb.whereRaw("search_text like ? escape '\\'", [likeContains(title)]);
    else qb.whereRaw('1 = 0');
  }
  let locations: number[] | null = null;
  if (query.location?.length) locations = tree.withDescendants(query.location);
  if (query.city?.trim()) {
    const cities = tree
      .matching(normalizeName(query.city), normalizeName)
      .filter((id) => tree.get(id)?.kind === 'city');
    locations = locations ? locations.filter((id) => cities.includes(id)) : cities;
  }
  if (locations) qb.whereIn('location_id', locations.length ? locations : [-1]);
  if (query.online !== undefined) qb.where('online', query.online);
  if (query.ranked !== undefined) qb.where('ranked', query.ranked);
  if (query.status?.length) qb.whereIn('status', query.status);
  // Servers are not recorded: any server means an online tournament.
  if (query.time_control !== undefined) {
    if (query.time_control.includes(' ')) qb.where('time_control', query.time_control);
    else qb.where('time_control', 'like', `${query.time_control} %`);
  }
  if (query.time_class !== undefined) qb.where('tournament_class', query.time_class);
  const ranges: Array<[keyof TournamentsQueryDto, string, '>=' | '<=']> = [
    ['min_player_count', 'player_count', '>='],
    ['max_player_count', 'player_count', '<='],
    ['min_players', 'player_count', '>='],
    ['max_players', 'player_count', '<='],
    ['min_round_count', 'rounds', '>='],
    ['max_round_count', 'rounds', '<='],
    ['min_rounds', 'rounds', '>='],
    ['max_rounds', 'rounds', '<='],
    ['min_start_date', 'start_date', '>='],
    ['max_start_date', 'start_date', '<='],
    ['min_end_date', 'end_date', '>='],
    ['max_end_date', 'end_date', '<='],
  ];
  for (const [param, column, operator] of ranges) {
    const value = query[param];
    if (value !== undefined) qb.where(column, operator, value as string | number);
  }
}

export async function queryTournaments(
  em: EntityManager,
  query: TournamentsQueryDto,
  tree: LocationTree,
  /** more conditions, e.g. the admin list's pinned and visible filters */
  narrow?: (qb: Knex.QueryBuilder) => void,
): Promise<{ rows: TournamentRow[]; total: number }> {
  const base = em.getKnex()('tournament');
  applyFilters(base, query, tree);
  narrow?.(base);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const order = [...SORT_COLUMNS[query.sort], 'id'].map((c) => `${c} ${direction}`);
  if (query.pinnedFirst) order.unshift('pinned desc');
  return fetchPage<TournamentRow>(base, (page) =>
    page
      .select(TOURNAMENT_COLUMNS)
      .orderByRaw(order.join(', '))
      .limit(query.limit)
      .offset(query.offset),
  );
}
