import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PLAY_SOCKET_PATH } from '@sync/contract/play';
import { startApiInstance, stopApiInstance, type ApiInstance } from './api-instance';
import { bareGames, startBareServer } from './bare-phase';
import type { BenchGame } from './load-protocol';
import { runLoad, type LoadOutcome, type LoadPattern, type LoadTarget } from './load-run';
import { measureQueriesPerMove } from './queries-per-move';
import {
  backendPids,
  checkpointCount,
  freshDatabase,
  startGames,
  writeAccounts,
} from './play-setup';

type Results = Record<string, number | string>;

/**
 * Online play under load: GAMES games, each with 2 players and OBSERVERS observers on their own
 * WebSockets, a move every 2-4 s per game. Our API alone and the bare `ws` server (the floor)
 * measured in alternating slices, then two API instances over Redis (players on A, observers on
 * B). BENCH_PLAY_RUNS=queries,bare,single,cross picks the runs (queries: the statements a move
 * costs, counted in this process).
 */
const env = process.env;
const GAMES = Number(env.BENCH_PLAY_GAMES ?? 1000);
const OBSERVERS = 3;
const SECONDS = Number(env.BENCH_PLAY_SECONDS ?? 60);
const WARM_UP_SECONDS = Number(env.BENCH_PLAY_WARMUP_SECONDS ?? 15);
const CLIENTS = Number(env.BENCH_PLAY_CLIENTS ?? 2);
const ROUNDS = Number(env.BENCH_PLAY_ROUNDS ?? 4);
const RUNS = (env.BENCH_PLAY_RUNS ?? 'queries,bare,single,cross').split(',');
const ADMIN_DATABASE_URL = env.BENCH_PLAY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'go_bench_play';
const REDIS_URL = env.BENCH_PLAY_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BARE_PORT = 3910;
const PORT_A = 3911;
const PORT_B = 3912;
const PUBLIC_URL = `http://127.0.0.1:${PORT_A}`;

export async function measurePlay(results: Results): Promise<void> {
  assertEnoughFiles();
  console.log(
    `Online play: ${GAMES} games x (2 players + ${OBSERVERS} observers), a move every 2-4 s ` +
      `per game, ${WARM_UP_SECONDS} s warm-up + ${SECONDS} s measured (${ROUNDS} slices), ` +
      `${CLIENTS} client processes per server`,
  );
  results['play.games'] = GAMES;
  results['play.sockets'] = GAMES * (2 + OBSERVERS);
  results['play.seconds'] = SECONDS;
  results['play.client_processes'] = CLIENTS;
  results['play.slices'] = ROUNDS;
  if (RUNS.includes('queries')) {
    const queries = await measureQueriesPerMove(ADMIN_DATABASE_URL, `${DATABASE_NAME}_queries`);
    results['play.queries_per_move'] = queries.perMove;
    console.log(
      `  queries: ${queries.perMove} SQL statements a move (${JSON.stringify(queries.statements)})`,
    );
  }
  if (RUNS.includes('bare') || RUNS.includes('single')) {
    await measureSingleAndBare(results, RUNS.includes('single'), RUNS.includes('bare'));
  }
  if (RUNS.includes('cross')) await measureCrossInstance(results);
  const ours = Number(results['play.fanout_p99_ms']);
  const bare = Number(results['play.bare.fanout_p99_ms']);
  if (ours > 0 && bare > 0) {
    results['play.fanout_ratio_vs_bare_ws'] = Math.round((ours / bare) * 100) / 100;
    results['play.fanout_ratio_definition'] =
      'play.fanout_p99_ms / play.bare.fanout_p99_ms: our p99 over the bare ws server p99 on ' +
      'the same sockets and moves, measured in alternating slices (1 = as fast as bare ws; ' +
      'higher is slower)';
  }
}

