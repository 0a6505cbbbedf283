import { parentPort, workerData } from 'node:worker_threads';
import type { RawNetOutput } from '../domain/bots/net-output';
import type { NetQuery } from '../domain/bots/types';
import { KatagoNet, encodeBatch } from './katago-net';
import { modelFromDirectory, wasmDir } from './model-files';

/*
 * A worker thread of neural/worker-pool.ts (started by threads/start-thread.ts): it loads the
 * network once, then encodes each batch it is sent (ladder reading included, off the API's event
 * loop) and runs it. The pool decodes the answers (cheap).
 */

export interface NetThreadData {
  modelDir: string;
}

/** A batch to run: the queries (all of one board size) and the symmetry of each. */
export interface NetThreadBatch {
  queries: NetQuery[];
  symmetries: number[];
}

/** What the thread posts: once 'ready' or 'fatal', then one 'output' or 'error' per batch. */
export type NetThreadMessage =
  | { kind: 'ready' }
  | { kind: 'fatal'; message: string }
  | { kind: 'output'; output: RawNetOutput }
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

const { modelDir } = workerData as NetThreadData;
KatagoNet.load({
  model: modelFromDirectory(modelDir),
  backends: ['wasm'],
  wasmPaths: wasmDir(),
}).then(
  (net) => {
    port.on('message', (batch: NetThreadBatch) => {
      run(net, batch).then(
        (output) =>
          post({ kind: 'output', output }, [
            output.policy.buffer,
            output.value.buffer,
            output.misc.buffer,
            output.ownership.buffer,
          ] as ArrayBuffer[]),
        (error: unknown) => post({ kind: 'error', message: described(error) }),
      );
    });
    post({ kind: 'ready' });
  },
  (error: unknown) => post({ kind: 'fatal', message: described(error) }),
);
