import { connect as connectTcp } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  stamp,
  type FromViewers,
  type ToViewers,
  type ViewerConfig,
  type ViewersReport,
} from './viewer-protocol';

/**
 * A viewer-client process of the broadcast bench: opens its share of the viewers' SSE streams
 * (one TCP connection each, as a browser's EventSource holds) and stamps each move's arrival.
 * The request is written and the answer's head read by hand rather than through node's http
 * client: thousands of viewers share this process, so whatever it does per chunk delays the next
 * viewer's stamp, which a viewer on its own machine would not see. The events are parsed and
 * checked in full all the same.
 */

const AWAIT_MS = 15_000;

interface Viewer {
  receipts: number[];
  last: number;
  viewers: number;
  buffer: string;
}

const viewers: Viewer[] = [];
/** how many viewers have each move (index seq - 1) */
const got: number[] = [];
const waiters = new Map<number, () => void>();
const failures: string[] = [];
let errors = 0;
let duplicates = 0;
let outOfOrder = 0;
let closing = false;
/** the moves' window: from the first move awaited to the report */
const loop = monitorEventLoopDelay({ resolution: 5 });
let windowStart: { at: number; cpu: NodeJS.CpuUsage } | null = null;

function send(message: FromViewers): void {
  process.send?.(message);
}

function fail(text: string): void {
  errors++;
  if (failures.length < 10) failures.push(text);
}

function open(url: string, address: string): Promise<void> {
  const viewer: Viewer = { receipts: [], last: 0, viewers: -1, buffer: '' };
  viewers.push(viewer);
  const { hostname, port, pathname, host } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(port), hostname);
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    socket.once('connect', () =>
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/event-stream\r\n` +
          `X-Forwarded-For: ${address}\r\n\r\n`,
      ),
    );
    // the response's head until its blank line, then null: the body is the stream's bytes
    let head: string | null = '';
    socket.on('data', (chunk: string) => {
      const at = stamp();
      if (head !== null) {
        head += chunk;
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const problem = headProblem(head.slice(0, end));
        chunk = head.slice(end + 4);
        head = null;
        if (problem) {
          socket.destroy();
          reject(new Error(`${url}: ${problem}`));
          return;
        }
      }
      viewer.buffer += chunk;
      let end: number;
      while ((end = viewer.buffer.indexOf('\n\n')) >= 0) {
        const block = viewer.buffer.slice(0, end);
        viewer.buffer = viewer.buffer.slice(end + 2);
        if (received(viewer, block, at)) resolve();
      }
    });
    socket.on('close', () => {
      if (!closing) fail(`a stream closed: ${url}`);
    });
    socket.on('error', (error) => {
      if (!closing) reject(error);
    });
  });
}

/**
 * What is wrong with a stream's response head, if anything: the stream must answer 200 with
 * its body unchunked (the server writes each event's bytes as they are, which this reads).
 */
function headProblem(head: string): string | null {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
  if (status !== '200') return `answered ${status ?? head.split('\r\n')[0]}`;
  if (/^transfer-encoding:/im.test(head))
    return 'a chunked stream (this client reads it unchunked)';
  return null;
}

/** Takes one SSE block; true for the snapshot. */
function received(viewer: Viewer, block: string, at: number): boolean {
  const event = /^event: (\w+)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || data === undefined) return false;
  const parsed = JSON.parse(data) as Record<string, unknown>;
  switch (event) {
    case 'snapshot': {
      const broadcast = parsed.broadcast as { viewers: number; boards: { moves: string[] }[] };
      viewer.viewers = broadcast.viewers;
      viewer.last = broadcast.boards[0].moves.length;
      return true;
    }
    case 'viewers':
      viewer.viewers = parsed.viewers as number;
      return false;
    case 'move': {
      const seq = parsed.seq as number;
      if (viewer.receipts[seq - 1] !== undefined) duplicates++;
      else {
        viewer.receipts[seq - 1] = at;
        got[seq - 1] = (got[seq - 1] ?? 0) + 1;
        if (got[seq - 1] === viewers.length) waiters.get(seq)?.();
      }
      if (seq !== viewer.last + 1) outOfOrder++;
      viewer.last = seq;
      return false;
    }
    default:
      return false;
  }
}

async function connect(config: ViewerConfig): Promise<void> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < config.urls.length) {
      const viewer = next++;
      await open(config.urls[viewer], config.addresses[viewer]);
    }
  };
  await Promise.all(Array.from({ length: config.connectingAtOnce }, worker));
  send({
    event: 'connected',
    viewers: viewers.length,
    ms: Math.round(performance.now() - started),
  });
}

function awaitMove(seq: number): void {
  if (!windowStart) {
    windowStart = { at: performance.now(), cpu: process.cpuUsage() };
    loop.enable();
  }
  const answer = () => {
    clearTimeout(timer);
    waiters.delete(seq);
    send({ event: 'received', seq, missing: viewers.length - (got[seq - 1] ?? 0) });
  };
  const timer = setTimeout(answer, AWAIT_MS);
  if ((got[seq - 1] ?? 0) === viewers.length) answer();
  else waiters.set(seq, answer);
}

function report(): ViewersReport {
  closing = true;
  loop.disable();
  const cpu = windowStart ? process.cpuUsage(windowStart.cpu) : { user: 0, system: 0 };
  const moves = got.length;
  return {
    receipts: viewers.map((viewer) =>
      Array.from({ length: moves }, (_, index) => viewer.receipts[index] ?? null),
    ),
    duplicates,
    outOfOrder,
    viewersSeen: viewers.map((viewer) => viewer.viewers),
    errors,
    failures,
    loopP99Ms: Math.round(loop.percentile(99) / 1e4) / 100,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    windowMs: windowStart ? Math.round(performance.now() - windowStart.at) : 0,
  };
}

process.on('message', (message: ToViewers) => {
  switch (message.command) {
    case 'connect':
      connect(message.config).catch((error: unknown) =>
        send({ event: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'told':
      send({ event: 'told', count: viewers.filter((v) => v.viewers === message.viewers).length });
      return;
    case 'await':
      return awaitMove(message.seq);
    case 'report':
      send({ event: 'report', report: report() });
      return;
  }
});
