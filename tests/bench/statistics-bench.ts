import { performance } from 'node:perf_hooks';
import type { Database as Orm } from '@api/database/open-database';
import { load } from './load';
import { measureAfterImport } from './statistics-after-import';

type Results = Record<string, number | string>;

/** Location ids of the bench database the filter combinations use. */
export interface BenchPlaces {
  country: number;
  region: number;
  city: number;
}

/** The city with the most players, and the region and country it lies in. */
export async function benchPlaces(orm: Orm): Promise<BenchPlaces> {
  const connection = orm.em.getConnection();
  const [busiest] = await connection.execute<Array<{ id: number }>>(
    'select location_id as id from player where location_id is not null ' +
      'group by location_id order by count(*) desc, location_id limit 1',
  );
  const nodes = await connection.execute<
    Array<{ id: number; parent_id: number | null; kind: string }>
  >('select id, parent_id, kind from location');
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path = new Map<string, number>();
  for (let node = byId.get(busiest.id); node; node = byId.get(node.parent_id ?? -1))
    path.set(node.kind, node.id);
  const region = path.get('region');
  if (region === undefined) throw new Error('The busiest city of the bench lies in no region');
  return { country: path.get('country')!, region, city: busiest.id };
}

const DISTINCT_QUERIES = 60;

/**
 * Distinct filter combinations in a fixed order, every parameter of the statistics pages taking
 * part: federation, year range, location, online/ranked and rating range.
 */
export function filterCombinations(places: BenchPlaces, count: number): string[] {
  const federations = ['', 'federation=egf', 'federation=glicko2'];
  const years = ['', 'min_year=2000&max_year=2010', 'min_year=2011&max_year=2018', 'min_year=2019'];
  const locations = ['', `loc=${places.country}`, `loc=${places.region}`, `loc=${places.city}`];
  const kinds = ['', 'online=true', 'online=false&ranked=true', 'ranked=false'];
  const ratings = ['', 'min_rating=1500&max_rating=2200', 'min_rating=2100'];
  const queries = new Set<string>();
  for (let i = 0; queries.size < count && i < count * 100; i++) {
    const parts = [
      federations[i % 3],
      years[Math.floor(i / 3) % 4],
      locations[Math.floor(i / 12) % 4],
      kinds[(i + Math.floor(i / 48)) % 4],
      ratings[Math.floor(i / 5) % 3],
    ];
    queries.add(parts.filter(Boolean).join('&'));
  }
  return [...queries];
}

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

/**
 * GET /players/statistics and /tournaments/statistics on the bench database.
 * - after an import (statistics-after-import.ts): the first answers, and the time until every
 *   answer counts the import (the facts of the new revision are loaded in the background).
 * - p99_cold_ms: DISTINCT_QUERIES filter combinations asked once each, none asked before in this
 *   revision, so no answer comes from the cache (the revision's facts are loaded).
 * - p99_cached_ms: the default query repeated for `seconds` with one connection.
 */
export async function measureStatistics(
  results: Results,
  base: string,
  databasePath: string,
  places: BenchPlaces,
  seconds: number,
): Promise<void> {
  const queries = filterCombinations(places, DISTINCT_QUERIES);
  await measureAfterImport(results, base, databasePath, places);
  for (const endpoint of ['players', 'tournaments'] as const) {
    const name = `api.${endpoint}_statistics`;
    const url = (query: string) => `${base}/${endpoint}/statistics${query ? `?${query}` : ''}`;

    const cold: number[] = [];
    for (const query of queries) cold.push(await timed(url(query)));
    results[`${name}.p50_cold_ms`] = round(percentile(cold, 50));
    results[`${name}.p99_cold_ms`] = round(percentile(cold, 99));

    const cached = await load(url(''), seconds, 1);
    results[`${name}.p99_cached_ms`] = cached.p99_ms;
    results[`${name}.p50_cached_ms`] = cached.p50_ms;
    if (cached.errors + cached.non2xx) results[`${name}.failures`] = cached.errors + cached.non2xx;
    console.log(
      `  ${name}: cold p50 ${results[`${name}.p50_cold_ms`]} ms, p99 ${results[`${name}.p99_cold_ms`]} ms ` +
        `over ${cold.length} distinct filters; cached p99 ${cached.p99_ms} ms`,
    );
  }
}
