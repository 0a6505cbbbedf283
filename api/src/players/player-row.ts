import type { LocationNode, LocationTree } from '@domain/location/location-tree';
import { rankLabel } from '@domain/rating/rank';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import type { NamedRef } from '@sync/contract/common';
import type { PlayerRatings, PlayerSummary } from '@sync/contract/players';
import { RATING_COLUMNS } from './rating-columns';

/** A player row as the database returns it (snake_case columns). */
export interface PlayerRow {
  id: number;
  last_name: string;
  first_name: string;
  last_name_latin: string;
  first_name_latin: string;
  last_name_zh: string | null;
  first_name_zh: string | null;
  nickname: string | null;
  location_id: number | null;
  birth_year: number | null;
  rank: string | null;
  egd_pin: number | null;
  start_date: string | null;
  last_update: string | null;
  last_tournament_id: number | null;
  last_tournament_date: string | null;
  rgf_rating: number | null;
  rgf_deviation: number | null;
  egf_rating: number | null;
  glicko_rating: number | null;
  glicko_deviation: number | null;
  glicko_volatility: number | null;
}

export const PLAYER_COLUMNS: readonly (keyof PlayerRow)[] = [
  'id',
  'last_name',
  'first_name',
  'last_name_latin',
  'first_name_latin',
  'last_name_zh',
  'first_name_zh',
  'nickname',
  'location_id',
  'birth_year',
  'rank',
  'egd_pin',
  'start_date',
  'last_update',
  'last_tournament_id',
  'last_tournament_date',
  'rgf_rating',
  'rgf_deviation',
  'egf_rating',
  'glicko_rating',
  'glicko_deviation',
  'glicko_volatility',
];

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function ratingsOf(row: PlayerRow): PlayerRatings {
  const entries = RATING_SYSTEM_IDS.map((id) => {
    const columns = RATING_COLUMNS[id];
    const rating = numberOrNull(row[columns.rating as keyof PlayerRow]);
    if (rating === null) return [id, null] as const;
    return [
      id,
      {
        rating,
        deviation: columns.deviation
          ? numberOrNull(row[columns.deviation as keyof PlayerRow])
          : null,
        volatility: columns.volatility
          ? numberOrNull(row[columns.volatility as keyof PlayerRow])
          : null,
      },
    ] as const;
  });
  return Object.fromEntries(entries) as PlayerRatings;
}

function ref(node: LocationNode | null | undefined): NamedRef | null {
  return node ? { id: node.id, name: node.name, nameLatin: node.nameLatin } : null;
}

export function toPlayerSummary(
  row: PlayerRow,
  tree: LocationTree,
  federation: RatingSystemId,
): PlayerSummary {
  const ratings = ratingsOf(row);
  const current = ratings[federation];
  const place = tree.placeOf(row.location_id);
  const country = place?.country;
  return {
    id: row.id,
    lastName: row.last_name,
    firstName: row.first_name,
    lastNameLatin: row.last_name_latin,
    firstNameLatin: row.first_name_latin,
    lastNameZh: row.last_name_zh,
    firstNameZh: row.first_name_zh,
    nickname: row.nickname,
    rank: row.rank,
    rating: current?.rating ?? null,
    deviation: current?.deviation ?? null,
    rankLabel: current ? rankLabel(current.rating) : null,
    ratings,
    location: ref(place?.node),
    city: ref(place?.city),
    country: country
      ? { id: country.id, name: country.name, nameLatin: country.nameLatin, code: country.code }
      : null,
    birthYear: row.birth_year,
    egdPin: row.egd_pin,
    startDate: row.start_date,
    lastUpdate: row.last_update,
    lastTournamentId: row.last_tournament_id,
    lastTournamentDate: row.last_tournament_date,
  };
}
