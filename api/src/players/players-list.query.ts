import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { LocationTree } from '@domain/location/location-tree';
import { normalizeName } from '@domain/text/normalize-name';
import { activeSince, type PlayerSort } from '@sync/contract/players';
import { searchTextContains } from '../common/sql/contains-text';
import { fetchPage } from '../common/sql/rows';
import type { PlayersQueryDto } from './dto/players-query.dto';
import { PLAYER_COLUMNS, type PlayerRow } from './player-row';
import { RATING_COLUMNS } from './rating-columns';

function sortColumns(sort: PlayerSort, query: PlayersQueryDto): string[] {
  const columns = RATING_COLUMNS[query.federation];
  switch (sort) {
    case 'rating':
      return [columns.rating];
    case 'deviation':
      return [columns.deviation ?? columns.rating];
    case 'name':
      return ['last_name', 'first_name'];
    case 'latin_name':
      return ['last_name_latin', 'first_name_latin'];
    case 'nickname':
      return ['nickname'];
    case 'id':
      return [];
    case 'start_date':
      return ['start_date'];
    case 'last_update':
      return ['last_update'];
    case 'last_tournament':
      return ['last_tournament_date'];
    case 'birth_year':
      return ['birth_year'];
  }
}

/** Location ids a query restricts to, or null when it doesn't restrict by location. */
export function locationFilter(
  tree: LocationTree,
  loc: readonly number[] | undefined,
  location: string | undefined,
): number[] | null {
  let ids: number[] | null = null;
  if (loc?.length) ids = tree.withDescendants(loc);
  if (location?.trim()) {
    const named = tree.withDescendants(tree.matching(normalizeName(location), normalizeName));
    ids = ids ? ids.filter((id) => named.includes(id)) : named;
  }
  return ids;
}

function applyFilters(
  knex: Knex,
  qb: Knex.QueryBuilder,
  query: PlayersQueryDto,
  tree: LocationTree,
): void {
  const columns = RATING_COLUMNS[query.federation];
  if (query.name?.length) {
    // A name made only of punctuation normalises to nothing and matches nobody.
    const names = query.name.map(normalizeName);
    qb.where((w) => {
      for (const name of names) {
        if (name) void w.orWhere(searchTextContains(knex, name));
        else void w.orWhereRaw('1 = 0');
      }
    });
  }
  const locations = locationFilter(tree, query.loc, query.location);
  if (locations) qb.whereIn('location_id', locations.length ? locations : [-1]);
  if (query.min_rating !== undefined) qb.where(columns.rating, '>=', query.min_rating);
  if (query.max_rating !== undefined) qb.where(columns.rating, '<=', query.max_rating);
  const deviation = columns.deviation ?? columns.rating;
  if (query.min_diff !== undefined) qb.where(deviation, '>=', query.min_diff);
  if (query.max_diff !== undefined) qb.where(deviation, '<=', query.max_diff);
  if (query.active !== undefined) {
    qb.where('last_tournament_date', '>=', activeSince(query.active, new Date()));
  }
}

export async function queryPlayers(
  em: EntityManager,
  query: PlayersQueryDto,
  tree: LocationTree,
): Promise<{ rows: PlayerRow[]; total: number }> {
  const knex = em.getKnex();
  const base = knex('player');
  applyFilters(knex, base, query, tree);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const order = [...sortColumns(query.sort, query), 'id']
    .map((column) => `${column} ${direction} nulls last`)
    .join(', ');
  return fetchPage<PlayerRow>(base, (page) =>
    page.select(PLAYER_COLUMNS).orderByRaw(order).limit(query.limit).offset(query.offset),
  );
}
