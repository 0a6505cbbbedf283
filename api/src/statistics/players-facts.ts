import type { EntityManager } from '@mikro-orm/knex';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { fetchByRanges, idRanges } from '../common/sql/rows';
import { RATING_COLUMNS } from '../players/rating-columns';

/** Players per query while loading (each query blocks an SQLite server for its length). */
const PLAYERS_PER_QUERY = 10_000;

export const ONLINE = 1;
export const RANKED = 2;

/**
 * What the players statistics are computed from, aggregated by SQL once per data revision: each
 * player's place, birth year and current ratings, and how many tournaments the player played in
 * each year, online or not, ranked or not. Columns of typed arrays, players in id order.
 */
export interface PlayersFacts {
  ids: Int32Array;
  /** -1: no place */
  locations: Int32Array;
  /** 0: unknown */
  birthYears: Int32Array;
  /** NaN: no rating in that federation */
  ratings: Record<RatingSystemId, Float64Array>;
  deviations: Record<RatingSystemId, Float64Array>;
  /** Year of the first tournament played; 0: none. */
  firstYears: Int32Array;
  /** Player i's tournaments are the entries offsets[i] .. offsets[i + 1] - 1. */
  offsets: Int32Array;
  years: Int32Array;
  /** ONLINE | RANKED bits */
  kinds: Uint8Array;
  tournaments: Int32Array;
}

type Numeric = number | string | null;

const orNaN = (value: Numeric): number => (value === null ? NaN : Number(value));

const flag = (value: unknown): boolean => value === true || Number(value) === 1;

export async function loadPlayersFacts(em: EntityManager): Promise<PlayersFacts> {
  const knex = em.getKnex();
  const columns = RATING_SYSTEM_IDS.flatMap((id) => {
    const { rating, deviation } = RATING_COLUMNS[id];
    return [`${rating} as ${id}_rating`, `${deviation ?? 'null'} as ${id}_deviation`];
  });
  const ranges = await idRanges(knex, 'player', PLAYERS_PER_QUERY);
  const players = await fetchByRanges<Record<string, Numeric>>(ranges, (range) =>
    knex('player')
      .select(knex.raw(['id', 'location_id', 'birth_year', ...columns].join(', ')))
      .whereBetween('id', range)
      .orderBy('id'),
  );
  // Tournaments played: not hidden as ignored, and started.
  const played = await fetchByRanges<{
    player_id: number;
    year: string;
    online: unknown;
    ranked: unknown;
    n: Numeric;
  }>(ranges, (range) =>
    knex('tournament_player as tp')
      .join('tournament as t', 't.id', 'tp.tournament_id')
      .whereBetween('tp.player_id', range)
      .where('t.visible', true)
      .whereNot('t.status', 'scheduled')
      .select(
        knex.raw(
          'tp.player_id, substr(t.start_date, 1, 4) as year, t.online, t.ranked, count(*) as n',
        ),
      )
      .groupByRaw('tp.player_id, substr(t.start_date, 1, 4), t.online, t.ranked'),
  );

  const size = players.length;
  const index = new Map<number, number>();
  const facts: PlayersFacts = {
    ids: new Int32Array(size),
    locations: new Int32Array(size),
    birthYears: new Int32Array(size),
    ratings: newColumns(size),
    deviations: newColumns(size),
    firstYears: new Int32Array(size),
    offsets: new Int32Array(size + 1),
    years: new Int32Array(played.length),
    kinds: new Uint8Array(played.length),
    tournaments: new Int32Array(played.length),
  };
  players.forEach((row, i) => {
    facts.ids[i] = Number(row.id);
    index.set(facts.ids[i], i);
    facts.locations[i] = row.location_id === null ? -1 : Number(row.location_id);
    facts.birthYears[i] = row.birth_year === null ? 0 : Number(row.birth_year);
    for (const id of RATING_SYSTEM_IDS) {
      facts.ratings[id][i] = orNaN(row[`${id}_rating`]);
      facts.deviations[id][i] = orNaN(row[`${id}_deviation`]);
    }
  });

  // Entries grouped by player: count them per player, then place each at its player's next slot.
  const owners = played.map((row) => index.get(row.player_id) ?? -1);
  for (const owner of owners) if (owner >= 0) facts.offsets[owner + 1] += 1;
  for (let i = 0; i < size; i++) facts.offsets[i + 1] += facts.offsets[i];
  const next = facts.offsets.slice(0, size);
  played.forEach((row, r) => {
    const owner = owners[r];
    if (owner < 0) return;
    const slot = next[owner]++;
    const year = Number(row.year);
    facts.years[slot] = year;
    facts.kinds[slot] = (flag(row.online) ? ONLINE : 0) | (flag(row.ranked) ? RANKED : 0);
    facts.tournaments[slot] = Number(row.n);
    if (facts.firstYears[owner] === 0 || year < facts.firstYears[owner])
      facts.firstYears[owner] = year;
  });
  return facts;
}

function newColumns(size: number): Record<RatingSystemId, Float64Array> {
  return Object.fromEntries(RATING_SYSTEM_IDS.map((id) => [id, new Float64Array(size)])) as Record<
    RatingSystemId,
    Float64Array
  >;
}
