import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { EntityManager } from '@mikro-orm/knex';
import type { Database } from '@api/database/open-database';
import { LocationTreeCache } from '@api/locations/location-tree.cache';
import { PlayersQueryDto } from '@api/players/dto/players-query.dto';
import { queryPlayers } from '@api/players/players-list.query';
import { createValidationPipe } from '@api/common/validation/validation.pipe';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import { PLAYER_SORTS } from '@sync/contract/players';
import { seededRandom } from '@tests/factories/board-videos/seeded-random';

/**
 * Uncached player searches (issue 31): GET /players keeps each answer per data revision, so a
 * bench of one URL measures its cache. Here each of many different searches (names, places,
 * ranges, sorts, pages) is asked once of our API and once of the bare server, which runs the
 * SQL our API runs for that URL (captured here from queryPlayers) and nothing else.
 */

/** One statement as knex sent it to better-sqlite3. */
export interface CapturedStatement {
  sql: string;
  bindings: unknown[];
}

/** A players search: its query string, and the statements our API runs to answer it. */
export interface UncachedSearch {
  query: string;
  limit: number;
  offset: number;
  statements: CapturedStatement[];
}

/** Searches measured (each once per server), and asked before, untimed, to warm both up. */
export const UNCACHED_SEARCHES = 2000;
export const UNCACHED_WARM_UP = 200;

export interface UncachedOptions {
  rounds: number;
  connections: number;
}

type Results = Record<string, number | string>;

const OTHER_SYSTEMS = RATING_SYSTEM_IDS.filter((id) => id !== 'rgf');

interface Sample {
  names: string[];
  places: number[];
  placeNames: string[];
}

async function sampleOf(em: EntityManager): Promise<Sample> {
  const connection = em.getConnection();
  const people = await connection.execute<
    { last_name: string; first_name: string; last_name_latin: string; nickname: string | null }[]
  >(
    'select last_name, first_name, last_name_latin, nickname from player where id % 211 = 0 order by id',
  );
  const places = await connection.execute<{ id: number; name: string; name_latin: string }[]>(
    'select id, name, name_latin from location order by id',
  );
  const names = people.flatMap((p) => [
    p.last_name,
    p.first_name,
    p.last_name_latin,
    ...(p.nickname ? [p.nickname] : []),
  ]);
  return {
    names,
    places: places.map((p) => p.id),
    placeNames: places.flatMap((p) => [p.name, p.name_latin]),
  };
}

/** Varied searches as the players page asks them: names, places, ranges, sorts and pages. */
function searchQueries(sample: Sample, count: number, seed: number): string[] {
  // seeded, so every run asks the same searches
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const fragment = () => {
    const name = pick(sample.names);
    const start = next() < 0.7 ? 0 : between(0, Math.max(0, name.length - 3));
    // Mostly three letters or more (the trigram index); some shorter ones scan.
    const length = next() < 0.1 ? 2 : between(3, 7);
    return name.slice(start, start + length).toLowerCase();
  };
  const seen = new Set<string>();
  const queries: string[] = [];
  while (queries.length < count) {
    const params = new URLSearchParams();
    const kind = next();
    if (kind < 0.35) {
      params.append('name', fragment());
      if (next() < 0.1) params.append('name', fragment());
    } else if (kind < 0.55) {
      const low = between(0, 26) * 100;
      params.set('min_rating', String(low));
      if (next() < 0.7) params.set('max_rating', String(Math.min(3000, low + between(1, 8) * 100)));
    } else if (kind < 0.75) {
      if (next() < 0.75) params.append('loc', String(pick(sample.places)));
      else params.set('location', pick(sample.placeNames).slice(0, between(3, 8)));
      if (next() < 0.3) params.set('min_rating', String(between(5, 20) * 100));
    } else if (kind < 0.85) {
      params.set('active', String(between(1, 10)));
      if (next() < 0.5) params.set('max_diff', String(between(6, 20) * 10));
    }
    if (next() < 0.15) params.set('federation', pick(OTHER_SYSTEMS));
    if (next() < 0.25) params.set('sort', pick(PLAYER_SORTS));
    if (next() < 0.2) params.set('order', 'asc');
    if (next() < 0.1) params.set('limit', String(pick([20, 100, 200])));
    // Mostly the first page, some next ones, a few deep ones.
    const page = next() < 0.6 ? 0 : next() < 0.75 ? between(1, 10) : between(11, 100);
    if (page) params.set('offset', String(page * 50));
    const query = params.toString();
    if (!query || seen.has(query)) continue;
    seen.add(query);
    queries.push(query);
  }
  return queries;
}

/** A query string as Nest's query parser gives it (a repeated key as an array). */
function queryObject(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    object[key] = values.length > 1 ? values : values[0];
  }
  return object;
}

/**
 * `count` different searches, each with the statements our API runs for it: the DTO as the
 * validation pipe makes it, then queryPlayers with knex's query events recorded.
 */
export async function uncachedSearches(
  orm: Database,
  count: number,
  seed = 31,
): Promise<UncachedSearch[]> {
  const em = orm.em.fork();
  const knex = em.getKnex();
  const tree = await new LocationTreeCache(em).get();
  const pipe = createValidationPipe();
  const sample = await sampleOf(em);
  const captured: CapturedStatement[] = [];
  const record = (query: { sql: string; bindings?: unknown[] }) =>
    captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', record);
  const searches: UncachedSearch[] = [];
  try {
    for (const query of searchQueries(sample, count, seed)) {
      const dto = (await pipe
        .transform(queryObject(query), { type: 'query', metatype: PlayersQueryDto })
        .catch((error: unknown) => {
          throw new Error(`?${query} is not a valid search`, { cause: error });
        })) as PlayersQueryDto;
      captured.length = 0;
      await queryPlayers(em, dto, tree);
      searches.push({ query, limit: dto.limit, offset: dto.offset, statements: [...captured] });
    }
  } finally {
    knex.off('query', record);
  }
  return searches;
}

