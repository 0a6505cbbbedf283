import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { BIN_CHANNELS, GLOBAL_CHANNELS, NET_POINTS, encodeQuery } from '../domain/bots/features';
import { decodeNetOutput, type RawNetOutput } from '../domain/bots/net-output';
import type { NetEvaluation, NetQuery } from '../domain/bots/types';
import type { BoardSize } from '../domain/play/types';

/*
 * The KataGo network in this thread, with TF.js: the browser (webgl, falling back to wasm) or a
 * test in Node (wasm; the server runs it in worker threads, neural/worker-pool.ts). Node callers
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

export const NET_INPUTS = { bin: 'swa_model/bin_inputs', global: 'swa_model/global_inputs' };
export const NET_OUTPUTS = [
  'swa_model/policy_output',
  'swa_model/value_output',
  'swa_model/miscvalues_output',
  'swa_model/ownership_output',
];

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
    private readonly model: tf.GraphModel,
    readonly backend: NetBackend,
  ) {}

  static async load(options: NetLoadOptions): Promise<KatagoNet> {
    const backend = await startBackend(options.backends, options.wasmPaths);
    return new KatagoNet(await tf.loadGraphModel(options.model), backend);
  }

  async evaluate(query: NetQuery, symmetry = 0): Promise<NetEvaluation> {
    const [evaluation] = await this.evaluateBatch([query], symmetry);
    return evaluation;
  }

  /** Several queries in one run of the network. */
  async evaluateBatch(queries: readonly NetQuery[], symmetry = 0): Promise<NetEvaluation[]> {
    const symmetries = queries.map(() => symmetry);
    const { bin, global } = encodeBatch(queries, symmetries);
    const raw = splitRawOutputs(await this.run(queries.length, bin, global), queries.length);
    return raw.map((one, index) =>
      decodeNetOutput(one, queries[index].position.size as BoardSize, symmetry),
    );
  }

  /** Runs already encoded queries laid end to end; answers the outputs laid end to end. */
  async run(count: number, bin: Float32Array, global: Float32Array): Promise<RawNetOutput> {
    const inputs = {
      [NET_INPUTS.bin]: tf.tensor3d(bin, [count, NET_POINTS, BIN_CHANNELS]),
      [NET_INPUTS.global]: tf.tensor2d(global, [count, GLOBAL_CHANNELS]),
    };
    try {
      const outputs = (await this.model.executeAsync(inputs, NET_OUTPUTS)) as tf.Tensor[];
      const [policy, value, misc, ownership] = (await Promise.all(
        outputs.map((tensor) => tensor.data()),
      )) as Float32Array[];
      tf.dispose(outputs);
      return { policy, value, misc, ownership };
    } finally {
      tf.dispose(Object.values(inputs));
    }
  }

  dispose(): void {
    this.model.dispose();
  }
}

/** The network's inputs of several queries laid end to end, each under its own symmetry. */
export function encodeBatch(
  queries: readonly NetQuery[],
  symmetries: readonly number[],
): { bin: Float32Array; global: Float32Array } {
  const bin = new Float32Array(queries.length * NET_POINTS * BIN_CHANNELS);
  const global = new Float32Array(queries.length * GLOBAL_CHANNELS);
  queries.forEach((query, index) => {
    const one = encodeQuery(query, symmetries[index]);
    bin.set(one.bin, index * one.bin.length);
    global.set(one.global, index * one.global.length);
  });
  return { bin, global };
}

/**
 * One RawNetOutput per query from outputs laid end to end (the policy output holds two
 * channels of NET_POINTS + 1 per query; channel 0 is the side to move's policy).
 */
export function splitRawOutputs(raw: RawNetOutput, count: number): RawNetOutput[] {
  const policyLength = raw.policy.length / count;
  const valueLength = raw.value.length / count;
  const miscLength = raw.misc.length / count;
  return Array.from({ length: count }, (_, index) => ({
    policy: raw.policy.subarray(index * policyLength, index * policyLength + NET_POINTS + 1),
    value: raw.value.subarray(index * valueLength, (index + 1) * valueLength),
    misc: raw.misc.subarray(index * miscLength, (index + 1) * miscLength),
    ownership: raw.ownership.subarray(index * NET_POINTS, (index + 1) * NET_POINTS),
  }));
}
