import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { BenchGame, ClientReport, FromClient, LoadConfig, ToClient } from './load-protocol';
import { watchProcesses } from './process-usage';

export interface LoadPlan {
  playersUrl: string;
  observersUrl: string;
  games: BenchGame[];
  observersPerGame: number;
  minDelayMs: number;
  maxDelayMs: number;
  /** load-client processes; each holds whole games */
  clients: number;
  warmUpSeconds: number;
  seconds: number;
  /** processes whose CPU and memory are measured over the window, found when it opens */
  servers: Record<string, () => Promise<number[]>>;
}

export interface LoadOutcome {
  sockets: number;
  connectMs: number;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** a move's send to the mover's 'reply' */
  replyP50Ms: number;
  replyP99Ms: number;
  movesPerSecond: number;
  movesSent: number;
  movesSeenByAll: number;
  errors: number;
  failures: string[];
  stateBytesAverage: number;
  /** the worst client's event loop delay p99 while measuring */
  clientLoopP99Ms: number;
  /** all clients' CPU, percent of one core */
  clientCpuPercent: number;
  servers: Record<string, { cpuPercent: number; peakRssMb: number }>;
  /** the slowest receipt of the moves sent in each second of the window, ms */
  worstPerSecond: number[];
}

/**
 * Runs the play load: connects every socket (clients in parallel), plays a warm-up, then measures
 * for `seconds` and collects the observers' latencies.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadOutcome> {
  const clients = Array.from({ length: plan.clients }, startClient);
  try {
    const connected = await Promise.all(
      clients.map((client, index) =>
        ask(client, { command: 'connect', config: configFor(plan, index) }, 'connected'),
      ),
    );
    tell(clients, { command: 'play' });
    await sleep(plan.warmUpSeconds * 1000);
    const watchers = await Promise.all(
      Object.entries(plan.servers).map(
        async ([name, pids]) => [name, watchProcesses(await pids())] as const,
      ),
    );
    tell(clients, { command: 'measure' });
    await sleep(plan.seconds * 1000);
    const servers = Object.fromEntries(watchers.map(([name, stop]) => [name, stop()]));
    const reports = await Promise.all(
      clients.map(async (client) => (await ask(client, { command: 'report' }, 'report')).report),
    );
    return summarise(plan, connected, reports, servers);
  } finally {
    for (const client of clients) client.kill();
  }
}

function configFor(plan: LoadPlan, index: number): LoadConfig {
  return {
    playersUrl: plan.playersUrl,
    observersUrl: plan.observersUrl,
    games: plan.games.filter((_, game) => game % plan.clients === index),
    observersPerGame: plan.observersPerGame,
    minDelayMs: plan.minDelayMs,
    maxDelayMs: plan.maxDelayMs,
  };
}

function summarise(
  plan: LoadPlan,
  connected: Array<Extract<FromClient, { event: 'connected' }>>,
  reports: ClientReport[],
  servers: LoadOutcome['servers'],
): LoadOutcome {
  const fanOut = percentiles(reports.map((r) => r.latencies));
  const reply = percentiles(reports.map((r) => r.replyLatencies));
  const sum = (pick: (report: ClientReport) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const movesSent = sum((r) => r.movesSent);
  return {
    sockets: connected.reduce((n, c) => n + c.sockets, 0),
    connectMs: Math.max(...connected.map((c) => c.ms)),
    samples: fanOut.count,
    p50Ms: fanOut.p50,
    p99Ms: fanOut.p99,
    maxMs: fanOut.max,
    replyP50Ms: reply.p50,
    replyP99Ms: reply.p99,
    movesPerSecond: Math.round(movesSent / plan.seconds),
    movesSent,
    movesSeenByAll: sum((r) => r.movesSeenByAll),
    errors: sum((r) => r.errors),
    failures: reports.flatMap((r) => r.failures),
    stateBytesAverage: Math.round(
      sum((r) => r.stateBytes) /
        Math.max(
          1,
          sum((r) => r.stateMessages),
        ),
    ),
    clientLoopP99Ms: Math.max(...reports.map((r) => r.eventLoopP99Ms)),
    clientCpuPercent: Math.round((sum((r) => r.cpuMs) / (plan.seconds * 1000)) * 1000) / 10,
    servers,
    worstPerSecond: worstPerSecond(reports, plan.seconds),
  };
}

function worstPerSecond(reports: ClientReport[], seconds: number): number[] {
  const worst = new Array<number>(seconds).fill(0);
  for (const report of reports) {
    report.latencies.forEach((latency, index) => {
      const second = report.sentAtSeconds[index];
      if (second < seconds) worst[second] = Math.max(worst[second], Math.round(latency));
    });
  }
  return worst;
}

function percentiles(parts: number[][]): { count: number; p50: number; p99: number; max: number } {
  const all = new Float64Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  all.sort();
  const at = (share: number) => (all.length ? round2(all[Math.ceil(share * all.length) - 1]) : NaN);
  return { count: all.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

function startClient(): ChildProcess {
  return fork(join(__dirname, 'load-client.js'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--max-semi-space-size=64'],
  });
}

function tell(clients: ChildProcess[], message: ToClient): void {
  for (const client of clients) client.send(message);
}

function ask<E extends FromClient['event']>(
  client: ChildProcess,
  message: ToClient,
  event: E,
): Promise<Extract<FromClient, { event: E }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: FromClient) => {
      if (answer.event === event) {
        client.off('message', onMessage);
        resolve(answer as Extract<FromClient, { event: E }>);
      } else if (answer.event === 'failed') {
        client.off('message', onMessage);
        reject(new Error(`load client: ${answer.message}`));
      }
    };
    client.on('message', onMessage);
    client.once('exit', (code) => reject(new Error(`load client exited with ${code}`)));
    client.send(message);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