/** The searches for serve-bare (its third argument). */
export function writeSearches(searches: readonly UncachedSearch[], file: string): void {
  writeFileSync(file, JSON.stringify(searches));
}

/** Requests answered, the seconds they took, each one's latency, and the failed ones. */
interface Run {
  requests: number;
  seconds: number;
  latencies: number[];
  failures: number;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Each URL once, `connections` at a time (autocannon gives each connection its share of
 * `amount` and asks setupRequest for each of its requests: one shared counter walks the list).
 * The time runs to the last answer: autocannon itself only notices the end at its next
 * one-second tick.
 */
async function askEach(urls: readonly string[], connections: number): Promise<Run> {
  const { origin } = new URL(urls[0]);
  const paths = urls.map((url) => url.slice(origin.length));
  let taken = 0;
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  let last = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: Math.min(connections, paths.length),
        pipelining: 1,
        amount: paths.length,
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[taken++ % paths.length] }) },
        ],
      },
      (error: unknown, done) => (error ? reject(toError(error)) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      last = performance.now();
      latencies.push(ms);
      if (status < 200 || status >= 300) failures++;
    });
  });
  if (taken !== paths.length) throw new Error(`${taken} requests made of ${paths.length} URLs`);
  const seconds = (last - started) / 1000;
  return { requests: latencies.length, seconds, latencies, failures: failures + result.errors };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function add(total: Run, run: Run): void {
  total.requests += run.requests;
  total.seconds += run.seconds;
  total.failures += run.failures;
  for (const ms of run.latencies) total.latencies.push(ms);
}

interface PageAnswer {
  items: Array<{ id: number }>;
  total: number;
}

/** Both servers give the same players and total for a sample of the searches (after timing). */
async function checkSameAnswers(
  ours: string,
  bare: string,
  searches: readonly UncachedSearch[],
): Promise<void> {
  const step = Math.max(1, Math.floor(searches.length / 50));
  for (let i = 0; i < searches.length; i += step) {
    const { query } = searches[i];
    const [a, b] = await Promise.all(
      [ours, bare].map(
        async (base) => (await fetch(`${base}?${query}`)).json() as Promise<PageAnswer>,
      ),
    );
    const ids = (page: PageAnswer) => page.items.map((item) => item.id).join(',');
    if (a.total !== b.total || ids(a) !== ids(b))
      throw new Error(`ours and the bare server answer ?${query} differently`);
  }
}

/**
 * The searches split into `rounds` slices; each slice asked of both servers (each URL once per
 * server), who goes first alternating, so that both see the machine's drift alike. `warm` more
 * searches are asked of both before (JIT, SQLite's pages), untimed. Written as
 * api.players.uncached_* and bare.players.uncached_*.
 */
export async function measureUncached(
  results: Results,
  ours: string,
  bare: string,
  searches: readonly UncachedSearch[],
  warm: readonly UncachedSearch[],
  options: UncachedOptions,
): Promise<void> {
  const urls = (base: string, list: readonly UncachedSearch[]) =>
    list.map((search) => `${base}?${search.query}`);
  await askEach(urls(ours, warm), options.connections);
  await askEach(urls(bare, warm), options.connections);
  const none = (): Run => ({ requests: 0, seconds: 0, latencies: [], failures: 0 });
  const sides = { ours: none(), bare: none() };
  const size = Math.ceil(searches.length / options.rounds);
  for (let round = 0; round < options.rounds; round++) {
    const slice = searches.slice(round * size, (round + 1) * size);
    if (slice.length === 0) break;
    const order = round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
    for (const name of order)
      add(
        sides[name],
        await askEach(urls(name === 'ours' ? ours : bare, slice), options.connections),
      );
  }
  await checkSameAnswers(ours, bare, searches);
  const rps = (side: Run) => side.requests / side.seconds;
  const p99 = (side: Run) =>
    Math.round(
      percentile(
        side.latencies.sort((a, b) => a - b),
        99,
      ),
    );
  results['api.players.uncached_ratio_vs_bare'] =
    Math.round((rps(sides.ours) / rps(sides.bare)) * 1000) / 1000;
  results['api.players.uncached_searches'] = searches.length;
  results['api.players.uncached_rps'] = Math.round(rps(sides.ours));
  results['api.players.uncached_loaded_p99_ms'] = p99(sides.ours);
  results['bare.players.uncached_rps'] = Math.round(rps(sides.bare));
  results['bare.players.uncached_loaded_p99_ms'] = p99(sides.bare);
  const failures = sides.ours.failures + sides.bare.failures;
  if (failures) results['api.players.uncached_failures'] = failures;
  console.log(
    `  uncached searches (${searches.length} URLs, each once per server, ${options.rounds} ` +
      `alternating slices, ${options.connections} connections): ours ${results['api.players.uncached_rps']} ` +
      `req/s (p99 ${results['api.players.uncached_loaded_p99_ms']} ms), bare ` +
      `${results['bare.players.uncached_rps']} req/s (p99 ${results['bare.players.uncached_loaded_p99_ms']} ms): ` +
      `ours / bare ${results['api.players.uncached_ratio_vs_bare']}`,
  );
}