/** Our API on one instance and the bare server, in alternating slices of the same load. */
async function measureSingleAndBare(
  results: Results,
  withSingle: boolean,
  withBare: boolean,
): Promise<void> {
  let bare: ChildProcess | null = null;
  let instances: ApiInstance[] = [];
  try {
    const targets: LoadTarget[] = [];
    const prefixes: Array<[string, string[]]> = [];
    if (withSingle) {
      const set = await setUp(['single']);
      instances = set.instances;
      const url = socketUrl(instances[0]);
      targets.push(target('single', url, url, set.games, { server: [instances[0].pid] }, true));
      prefixes.push(['play', ['server', 'database']]);
    }
    if (withBare) {
      bare = await startBareServer(BARE_PORT);
      const url = `ws://127.0.0.1:${BARE_PORT}${PLAY_SOCKET_PATH}`;
      targets.push(target('bare', url, url, bareGames(GAMES), { server: [bare.pid ?? 0] }));
      prefixes.push(['play.bare', ['server']]);
    }
    const outcomes = await runLoad(PATTERN, targets);
    outcomes.forEach((outcome, index) => {
      const [prefix, servers] = prefixes[index];
      record(results, prefix, outcome, servers);
    });
  } finally {
    bare?.kill();
    await Promise.all(instances.map(stopApiInstance));
  }
}

async function measureCrossInstance(results: Results): Promise<void> {
  const { games, instances } = await setUp(['a', 'b'], REDIS_URL);
  try {
    const [a, b] = instances;
    const [outcome] = await runLoad(PATTERN, [
      target(
        'cross',
        socketUrl(a),
        socketUrl(b),
        games,
        { server_a: [a.pid], server_b: [b.pid] },
        true,
      ),
    ]);
    record(
      results,
      'play.cross_instance',
      outcome,
      ['server_a', 'server_b', 'database'],
      'play.cross_instance',
    );
  } finally {
    await Promise.all(instances.map(stopApiInstance));
  }
}

/** A fresh database, the instances on it, the accounts and the games (through instance 1). */
async function setUp(
  names: string[],
  redisUrl: string | null = null,
): Promise<{ games: BenchGame[]; instances: ApiInstance[] }> {
  const started = performance.now();
  const databaseUrl = await freshDatabase(ADMIN_DATABASE_URL, DATABASE_NAME);
  const tokens = await writeAccounts(databaseUrl, 2 * GAMES);
  const instances: ApiInstance[] = [];
  try {
    for (const [index, name] of names.entries()) {
      instances.push(
        await startApiInstance({
          name,
          port: index === 0 ? PORT_A : PORT_B,
          databaseUrl,
          publicUrl: PUBLIC_URL,
          redisUrl,
        }),
      );
    }
    const games = await startGames(instances[0].origin, tokens, GAMES);
    console.log(
      `  set-up (${names.join(' + ')}): ${2 * GAMES} accounts, ${GAMES} games in ` +
        `${Math.round(performance.now() - started) / 1000} s`,
    );
    return { games, instances };
  } catch (error) {
    await Promise.all(instances.map(stopApiInstance));
    throw error;
  }
}

function socketUrl(instance: ApiInstance): string {
  return `${instance.origin.replace(/^http/, 'ws')}${PLAY_SOCKET_PATH}`;
}

const PATTERN: LoadPattern = {
  observersPerGame: OBSERVERS,
  minDelayMs: 2000,
  maxDelayMs: 4000,
  clients: CLIENTS,
  warmUpSeconds: WARM_UP_SECONDS,
  seconds: SECONDS,
  rounds: ROUNDS,
};

