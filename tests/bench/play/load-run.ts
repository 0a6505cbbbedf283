import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { forkLoadGenerator } from './load-generator';
import type { BenchGame, ClientReport, FromClient, LoadConfig, ToClient } from './load-protocol';
import { watchMachine, watchProcesses, type MachineUsage } from './process-usage';

/** How every target is loaded. */
export interface LoadPattern {
  observersPerGame: number;
  /** a player answers the opponent's move after a delay drawn evenly from this range */
  minDelayMs: number;
  maxDelayMs: number;
  /** load-client processes per target; each holds whole games */
  clients: number;
  warmUpSeconds: number;
  /** measured time per target, in `rounds` slices */
  seconds: number;
  rounds: number;
}

/** A server (or a pair) under load. */
export interface LoadTarget {
  name: string;
  playersUrl: string;
  observersUrl: string;
  games: BenchGame[];
  /** processes whose CPU and memory are measured while it is measured, found then */
  servers: Record<string, () => Promise<number[]>>;
  /** a counter read when a measured slice opens and closes: the database's checkpoints */
  checkpoints?: () => Promise<number>;
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
  bytesPerMove: number;
  /** the worst client's event loop delay p99 while measuring */
  clientLoopP99Ms: number;
  /** all clients' CPU, percent of one core */
  clientCpuPercent: number;
  servers: Record<string, { cpuPercent: number; peakRssMb: number }>;
  /** every process of the machine, ours or not */
  machine: MachineUsage;
  /** the database's checkpoints within the window (null without a database) */
  checkpoints: number | null;
  /** the slowest receipt of the moves sent in each second of the window, ms */
  worstPerSecond: number[];
}

interface Running {
  target: LoadTarget;
  clients: ChildProcess[];
  connected: Array<Extract<FromClient, { event: 'connected' }>>;
  usage: Record<string, Array<{ cpuPercent: number; peakRssMb: number }>>;
  machine: MachineUsage[];
  checkpoints: number;
}

/**
 * Runs the play load on each target: connects every socket (one target after the other), warms
 * each up alone, then measures them in alternating slices (`rounds` per target, one target
 * playing at a time while the other's sockets stay open and idle), so that a machine whose speed
 * drifts (it is shared) weighs on every target alike.
 */
export async function runLoad(pattern: LoadPattern, targets: LoadTarget[]): Promise<LoadOutcome[]> {
  const running: Running[] = [];
  try {
    for (const target of targets) {
      const clients = Array.from({ length: pattern.clients }, startClient);
      const run: Running = {
        target,
        clients,
        connected: [],
        usage: {},
        machine: [],
        checkpoints: 0,
      };
      running.push(run);
      run.connected = await Promise.all(
        clients.map((client, index) =>
          ask(
            client,
            { command: 'connect', config: configFor(pattern, target, index) },
            'connected',
          ),
        ),
      );
    }
    for (const run of running) await playFor(run, pattern.warmUpSeconds, false);
    const slice = pattern.seconds / pattern.rounds;
    for (let round = 0; round < pattern.rounds; round++) {
      for (const run of running) await playFor(run, slice, true);
    }
    const outcomes: LoadOutcome[] = [];
    for (const run of running) {
      const reports = await Promise.all(
        run.clients.map(
          async (client) => (await ask(client, { command: 'report' }, 'report')).report,
        ),
      );
      outcomes.push(summarise(pattern, run, reports));
    }
    return outcomes;
  } finally {
    for (const run of running) for (const client of run.clients) client.kill();
  }
}

/** One slice: the target's clients play for `seconds`, then wait for their moves in flight. */
async function playFor(run: Running, seconds: number, measure: boolean): Promise<void> {
  const watched = measure ? await openWindow(run) : null;
  tell(run.clients, { command: 'play', measure });
  await sleep(seconds * 1000);
  if (watched) await watched();
  await Promise.all(run.clients.map((client) => ask(client, { command: 'pause' }, 'paused')));
}

