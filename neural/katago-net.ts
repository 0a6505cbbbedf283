import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { BIN_CHANNELS, GLOBAL_CHANNELS, encodeQuery } from '../domain/bots/features';
import { decodeNetOutput, splitRawOutputs, type RawNetOutput } from '../domain/bots/net-output';
import type { NetEvaluation, NetQuery } from '../domain/bots/types';
import type { BoardSize } from '../domain/play/types';
import { katagoForward } from './katago-forward';
import { KatagoWeights } from './katago-weights';

/*
 * The KataGo network in this thread, with TF.js: the browser (webgl, falling back to wasm) or a
 * test in Node (wasm; the server runs it in worker threads, neural/worker-pool.ts). Each board
 * runs at its own size (neural/katago-forward.ts, the weights of the TF.js model). Node callers
 * pass modelFromDirectory(dir) and wasmDir() from neural/model-files.ts; the browser a model.json
 * URL and the URL prefix of the .wasm files.
 */

export type NetBackend = 'wasm' | 'webgl';

export interface NetLoadOptions {
  /** a model.json URL or an IOHandler */
  model: string | tf.io.IOHandler;
  /** the backends to try in order, e.g. ['webgl', 'wasm'] in the browser, ['wasm'] in Node */
  backends: readonly NetBackend[];
  /** where the .wasm files are (a directory path or URL prefix ending in '/') */
  wasmPaths?: string;
}

/** Starts the first backend of the list that works; answers its name. */
export async function startBackend(
  backends: readonly NetBackend[],
  wasmPaths?: string,
): Promise<NetBackend> {
  for (const backend of backends) {
    if (backend === 'wasm') {
      tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      if (wasmPaths) setWasmPaths(wasmPaths);
    }
    try {
      if (await tf.setBackend(backend)) {
        await tf.ready();
        return backend;
      }
    } catch {
      // try the next one
    }
  }
  throw new Error(`None of the backends ${backends.join(', ')} started`);
}

export class KatagoNet {
  private constructor(
    private readonly weights: KatagoWeights,
    readonly backend: NetBackend,
  ) {}

  static async load(options: NetLoadOptions): Promise<KatagoNet> {
    const backend = await startBackend(options.backends, options.wasmPaths);
    return new KatagoNet(await KatagoWeights.load(options.model), backend);
  }

  async evaluate(query: NetQuery, symmetry = 0): Promise<NetEvaluation> {
    const [evaluation] = await this.evaluateBatch([query], symmetry);
    return evaluation;
  }

  /**
   * Several queries, one run of the network per board size among them; answers in their order.
   * `symmetry`: one for all, or each query's own.
   */
  async evaluateBatch(
    queries: readonly NetQuery[],
    symmetry: number | readonly number[] = 0,
  ): Promise<NetEvaluation[]> {
    const symmetryOf = (index: number) =>
      typeof symmetry === 'number' ? symmetry : symmetry[index];
    const evaluations: NetEvaluation[] = new Array<NetEvaluation>(queries.length);
    for (const indices of indicesBySize(queries)) {
      const group = indices.map((index) => queries[index]);
      const symmetries = indices.map(symmetryOf);
      const { size, bin, global } = encodeBatch(group, symmetries);
      const raw = splitRawOutputs(await this.run(group.length, size, bin, global), group.length);
      raw.forEach((one, at) => {
        evaluations[indices[at]] = decodeNetOutput(one, size as BoardSize, symmetries[at]);
      });
    }
    return evaluations;
  }

  /**
   * Runs already encoded queries of one board size laid end to end (each encoded at its own
   * size); answers the outputs laid end to end.
   */
  async run(
    count: number,
    size: number,
    bin: Float32Array,
    global: Float32Array,
  ): Promise<RawNetOutput> {
    const inputs: [tf.Tensor4D, tf.Tensor2D] = [
      tf.tensor4d(bin, [count, size, size, BIN_CHANNELS]),
      tf.tensor2d(global, [count, GLOBAL_CHANNELS]),
    ];
    try {
      const outputs = katagoForward(this.weights, ...inputs);
      try {
        const [policy, value, misc, ownership] = (await Promise.all(
          [outputs.policy, outputs.value, outputs.misc, outputs.ownership].map((tensor) =>
            tensor.data(),
          ),
        )) as Float32Array[];
        return { policy, value, misc, ownership };
      } finally {
        tf.dispose(Object.values(outputs));
      }
    } finally {
      tf.dispose(inputs);
    }
  }

  dispose(): void {
    this.weights.dispose();
  }
}

/** The indices of the queries of each board size, in order. */
function indicesBySize(queries: readonly NetQuery[]): number[][] {
  const bySize = new Map<number, number[]>();
  queries.forEach((query, index) => {
    const indices = bySize.get(query.position.size) ?? [];
    indices.push(index);
    bySize.set(query.position.size, indices);
  });
  return [...bySize.values()];
}

/**
 * The network's inputs of several queries of one board size laid end to end, each under its
 * own symmetry and at its board's own size.
 */
export function encodeBatch(
  queries: readonly NetQuery[],
  symmetries: readonly number[],
): { size: number; bin: Float32Array; global: Float32Array } {
  const size = queries[0]?.position.size ?? 0;
  if (queries.some((query) => query.position.size !== size)) {
    throw new Error('A batch holds boards of one size');
  }
  const bin = new Float32Array(queries.length * size * size * BIN_CHANNELS);
  const global = new Float32Array(queries.length * GLOBAL_CHANNELS);
  queries.forEach((query, index) => {
    const one = encodeQuery(query, symmetries[index], size);
    bin.set(one.bin, index * one.bin.length);
    global.set(one.global, index * one.global.length);
  });
  return { size, bin, global };
}
