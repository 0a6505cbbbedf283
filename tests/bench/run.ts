import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpus } from 'node:os';
import type { Database } from '@api/database/open-database';
import { recomputeRatings, type RecomputeReport } from '@api/rating/recompute/recompute-ratings';
import { openBenchDatabase } from './bench-database';
import { measureAccounts } from './accounts-bench';
import { measureBots } from './bots/bots-bench';
import { measureVideo } from './video/video-bench';
import { measureVision } from './vision/measure-vision';
import { measureBroadcast } from './broadcast/broadcast-bench';
import { measureBrowser } from './browser/browser-bench';
import { startServer, stopServer } from './child-server';
import { load } from './load';
import { measureParsers } from './parse-bench';
import { measurePlay } from './play/play-bench';
import {
  measureUncached,
  UNCACHED_SEARCHES,
  UNCACHED_WARM_UP,
  uncachedSearches,
  writeSearches,
} from './players-uncached';
import { benchPlaces, measureStatistics } from './statistics-bench';

/**
 * npm run bench: the performance numbers of the foundation, written flat (dotted keys) to
 * bench/results.json. The bench database is kept in data/bench/ between runs.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_PORT = 3901;
const BARE_PORT = 3902;
const BROWSER_PORT = 3903;
const ACCOUNTS_PORT = 3906;

type Results = Record<string, number | string>;

/**
 * Each URL twice: latency with one connection (what one user waits, p50/p99), then throughput
 * with CONNECTIONS at once (requests/s, and the p99 under that load).
 */
async function measure(results: Results, name: string, url: string): Promise<void> {
  const alone = await load(url, SECONDS, 1);
  const loaded = await load(url, SECONDS, CONNECTIONS);
  results[`${name}.p50_ms`] = alone.p50_ms;
  results[`${name}.p99_ms`] = alone.p99_ms;
  results[`${name}.rps`] = Math.round(loaded.rps);
  results[`${name}.loaded_p99_ms`] = loaded.p99_ms;
  const failures = alone.errors + alone.non2xx + loaded.errors + loaded.non2xx;
  if (failures) results[`${name}.failures`] = failures;
  console.log(
    `  ${name}: p50 ${alone.p50_ms} ms, p99 ${alone.p99_ms} ms alone; ${Math.round(loaded.rps)} req/s, ` +
      `p99 ${loaded.p99_ms} ms with ${CONNECTIONS} connections`,
  );
}

const ROUNDS = 5;

/**
 * Ours against the bare server, in alternating slices (ROUNDS x SECONDS/ROUNDS each, so SECONDS
 * in all for each side): the machine's speed drifts, and alternating makes both see the same.
 */
async function compareWithBare(results: Results, ours: string, bare: string): Promise<void> {
  const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
  let oursRequests = 0;
  let bareRequests = 0;
  for (let round = 0; round < ROUNDS; round++) {
    oursRequests += (await load(ours, slice, CONNECTIONS)).requests;
    bareRequests += (await load(bare, slice, CONNECTIONS)).requests;
  }
  const ratio = Math.round((oursRequests / bareRequests) * 1000) / 1000;
  results['api.players.ratio_vs_bare'] = ratio;
  results['api.players.interleaved_rps'] = Math.round(oursRequests / (slice * ROUNDS));
  results['bare.players.interleaved_rps'] = Math.round(bareRequests / (slice * ROUNDS));
  console.log(`  ours / bare on /players, ${ROUNDS} alternating slices of ${slice} s: ${ratio}`);
}

