import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startApiInstance, stopApiInstance, type ApiInstance } from '../play/api-instance';
import { BENCH_MOVES } from '../play/moves';
import { rssMb } from '../play/process-usage';
import { broadcasterSite, createBroadcast, postMove, viewersOf } from './broadcast-setup';
import { ViewerClients } from './viewer-clients';
import { stamp, type ViewersReport } from './viewer-protocol';

type Results = Record<string, number | string>;

/**
 * One broadcast followed by VIEWERS viewers on SSE (spread over CLIENTS client processes): a
 * broadcaster posts MOVES moves one at a time (the next once every viewer has the last, and a
 * short pause); for each move and viewer, the time from sending the POST to the viewer's receipt.
 * First one API process, then two on PostgreSQL and Redis (viewers split across both, moves
 * posted to the first). BENCH_BROADCAST_RUNS=single,redis picks the runs.
 */
const env = process.env;
const VIEWERS = Number(env.BENCH_BROADCAST_VIEWERS ?? 5000);
const MOVES = Math.min(BENCH_MOVES.length, Number(env.BENCH_BROADCAST_MOVES ?? 50));
const CLIENTS = Number(env.BENCH_BROADCAST_CLIENTS ?? 2);
const RUNS = (env.BENCH_BROADCAST_RUNS ?? 'single,redis').split(',');
const ADMIN_DATABASE_URL =
  env.BENCH_BROADCAST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'go_bench_broadcast';
const REDIS_URL = env.BENCH_BROADCAST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [3921, 3922];
const PUBLIC_URL = `http://127.0.0.1:${PORTS[0]}`;
const PAUSE_MS = 100;
const CONNECTING_AT_ONCE = 50;
const COUNT_WAIT_MS = 10_000;

export async function measureBroadcast(results: Results): Promise<void> {
  assertEnoughFiles();
  console.log(
    `Broadcast: ${VIEWERS} viewers of one broadcast (SSE, ${CLIENTS} client processes), ` +
      `${MOVES} moves posted one at a time`,
  );
  results['broadcast.viewers'] = VIEWERS;
  results['broadcast.moves'] = MOVES;
  results['broadcast.client_processes'] = CLIENTS;
  if (RUNS.includes('single')) await measureRun(results, 'broadcast', ['single'], null);
  if (RUNS.includes('redis')) await measureRun(results, 'broadcast.redis', ['a', 'b'], REDIS_URL);
}

async function measureRun(
  results: Results,
  prefix: string,
  names: string[],
  redisUrl: string | null,
): Promise<void> {
  const { databaseUrl, token } = await broadcasterSite(ADMIN_DATABASE_URL, DATABASE_NAME);
  const instances: ApiInstance[] = [];
  let clients: ViewerClients | null = null;
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
    const origin = instances[0].origin;
    const broadcast = await createBroadcast(origin, token);
    // viewer v watches on instance v % instances, and is held by client process v % CLIENTS
    const urls = Array.from(
      { length: VIEWERS },
      (_, v) =>
        `${instances[v % instances.length].origin}/api/v1/broadcasts/${broadcast.id}/stream`,
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
    const counted = await countsOf(instances, broadcast.id);
    const rss = instances.map((instance) => rssMb(instance.pid));

    const sentAt: number[] = [];
    const replies: number[] = [];
    let missing = 0;
    for (let seq = 1; seq <= MOVES; seq++) {
      const received = viewerClients.askAll(() => ({ command: 'await', seq }), 'received');
      sentAt.push(stamp());
      await postMove(origin, token, broadcast.id, { seq, move: BENCH_MOVES[seq - 1] });
      replies.push(stamp() - sentAt[seq - 1]);
      missing += (await received).reduce((sum, answer) => sum + answer.missing, 0);
      await sleep(PAUSE_MS);
    }
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
    results[`${prefix}.viewers_counted`] = Math.min(...counted);
    results[`${prefix}.viewers_told_count`] = reports
      .flatMap((report) => report.viewersSeen)
      .filter((seen) => seen === VIEWERS).length;
    results[`${prefix}.lost_receipts`] = missing;
    results[`${prefix}.duplicate_moves`] = sum(reports.map((r) => r.duplicates));
    results[`${prefix}.out_of_order_moves`] = sum(reports.map((r) => r.outOfOrder));
    results[`${prefix}.errors`] = sum(reports.map((r) => r.errors));
    results[`${prefix}.load_average_1m`] = Math.round(loadavg()[0] * 100) / 100;
    names.forEach((name, index) => {
      results[`${prefix}.server_${name}_rss_mb`] = rss[index];
    });
    if (instances.length > 1) {
      // the viewers of the second instance: every move came to them through Redis
      const remote = percentiles(latencies(reports, sentAt, (v) => v % instances.length === 1));
      results[`${prefix}.remote_delivery_p99_ms`] = remote.p99;
    }
    console.log(
      `  ${prefix}: ${results[`${prefix}.viewers_connected`]} viewers (connected in ` +
        `${results[`${prefix}.connect_ms`]} ms, counted ${counted.join(' / ')}), delivery p50 ` +
        `${delivery.p50} ms, p99 ${delivery.p99} ms, max ${delivery.max} ms over ${delivery.count} ` +
        `receipts; POST reply p50 ${reply.p50} ms, p99 ${reply.p99} ms; lost ${missing}, ` +
        `server RSS ${rss.join(' / ')} MB`,
    );
    for (const failure of reports.flatMap((r) => r.failures).slice(0, 10)) {
      console.log(`    ! ${failure}`);
    }
  } finally {
    clients?.stop();
    await Promise.all(instances.map(stopApiInstance));
  }
}

/** Each instance's viewers count, once every one says VIEWERS (or after COUNT_WAIT_MS). */
async function countsOf(instances: ApiInstance[], broadcastId: number): Promise<number[]> {
  const deadline = Date.now() + COUNT_WAIT_MS;
  for (;;) {
    const counts = await Promise.all(instances.map((i) => viewersOf(i.origin, broadcastId)));
    if (counts.every((count) => count === VIEWERS) || Date.now() > deadline) return counts;
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
