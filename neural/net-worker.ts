import { parentPort, workerData } from 'node:worker_threads';
import type { RawNetOutput } from '../domain/bots/net-output';
import { runSearchRequest } from '../domain/bots/search/search-request';
import type { NetQuery, SearchRequest, SearchResult } from '../domain/bots/types';
import { KatagoNet, encodeBatch } from './katago-net';
import { modelFromDirectory, wasmDir } from './model-files';

/*
 * A worker thread of neural/worker-pool.ts (started by threads/start-thread.ts): it loads the
 * network once, then runs what it is sent, off the API's event loop: a batch of queries (encoded
 * here, ladder reading included; the pool decodes the answers, cheap), or a whole tree search
 * (domain/bots/search/, the tree and the network both in this thread).
 */

export interface NetThreadData {
  modelDir: string;
}

/** A batch to run: the queries (all of one board size) and the symmetry of each. */
export interface NetThreadBatch {
  kind: 'batch';
  queries: NetQuery[];
  symmetries: number[];
}

/** A tree search to run, stopping by `deadline` (Date.now's clock, shared by all threads). */
export interface NetThreadSearch {
  kind: 'search';
  request: SearchRequest;
  deadline: number;
}

/**
 * What the thread posts: once 'ready' or 'fatal', then one 'output' per batch, one 'searched'
 * per search, or an 'error' for either.
 */
export type NetThreadMessage =
  | { kind: 'ready' }
  | { kind: 'fatal'; message: string }
  | { kind: 'output'; output: RawNetOutput }
  | { kind: 'searched'; result: SearchResult }
  | { kind: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('net-worker.ts runs in a worker thread');
const post = (message: NetThreadMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const described = (error: unknown) => String((error instanceof Error && error.stack) || error);

async function run(net: KatagoNet, batch: NetThreadBatch): Promise<RawNetOutput> {
  const { size, bin, global } = encodeBatch(batch.queries, batch.symmetries);
  return net.run(batch.queries.length, size, bin, global);
}

/** The search's leaves each under a random symmetry, as the pool's queries by default. */
function searchHere(net: KatagoNet, { request, deadline }: NetThreadSearch): Promise<SearchResult> {
  const randomSymmetry = () => Math.floor(Math.random() * 8);
  const timeBudgetMs = Math.max(0, deadline - Date.now());
  return runSearchRequest(
    (queries) => net.evaluateBatch(queries, queries.map(randomSymmetry)),
    { ...request, timeBudgetMs },
    Date.now,
  );
}

function answer(net: KatagoNet, work: NetThreadBatch | NetThreadSearch): void {
  const failed = (error: unknown) => post({ kind: 'error', message: described(error) });
  if (work.kind === 'search') {
    searchHere(net, work).then((result) => post({ kind: 'searched', result }), failed);
    return;
  }
  run(net, work).then(
    (output) =>
      post({ kind: 'output', output }, [
        output.policy.buffer,
        output.value.buffer,
        output.misc.buffer,
        output.ownership.buffer,
      ] as ArrayBuffer[]),
    failed,
  );
}

const { modelDir } = workerData as NetThreadData;
KatagoNet.load({
  model: modelFromDirectory(modelDir),
  backends: ['wasm'],
  wasmPaths: wasmDir(),
}).then(
  (net) => {
    port.on('message', (work: NetThreadBatch | NetThreadSearch) => answer(net, work));
    post({ kind: 'ready' });
  },
  (error: unknown) => post({ kind: 'fatal', message: described(error) }),
);