async function openWindow(run: Running): Promise<() => Promise<void>> {
  const { servers, checkpoints } = run.target;
  const watchers = await Promise.all(
    Object.entries(servers).map(
      async ([name, pids]) => [name, watchProcesses(await pids())] as const,
    ),
  );
  const checkpointsBefore = checkpoints ? await checkpoints() : 0;
  const machine = watchMachine();
  return async () => {
    const usage = watchers.map(([name, stop]) => [name, stop()] as const);
    for (const [name, used] of usage) (run.usage[name] ??= []).push(used);
    const machineUsage = machine();
    run.machine.push(machineUsage);
    if (checkpoints) run.checkpoints += (await checkpoints()) - checkpointsBefore;
    console.log(
      `    ${run.target.name} slice ${run.machine.length}: machine ${machineUsage.cpuPercent} % ` +
        `CPU (waiting ${machineUsage.cpuPressurePercent} %), ` +
        usage.map(([name, used]) => `${name} ${used.cpuPercent} %`).join(', '),
    );
  };
}

function configFor(pattern: LoadPattern, target: LoadTarget, index: number): LoadConfig {
  return {
    playersUrl: target.playersUrl,
    observersUrl: target.observersUrl,
    games: target.games.filter((_, game) => game % pattern.clients === index),
    observersPerGame: pattern.observersPerGame,
    minDelayMs: pattern.minDelayMs,
    maxDelayMs: pattern.maxDelayMs,
  };
}

function summarise(pattern: LoadPattern, run: Running, reports: ClientReport[]): LoadOutcome {
  const fanOut = percentiles(reports.map((r) => r.latencies));
  const reply = percentiles(reports.map((r) => r.replyLatencies));
  const sum = (pick: (report: ClientReport) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const movesSent = sum((r) => r.movesSent);
  const mean = (values: number[]) => round1(values.reduce((a, b) => a + b, 0) / values.length);
  const servers = Object.fromEntries(
    Object.entries(run.usage).map(([name, slices]) => [
      name,
      {
        cpuPercent: mean(slices.map((u) => u.cpuPercent)),
        peakRssMb: Math.max(...slices.map((u) => u.peakRssMb)),
      },
    ]),
  );
  return {
    sockets: run.connected.reduce((n, c) => n + c.sockets, 0),
    connectMs: Math.max(...run.connected.map((c) => c.ms)),
    samples: fanOut.count,
    p50Ms: fanOut.p50,
    p99Ms: fanOut.p99,
    maxMs: fanOut.max,
    replyP50Ms: reply.p50,
    replyP99Ms: reply.p99,
    movesPerSecond: Math.round(movesSent / pattern.seconds),
    movesSent,
    movesSeenByAll: sum((r) => r.movesSeenByAll),
    errors: sum((r) => r.errors),
    failures: reports.flatMap((r) => r.failures),
    bytesPerMove: Math.round(
      sum((r) => r.newsBytes) /
        Math.max(
          1,
          sum((r) => r.newsMessages),
        ),
    ),
    clientLoopP99Ms: Math.max(...reports.map((r) => r.eventLoopP99Ms)),
    // the clients' CPU over the time each measured (summed over processes)
    clientCpuPercent: round1(
      reports.reduce((total, r) => total + (r.cpuMs / Math.max(1, r.measuredMs)) * 100, 0),
    ),
    servers,
    machine: {
      cpuPercent: mean(run.machine.map((m) => m.cpuPercent)),
      cpuPressurePercent: mean(run.machine.map((m) => m.cpuPressurePercent)),
      ioPressurePercent: mean(run.machine.map((m) => m.ioPressurePercent)),
    },
    checkpoints: run.target.checkpoints ? run.checkpoints : null,
    worstPerSecond: worstPerSecond(reports, pattern.seconds),
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
  return forkLoadGenerator(join(__dirname, 'load-client.js'));
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

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