/** The whole-history recompute, three times; the median counts. */
async function measureRecompute(results: Results, orm: Database): Promise<void> {
  console.log('Full rating recompute, three times');
  const runs: RecomputeReport[] = [];
  for (let run = 0; run < 3; run++) {
    const report = await recomputeRatings(orm.em.fork());
    runs.push(report);
    console.log(
      `  ${Math.round(report.totalMs)} ms (read ${Math.round(report.loadMs)}, formulas ` +
        `${Math.round(report.computeMs)}, write ${Math.round(report.writeMs)}), ${report.games} rated games`,
    );
  }
  const median = [...runs].sort((a, b) => a.totalMs - b.totalMs)[1];
  const dbGames = Number(results['dataset.games']);
  const perSecond = (games: number, ms: number) => Math.round(games / (ms / 1000));
  results['rating.recompute_rated_games'] = median.games;
  results['rating.recompute_s'] = Math.round(median.totalMs) / 1000;
  results['rating.recompute_runs_s'] = runs.map((r) => Math.round(r.totalMs) / 1000).join(' ');
  results['rating.recompute_load_s'] = Math.round(median.loadMs) / 1000;
  results['rating.recompute_write_s'] = Math.round(median.writeMs) / 1000;
  results['rating.recompute_games_per_s'] = perSecond(dbGames, median.totalMs);
  results['rating.recompute_rated_games_per_s'] = perSecond(median.games, median.totalMs);
  results['rating.compute_only_games_per_s'] = perSecond(median.games, median.computeMs);
}

