import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startApiInstance, stopApiInstance, type ApiInstance } from '../play/api-instance';
import { BENCH_MOVES } from '../play/moves';
import { cpuTimeMs, rssMb, watchMachine } from '../play/process-usage';
import { SERVER_NODE_FLAGS } from '../../support/server-node-flags';
import { broadcasterSite, createBroadcast, postMove, viewersOf } from './broadcast-setup';
import { ViewerClients } from './viewer-clients';
import { stamp, type ViewersReport } from './viewer-protocol';

type Results = Record<string, number | string>;

/**
 * One broadcast followed by VIEWERS viewers on SSE (spread over CLIENTS client processes): a
 * broadcaster posts MOVES moves one at a time (the next once every viewer has the last, and a
 * short pause); for each move and viewer, the time from sending the POST to the viewer's receipt.
 * Three runs: the floor, a bare node:http server writing the same bytes to the same streams
 * (bare-sse-server.ts: no framework, database or accounts); one API process; two on PostgreSQL
 * and Redis (viewers split across both, moves posted to the first). Each is measured REPEATS
 * times on fresh servers and clients; its keys are those of the repeat with the median delivery
 * p99, with every repeat's p99 and their spread beside them. BENCH_BROADCAST_RUNS=bare,single,redis
 * picks the runs, BENCH_BROADCAST_REPEATS the repeats.
 */
const env = process.env;
const VIEWERS = Number(env.BENCH_BROADCAST_VIEWERS ?? 5000);
const MOVES = Math.min(BENCH_MOVES.length, Number(env.BENCH_BROADCAST_MOVES ?? 50));
const CLIENTS = Number(env.BENCH_BROADCAST_CLIENTS ?? 2);
const RUNS = (env.BENCH_BROADCAST_RUNS ?? 'bare,single,redis').split(',');
const REPEATS = Math.max(1, Number(env.BENCH_BROADCAST_REPEATS ?? 3));
const ADMIN_DATABASE_URL =
  env.BENCH_BROADCAST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'go_bench_broadcast';
const REDIS_URL = env.BENCH_BROADCAST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [3921, 3922];
const BARE_PORT = 3923;
const PUBLIC_URL = `http://127.0.0.1:${PORTS[0]}`;
const PAUSE_MS = 100;
const CONNECTING_AT_ONCE = 50;
const COUNT_WAIT_MS = 10_000;

/** The servers of one run: where the viewers watch, where the moves go, and their processes. */
interface Site {
  /** the servers' origins; the moves are posted to the first */
  origins: string[];
  /** each server's process, named for its keys */
  servers: { name: string; pid: number }[];
  broadcastId: number;
  token: string;
  /** whether the servers count the viewers and tell them the count */
  counts: boolean;
  stop(): Promise<void>;
}

export async function measureBroadcast(results: Results): Promise<void> {
  assertEnoughFiles();
  console.log(
    `Broadcast: ${VIEWERS} viewers of one broadcast (SSE, ${CLIENTS} client processes), ` +
      `${MOVES} moves posted one at a time, each run ${REPEATS} times`,
  );
  results['broadcast.viewers'] = VIEWERS;
  results['broadcast.moves'] = MOVES;
  results['broadcast.client_processes'] = CLIENTS;
  results['broadcast.repeats'] = REPEATS;
  if (RUNS.includes('bare')) await measureRepeats(results, 'broadcast.bare', bareSite);
  if (RUNS.includes('single')) {
    await measureRepeats(results, 'broadcast', () => apiSite(['single'], null));
  }
  if (RUNS.includes('redis')) {
    await measureRepeats(results, 'broadcast.redis', () => apiSite(['a', 'b'], REDIS_URL));
  }
  const ours = Number(results['broadcast.delivery_p99_ms']);
  const bare = Number(results['broadcast.bare.delivery_p99_ms']);
  if (ours > 0 && bare > 0) {
    results['broadcast.delivery_p99_ratio_vs_bare'] = Math.round((ours / bare) * 100) / 100;
  }
}

/** A run REPEATS times: the median repeat's keys, each repeat's p99 and their spread. */
async function measureRepeats(
  results: Results,
  prefix: string,
  start: () => Promise<Site>,
): Promise<void> {
  const repeats: Results[] = [];
  for (let repeat = 1; repeat <= REPEATS; repeat++) {
    const measured: Results = {};
    await measureRun(measured, prefix, await start());
    repeats.push(measured);
  }
  const p99 = (measured: Results) => Number(measured[`${prefix}.delivery_p99_ms`]);
  const sorted = [...repeats].sort((a, b) => p99(a) - p99(b));
  Object.assign(results, sorted[Math.floor((sorted.length - 1) / 2)]);
  const all = repeats.map(p99);
  results[`${prefix}.delivery_p99_repeats_ms`] = all.join(' / ');
  results[`${prefix}.delivery_p99_spread_ms`] =
    Math.round((Math.max(...all) - Math.min(...all)) * 100) / 100;
  if (repeats.length > 1) {
    console.log(
      `  ${prefix}: delivery p99 over ${repeats.length} repeats ${all.join(' / ')} ms, ` +
        `median ${results[`${prefix}.delivery_p99_ms`]} ms`,
    );
  }
}

