import { request } from 'node:http';
import {
  stamp,
  type FromViewers,
  type ToViewers,
  type ViewerConfig,
  type ViewersReport,
} from './viewer-protocol';

/**
 * A viewer-client process of the broadcast bench: opens its share of the viewers' SSE streams
 * (node's http, one connection each, as browsers' EventSource) and stamps each move's arrival.
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
  return new Promise((resolve, reject) => {
    const req = request(url, {
      agent: false,
      headers: { accept: 'text/event-stream', 'x-forwarded-for': address },
    });
    req.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = stamp();
        viewer.buffer += chunk;
        let end: number;
        while ((end = viewer.buffer.indexOf('\n\n')) >= 0) {
          const block = viewer.buffer.slice(0, end);
          viewer.buffer = viewer.buffer.slice(end + 2);
          if (received(viewer, block, at)) resolve();
        }
      });
      response.on('close', () => {
        if (!closing) fail(`a stream closed: ${url}`);
      });
    });
    req.on('error', (error) => {
      if (!closing) reject(error);
    });
    req.end();
  });
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
  };
}

process.on('message', (message: ToViewers) => {
  switch (message.command) {
    case 'connect':
      connect(message.config).catch((error: unknown) =>
        send({ event: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'await':
      return awaitMove(message.seq);
    case 'report':
      send({ event: 'report', report: report() });
      return;
  }
});