async function main(): Promise<void> {
  const path = resolve('data/bench/bench.sqlite');
  const results: Results = {
    'meta.date': new Date().toISOString(),
    'meta.node': process.version,
    'meta.cpus': cpus().length,
    'meta.seconds_per_load': SECONDS,
    'meta.connections': CONNECTIONS,
  };
  console.log('Parsing the EGF rating list');
  measureParsers(results);
  console.log(`Bench database ${path}`);
  const { orm, seeded } = await openBenchDatabase(path);
  if (seeded) {
    results['dataset.generate_ms'] = Math.round(seeded.generateMs);
    results['dataset.write_ms'] = Math.round(seeded.writeMs);
    results['rating.first_compute_s'] = Math.round(seeded.ratings.totalMs) / 1000;
  }
  const one = async (sql: string) => {
    const rows: unknown = await orm.em.getConnection().execute(sql);
    return (rows as Array<Record<string, number>>)[0];
  };
  results['dataset.players'] = Number((await one('select count(*) as n from player')).n);
  results['dataset.tournaments'] = Number((await one('select count(*) as n from tournament')).n);
  results['dataset.games'] = Number((await one('select count(*) as n from game')).n);
  const region = Number(
    (
      await one(
        "select l.id as id from location l where l.kind = 'region' order by l.id limit 1 offset 2",
      )
    ).id,
  );
  const busy = Number(
    (
      await one(
        'select player_id as id from rating_entry group by player_id order by count(*) desc limit 1',
      )
    ).id,
  );

  const places = await benchPlaces(orm);
  const searches = await uncachedSearches(orm, UNCACHED_SEARCHES + UNCACHED_WARM_UP);
  const searchesFile = `${path}-players-searches.json`;
  writeSearches(searches, searchesFile);

  await measureRecompute(results, orm);
  await orm.close();

  console.log(
    `HTTP load: ${SECONDS} s alone, then ${SECONDS} s with ${CONNECTIONS} connections, per URL`,
  );
  const api = await startServer('serve-api', [path, String(API_PORT)]);
  const bare = await startServer('serve-bare', [path, String(BARE_PORT), searchesFile]);
  const base = `http://127.0.0.1:${API_PORT}/api/v1`;
  try {
    await measure(results, 'api.players', `${base}/players`);
    await measure(
      results,
      'api.players_name',
      `${base}/players?name=${encodeURIComponent('иван')}`,
    );
    await measure(
      results,
      'api.players_rating_location',
      `${base}/players?min_rating=1500&max_rating=2200&loc=${region}`,
    );
    await measure(results, 'api.tournaments', `${base}/tournaments`);
    await measure(results, 'api.player_rating', `${base}/players/${busy}/rating`);
    await measureStatistics(results, base, path, places, SECONDS);
    await measure(results, 'bare.players', `http://127.0.0.1:${BARE_PORT}/players`);
    await compareWithBare(results, `${base}/players`, `http://127.0.0.1:${BARE_PORT}/players`);
    await measureUncached(
      results,
      `${base}/players`,
      `http://127.0.0.1:${BARE_PORT}/players`,
      searches.slice(UNCACHED_WARM_UP),
      searches.slice(0, UNCACHED_WARM_UP),
      { rounds: ROUNDS, connections: CONNECTIONS },
    );
  } finally {
    await stopServer(api);
    await stopServer(bare);
  }

  console.log('Accounts: argon2id, sign-in, the current user');
  await measureAccounts(
    results,
    resolve('data/bench-accounts/accounts.sqlite'),
    ACCOUNTS_PORT,
    SECONDS,
  );

  await measureBrowser(results, path, BROWSER_PORT);

  // Needs PostgreSQL and Redis (see play/play-bench.ts): without them the other numbers still count
  await measurePlay(results).catch((error: unknown) => {
    console.error(error);
    results['play.failed'] = error instanceof Error ? error.message : String(error);
  });

  // Needs PostgreSQL and Redis too (see broadcast/broadcast-bench.ts)
  await measureBroadcast(results).catch((error: unknown) => {
    console.error(error);
    results['broadcast.failed'] = error instanceof Error ? error.message : String(error);
  });

  await measureBots(results);

  await measureVision(results);
  await measureVideo(results);

  mkdirSync('bench', { recursive: true });
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync('bench/results.json', `${JSON.stringify(sorted, null, 2)}\n`);
  console.log('Written bench/results.json');
  console.log(
    `players p99 ${results['api.players.p99_ms']} ms (target < 25), ours/bare ${results['api.players.ratio_vs_bare']} ` +
      `(target >= 0.5), uncached searches ours/bare ${results['api.players.uncached_ratio_vs_bare']} ` +
      `(target >= 0.7), recompute ${results['rating.recompute_games_per_s']} games/s (target >= 200000)`,
  );
  console.log(
    `statistics p99 cold: players ${results['api.players_statistics.p99_cold_ms']} ms, tournaments ` +
      `${results['api.tournaments_statistics.p99_cold_ms']} ms (target < 200); cached: players ` +
      `${results['api.players_statistics.p99_cached_ms']} ms, tournaments ` +
      `${results['api.tournaments_statistics.p99_cached_ms']} ms (target < 20)`,
  );
  console.log(
    `first sync / bare bulkPut ${results['pwa.sync.ratio_vs_bare']} (target <= 2), players query ` +
      `p95 ${results['pwa.players_query.p95_ms']} ms (target < 100), entry ` +
      `${results['pwa.entry_gzip_kb']} KB gzip (target < 200)`,
  );
  console.log(
    `play fan-out p99 ${results['play.fanout_p99_ms']} ms (target < 10), ours/bare ws ` +
      `${results['play.fanout_ratio_vs_bare_ws']} (target <= 5), cross-instance p99 ` +
      `${results['play.cross_instance_p99_ms']} ms (target < 20), ` +
      `${results['play.bytes_per_move']} B a move to a watcher (target < 200), ` +
      `${results['play.queries_per_move']} SQL statements a move`,
  );
  console.log(
    `broadcast delivery p99 with ${results['broadcast.viewers']} viewers: one instance ` +
      `${results['broadcast.delivery_p99_ms']} ms, two over Redis ` +
      `${results['broadcast.redis.delivery_p99_ms']} ms (target < 40)`,
  );
  console.log(
    `vision: ${results['vision.intersection_accuracy']} of intersections (target 0.995), ` +
      `${results['vision.board_accuracy']} of boards (target 0.9), photo p50 ` +
      `${results['vision.photo_ms_p50']} ms in Node, ${results['vision.browser.photo_ms_p50']} ms in ` +
      `chromium (target < 1000); video: ${results['video.moves_exact_share']} of moves (target 0.95), ` +
      `realtime factor ${results['video.realtime_factor']} (target < 1)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