/** API processes on a fresh PostgreSQL database (and Redis between them), and a broadcast. */
async function apiSite(names: string[], redisUrl: string | null): Promise<Site> {
  const { databaseUrl, token } = await broadcasterSite(ADMIN_DATABASE_URL, DATABASE_NAME);
  const instances: ApiInstance[] = [];
  const stop = () => Promise.all(instances.map(stopApiInstance)).then(() => undefined);
  try {
    for (const [index, name] of names.entries()) {
      instances.push(
        await startApiInstance({
          name: `broadcast-${name}`,
          port: PORTS[index],
          databaseUrl,
          publicUrl: PUBLIC_URL,
          redisUrl,
          env: { TRUST_PROXY: '1' },
        }),
      );
    }
    const broadcast = await createBroadcast(instances[0].origin, token);
    return {
      origins: instances.map((instance) => instance.origin),
      servers: instances.map((instance, index) => ({ name: names[index], pid: instance.pid })),
      broadcastId: broadcast.id,
      token,
      counts: true,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The bare server (bare-sse-server.ts) in its own process; its one broadcast is any id. */
async function bareSite(): Promise<Site> {
  const child = fork(join(__dirname, 'bare-sse-server.js'), [String(BARE_PORT)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...SERVER_NODE_FLAGS],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) =>
      message === 'ready' ? resolve() : reject(new Error(JSON.stringify(message))),
    );
    child.once('exit', (code) => reject(new Error(`bare-sse-server exited with ${code}`)));
  });
  return {
    origins: [`http://127.0.0.1:${BARE_PORT}`],
    servers: [{ name: 'bare', pid: child.pid ?? 0 }],
    broadcastId: 1,
    token: 'bare',
    counts: false,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

async function measureRun(results: Results, prefix: string, site: Site): Promise<void> {
  let clients: ViewerClients | null = null;
  try {
    const { origins, broadcastId, token } = site;
    // viewer v watches on server v % servers, and is held by client process v % CLIENTS
    const urls = Array.from(
      { length: VIEWERS },
      (_, v) => `${origins[v % origins.length]}/api/v1/broadcasts/${broadcastId}/stream`,
    );
    // each viewer from its own address (a distinct viewer, within the streams per address)
    const addresses = urls.map((_, v) => `10.${v >> 16}.${(v >> 8) & 255}.${v & 255}`);
    const shares = Array.from({ length: CLIENTS }, (_, index) => ({
      urls: urls.filter((_, v) => v % CLIENTS === index),
      addresses: addresses.filter((_, v) => v % CLIENTS === index),
    }));
    const viewerClients = (clients = new ViewerClients(CLIENTS));
    const connected = await viewerClients.askAll(
      (index) => ({
        command: 'connect',
        config: { ...shares[index], connectingAtOnce: CONNECTING_AT_ONCE },
      }),
      'connected',
    );
    const counted = await countsOf(origins, broadcastId);
    // the viewers hear of their count up to a second after the last one joined: the moves start
    // once that write to every stream is done, not across it
    if (site.counts) await toldCount(viewerClients);
    const rss = site.servers.map((server) => rssMb(server.pid));

    const sentAt: number[] = [];
    const replies: number[] = [];
    let missing = 0;
    const machine = watchMachine();
    const serverCpuAt = site.servers.map((server) => cpuTimeMs(server.pid));
    const movesStart = performance.now();
    for (let seq = 1; seq <= MOVES; seq++) {
      const received = viewerClients.askAll(() => ({ command: 'await', seq }), 'received');
      sentAt.push(stamp());
      await postMove(origins[0], token, broadcastId, { seq, move: BENCH_MOVES[seq - 1] });
      replies.push(stamp() - sentAt[seq - 1]);
      missing += (await received).reduce((sum, answer) => sum + answer.missing, 0);
      await sleep(PAUSE_MS);
    }
    const movesMs = performance.now() - movesStart;
    const serverCpu = site.servers.map((server, index) =>
      percentOf(cpuTimeMs(server.pid) - serverCpuAt[index], movesMs),
    );
    const machineUsage = machine();
    const reports = (await viewerClients.askAll(() => ({ command: 'report' }), 'report')).map(
      (answer) => answer.report,
    );

    const all = latencies(reports, sentAt);
    const delivery = percentiles(all);
    const reply = percentiles(replies);
    results[`${prefix}.delivery_p50_ms`] = delivery.p50;
    results[`${prefix}.delivery_p99_ms`] = delivery.p99;
    results[`${prefix}.delivery_max_ms`] = delivery.max;
    results[`${prefix}.post_reply_p50_ms`] = reply.p50;
    results[`${prefix}.post_reply_p99_ms`] = reply.p99;
    results[`${prefix}.receipts`] = delivery.count;
    results[`${prefix}.viewers_connected`] = connected.reduce((n, c) => n + c.viewers, 0);
    results[`${prefix}.connect_ms`] = Math.max(...connected.map((c) => c.ms));
    if (site.counts) {
      results[`${prefix}.viewers_counted`] = Math.min(...counted);
      results[`${prefix}.viewers_told_count`] = reports
        .flatMap((report) => report.viewersSeen)
        .filter((seen) => seen === VIEWERS).length;
    }
    results[`${prefix}.lost_receipts`] = missing;
    results[`${prefix}.duplicate_moves`] = sum(reports.map((r) => r.duplicates));
    results[`${prefix}.out_of_order_moves`] = sum(reports.map((r) => r.outOfOrder));
    results[`${prefix}.errors`] = sum(reports.map((r) => r.errors));
    results[`${prefix}.load_average_1m`] = Math.round(loadavg()[0] * 100) / 100;
    results[`${prefix}.machine_cpu_percent`] = machineUsage.cpuPercent;
    results[`${prefix}.machine_cpu_pressure_percent`] = machineUsage.cpuPressurePercent;
    results[`${prefix}.client_cpu_percent`] = percentOf(
      sum(reports.map((r) => r.cpuMs)),
      Math.max(...reports.map((r) => r.windowMs)),
    );
    results[`${prefix}.client_loop_p99_ms`] = Math.max(...reports.map((r) => r.loopP99Ms));
    site.servers.forEach((server, index) => {
      results[`${prefix}.server_${server.name}_rss_mb`] = rss[index];
      results[`${prefix}.server_${server.name}_cpu_percent`] = serverCpu[index];
    });
    if (origins.length > 1) {
      // the viewers of the second instance: every move came to them through Redis
      const remote = percentiles(latencies(reports, sentAt, (v) => v % origins.length === 1));
      results[`${prefix}.remote_delivery_p99_ms`] = remote.p99;
    }
    console.log(
      `  ${prefix}: ${results[`${prefix}.viewers_connected`]} viewers (connected in ` +
        `${results[`${prefix}.connect_ms`]} ms, counted ${counted.join(' / ')}), delivery p50 ` +
        `${delivery.p50} ms, p99 ${delivery.p99} ms, max ${delivery.max} ms over ${delivery.count} ` +
        `receipts; POST reply p50 ${reply.p50} ms, p99 ${reply.p99} ms; lost ${missing}; ` +
        `server RSS ${rss.join(' / ')} MB, CPU ${serverCpu.join(' / ')} %; clients CPU ` +
        `${results[`${prefix}.client_cpu_percent`]} % (loop p99 ` +
        `${results[`${prefix}.client_loop_p99_ms`]} ms); machine CPU ${machineUsage.cpuPercent} %`,
    );
    for (const failure of reports.flatMap((r) => r.failures).slice(0, 10)) {
      console.log(`    ! ${failure}`);
    }
  } finally {
    clients?.stop();
    await site.stop();
  }
}

/** Each server's viewers count, once every one says VIEWERS (or after COUNT_WAIT_MS). */
async function countsOf(origins: string[], broadcastId: number): Promise<number[]> {
  const deadline = Date.now() + COUNT_WAIT_MS;
  for (;;) {
    const counts = await Promise.all(origins.map((origin) => viewersOf(origin, broadcastId)));
    if (counts.every((count) => count === VIEWERS) || Date.now() > deadline) return counts;
    await sleep(200);
  }
}

/** Waits until every viewer was told the count of VIEWERS (or COUNT_WAIT_MS passed). */
async function toldCount(clients: ViewerClients): Promise<void> {
  const deadline = Date.now() + COUNT_WAIT_MS;
  for (;;) {
    const told = await clients.askAll(() => ({ command: 'told', viewers: VIEWERS }), 'told');
    if (sum(told.map((answer) => answer.count)) === VIEWERS || Date.now() > deadline) return;
    await sleep(200);
  }
}

/**
 * Every receipt's delay after its move's send, ms. Viewer v of client c is viewer
 * c + v * CLIENTS of the whole; `which` picks viewers by that number.
 */
function latencies(
  reports: ViewersReport[],
  sentAt: number[],
  which: (viewer: number) => boolean = () => true,
): number[] {
  const all: number[] = [];
  reports.forEach((report, client) =>
    report.receipts.forEach((receipts, index) => {
      if (!which(client + index * CLIENTS)) return;
      receipts.forEach((at, move) => {
        if (at !== null) all.push(at - sentAt[move]);
      });
    }),
  );
  return all;
}

function percentiles(values: number[]): { count: number; p50: number; p99: number; max: number } {
  const sorted = Float64Array.from(values).sort();
  const at = (share: number) =>
    sorted.length ? Math.round(sorted[Math.ceil(share * sorted.length) - 1] * 100) / 100 : NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** CPU time over a window as percent of one core, one decimal. */
function percentOf(cpuMs: number, windowMs: number): number {
  return Math.round((cpuMs / Math.max(1, windowMs)) * 1000) / 10;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Every stream is a file at both ends; the server and the clients inherit this limit. */
function assertEnoughFiles(): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const open = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  const needed = VIEWERS + 1000;
  if (open < needed) {
    throw new Error(
      `the broadcast bench needs ${needed} open files per process: run ulimit -n ${needed} ` +
        `(or fewer viewers: BENCH_BROADCAST_VIEWERS)`,
    );
  }
}
