import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpus } from 'node:os';
import { recomputeRatings } from '@api/rating/recompute/recompute-ratings';
import { openBenchDatabase } from './bench-database';
import { startServer, stopServer } from './child-server';
import { load, type LoadResult } from './load';

/**
 * npm run bench: the performance numbers of the foundation, written flat (dotted keys) to
 * bench/results.json. The bench database is kept in data/bench/ between runs.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_PORT = 3901;
const BARE_PORT = 3902;

type Results = Record<string, number | string>;

function record(results: Results, name: string, result: LoadResult): void {
  results[`${name}.rps`] = Math.round(result.rps);
  results[`${name}.p50_ms`] = result.p50_ms;
  results[`${name}.p99_ms`] = result.p99_ms;
  if (result.errors || result.non2xx) results[`${name}.failures`] = result.errors + result.non2xx;
  console.log(
    `  ${name}: ${Math.round(result.rps)} req/s, p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms`,
  );
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
  console.log(`Bench database ${path}`);
  const { orm, seeded } = await openBenchDatabase(path);
  if (seeded) {
    results['dataset.generate_ms'] = Math.round(seeded.generateMs);
    results['dataset.write_ms'] = Math.round(seeded.writeMs);
  }
  const one = async (sql: string) => {
    const rows: unknown = await orm.em.getConnection().execute(sql);
    return (rows as Array<Record<string, number>>)[0]!;
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

  console.log('Full rating recompute');
  const recompute = await recomputeRatings(orm.em.fork());
  results['rating.recompute_games'] = recompute.games;
  results['rating.recompute_s'] = Math.round(recompute.totalMs) / 1000;
  results['rating.recompute_games_per_s'] = Math.round(
    recompute.games / (recompute.totalMs / 1000),
  );
  results['rating.compute_only_games_per_s'] = Math.round(
    recompute.games / (recompute.computeMs / 1000),
  );
  console.log(
    `  ${recompute.games} games in ${Math.round(recompute.totalMs)} ms (formulas alone ${Math.round(recompute.computeMs)} ms)`,
  );
  await orm.close();

  console.log(`HTTP load: ${SECONDS} s each, ${CONNECTIONS} connections`);
  const api = await startServer('serve-api', [path, String(API_PORT)]);
  const base = `http://127.0.0.1:${API_PORT}/api/v1`;
  try {
    record(results, 'api.players', await load(`${base}/players`, SECONDS, CONNECTIONS));
    record(
      results,
      'api.players_name',
      await load(`${base}/players?name=${encodeURIComponent('иван')}`, SECONDS, CONNECTIONS),
    );
    record(
      results,
      'api.players_rating_location',
      await load(
        `${base}/players?min_rating=1500&max_rating=2200&loc=${region}`,
        SECONDS,
        CONNECTIONS,
      ),
    );
    record(results, 'api.tournaments', await load(`${base}/tournaments`, SECONDS, CONNECTIONS));
    record(
      results,
      'api.player_rating',
      await load(`${base}/players/${busy}/rating`, SECONDS, CONNECTIONS),
    );
  } finally {
    await stopServer(api);
  }
  const bare = await startServer('serve-bare', [path, String(BARE_PORT)]);
  try {
    record(
      results,
      'bare.players',
      await load(`http://127.0.0.1:${BARE_PORT}/players`, SECONDS, CONNECTIONS),
    );
  } finally {
    await stopServer(bare);
  }
  results['api.players.ratio_vs_bare'] =
    Math.round((Number(results['api.players.rps']) / Number(results['bare.players.rps'])) * 1000) /
    1000;

  mkdirSync('bench', { recursive: true });
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync('bench/results.json', `${JSON.stringify(sorted, null, 2)}\n`);
  console.log('Written bench/results.json');
  console.log(
    `players p99 ${results['api.players.p99_ms']} ms (target < 25), ours/bare ${results['api.players.ratio_vs_bare']} ` +
      `(target >= 0.5), recompute ${results['rating.recompute_games_per_s']} games/s (target >= 200000)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