function target(
  name: string,
  playersUrl: string,
  observersUrl: string,
  games: BenchGame[],
  servers: Record<string, number[]>,
  withDatabase = false,
): LoadTarget {
  const watched: LoadTarget['servers'] = {};
  for (const [server, pids] of Object.entries(servers))
    watched[server] = () => Promise.resolve(pids);
  if (!withDatabase) return { name, playersUrl, observersUrl, games, servers: watched };
  watched.database = () => backendPids(ADMIN_DATABASE_URL, DATABASE_NAME);
  const checkpoints = () => checkpointCount(ADMIN_DATABASE_URL);
  return { name, playersUrl, observersUrl, games, servers: watched, checkpoints };
}

/** Latencies as `<latency>_p50_ms` etc., the rest as `<prefix>.<measure>`. */
function record(
  results: Results,
  prefix: string,
  outcome: LoadOutcome,
  servers: string[],
  latency = `${prefix}.fanout`,
): void {
  // the machine is shared: how busy it was, beside the numbers
  results[`${prefix}.load_average_1m`] = Math.round(loadavg()[0] * 100) / 100;
  results[`${prefix}.machine_cpu_percent`] = outcome.machine.cpuPercent;
  results[`${prefix}.machine_cpu_pressure_percent`] = outcome.machine.cpuPressurePercent;
  results[`${prefix}.machine_io_pressure_percent`] = outcome.machine.ioPressurePercent;
  if (outcome.checkpoints !== null) {
    results[`${prefix}.database_checkpoints`] = outcome.checkpoints;
  }
  results[`${latency}_p50_ms`] = outcome.p50Ms;
  results[`${latency}_p99_ms`] = outcome.p99Ms;
  results[`${latency}_max_ms`] = outcome.maxMs;
  results[`${prefix}.reply_p50_ms`] = outcome.replyP50Ms;
  results[`${prefix}.reply_p99_ms`] = outcome.replyP99Ms;
  results[`${prefix}.moves_per_s`] = outcome.movesPerSecond;
  results[`${prefix}.bytes_per_move`] = outcome.bytesPerMove;
  results[`${prefix}.client_loop_p99_ms`] = outcome.clientLoopP99Ms;
  results[`${prefix}.client_cpu_percent`] = outcome.clientCpuPercent;
  for (const name of servers) {
    const usage = outcome.servers[name];
    results[`${prefix}.${name}_cpu_percent`] = usage.cpuPercent;
    // PostgreSQL's backends share their buffers: their RSS summed means nothing
    if (name !== 'database') results[`${prefix}.${name}_rss_mb`] = usage.peakRssMb;
  }
  results[`${prefix}.errors`] = outcome.errors;
  results[`${prefix}.lost_moves`] = outcome.movesSent - outcome.movesSeenByAll;
  console.log(
    `  ${prefix}: ${outcome.sockets} sockets (connected in ${outcome.connectMs} ms), ` +
      `${outcome.movesPerSecond} moves/s, fan-out p50 ${outcome.p50Ms} ms, p99 ${outcome.p99Ms} ms, ` +
      `max ${outcome.maxMs} ms over ${outcome.samples} receipts; mover's reply p50 ` +
      `${outcome.replyP50Ms} ms, p99 ${outcome.replyP99Ms} ms; ${outcome.bytesPerMove} B ` +
      `per move to a watcher; servers ${JSON.stringify(outcome.servers)}; machine ` +
      `${JSON.stringify(outcome.machine)}, ${outcome.checkpoints ?? 0} checkpoints; clients: CPU ` +
      `${outcome.clientCpuPercent} %, event loop p99 ${outcome.clientLoopP99Ms} ms`,
  );
  console.log(`    slowest receipt per second sent: ${outcome.worstPerSecond.join(' ')}`);
  for (const failure of outcome.failures.slice(0, 10)) console.log(`    ! ${failure}`);
}

/** Every socket is a file on both ends; the children (servers, clients) inherit this limit. */
function assertEnoughFiles(): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const open = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  const needed = GAMES * (2 + OBSERVERS) + 1000;
  if (open < needed) {
    throw new Error(
      `the play bench needs ${needed} open files per process: run ulimit -n ${needed}`,
    );
  }
}
