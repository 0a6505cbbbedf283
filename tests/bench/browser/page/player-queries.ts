import { queryPlayers } from '@pwa/lib/players-query/query-players';
import type { PlayerFilter, PlayerSort } from '@pwa/lib/players-query/players-query';
import { createDatabase, type GoDatabase, type StoredLocation } from '@pwa/lib/db';
import type { QueryTiming } from '../bench-api';

/** Rows a screen of the players list asks for. */
const LIMIT = 50;

interface QueryCase {
  name: string;
  filter: PlayerFilter;
  sort: PlayerSort;
}

/** The location of `kind` with the most players (a busy country, region or city). */
async function busiest(db: GoDatabase, kind: StoredLocation['kind']): Promise<number> {
  const ids = await db.locations.where('kind').equals(kind).primaryKeys();
  const counts = await Promise.all(
    ids.map((id) => db.players.where('locationPath').equals(id).count()),
  );
  return ids[counts.indexOf(Math.max(...counts))];
}

/** What people do with the list: sort by each column, search names, narrow by place and rating. */
async function queryCases(db: GoDatabase): Promise<QueryCase[]> {
  const [country, region, city] = await Promise.all([
    busiest(db, 'country'),
    busiest(db, 'region'),
    busiest(db, 'city'),
  ]);
  const [otherCity] = await db.locations
    .where('kind')
    .equals('city')
    .filter((location) => location.id !== city)
    .primaryKeys();
  const byRating: PlayerSort = { key: 'rating', direction: 'desc' };
  const byName: PlayerSort = { key: 'name', direction: 'asc' };
  return [
    { name: 'all by rating', filter: {}, sort: byRating },
    { name: 'all by rating asc', filter: {}, sort: { key: 'rating', direction: 'asc' } },
    { name: 'all by name', filter: {}, sort: byName },
    {
      name: 'all by latin name desc',
      filter: {},
      sort: { key: 'name', direction: 'desc', script: 'latin' },
    },
    { name: 'all by rank', filter: {}, sort: { key: 'rank', direction: 'desc' } },
    {
      name: 'all by last tournament',
      filter: {},
      sort: { key: 'lastTournament', direction: 'desc' },
    },
    { name: 'all by start date', filter: {}, sort: { key: 'startDate', direction: 'asc' } },
    { name: 'all by id desc', filter: {}, sort: { key: 'id', direction: 'desc' } },
    { name: 'egf by rating', filter: { federation: 'egf' }, sort: byRating },
    {
      name: 'glicko by deviation',
      filter: { federation: 'glicko2' },
      sort: { key: 'deviation', direction: 'asc' },
    },
    { name: 'all by country', filter: {}, sort: { key: 'country', direction: 'asc' } },
    { name: 'all by city desc', filter: {}, sort: { key: 'city', direction: 'desc' } },
    {
      name: 'rating 1500-2200 by rating',
      filter: { minRating: 1500, maxRating: 2200 },
      sort: byRating,
    },
    {
      name: 'rating 1500-2200 by name',
      filter: { minRating: 1500, maxRating: 2200 },
      sort: byName,
    },
    {
      name: 'rating >= 2000, deviation <= 100 by rating',
      filter: { minRating: 2000, maxDeviation: 100 },
      sort: byRating,
    },
    { name: 'name "иван" by rating', filter: { names: ['иван'] }, sort: byRating },
    { name: 'name "иван" by name', filter: { names: ['иван'] }, sort: byName },
    {
      name: 'names "петров", "сокол" by rank',
      filter: { names: ['петров', 'сокол'] },
      sort: { key: 'rank', direction: 'desc' },
    },
    { name: 'latin name "kuz" by rating', filter: { names: ['kuz'] }, sort: byRating },
    { name: 'full name by rating', filter: { names: ['смирнов андрей'] }, sort: byRating },
    { name: 'country by rating', filter: { locations: [country] }, sort: byRating },
    { name: 'region by name', filter: { locations: [region] }, sort: byName },
    { name: 'city by rating', filter: { locations: [city] }, sort: byRating },
    {
      name: 'region, rating 1000-2000 by rating',
      filter: { locations: [region], minRating: 1000, maxRating: 2000 },
      sort: byRating,
    },
    {
      name: 'two cities by last tournament',
      filter: { locations: [city, otherCity] },
      sort: { key: 'lastTournament', direction: 'desc' },
    },
  ];
}

/** Each case once to warm up, then `runs` timed runs. */
export async function playerQueries(name: string, runs: number): Promise<QueryTiming[]> {
  const db = createDatabase(name);
  try {
    const timings: QueryTiming[] = [];
    for (const { name: caseName, filter, sort } of await queryCases(db)) {
      let found = (await queryPlayers(db, filter, sort, LIMIT)).players.length;
      const ms: number[] = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        found = (await queryPlayers(db, filter, sort, LIMIT)).players.length;
        ms.push(performance.now() - start);
      }
      timings.push({ name: caseName, ms, found });
    }
    return timings;
  } finally {
    db.close();
  }
}
