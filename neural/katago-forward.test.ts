import * as tf from '@tensorflow/tfjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN_CHANNELS, GLOBAL_CHANNELS, SYMMETRY_COUNT } from '../domain/bots/features';
import { decodeNetOutput, type RawNetOutput } from '../domain/bots/net-output';
import type { NetEvaluation, NetQuery } from '../domain/bots/types';
import { splitRawOutputs } from '../domain/bots/net-output';
import { KatagoNet, encodeBatch } from './katago-net';
import { defaultModelDir, modelFromDirectory, wasmDir } from './model-files';
import { CAPTURE, ESCAPE } from './testing-positions';

/*
 * The forward pass built from the weights (neural/katago-forward.ts) against the TF.js graph
 * model it replaces, which is fixed to 19x19: the same answers there, within float error.
 */

const GRAPH_OUTPUTS = [
  'swa_model/policy_output',
  'swa_model/value_output',
  'swa_model/miscvalues_output',
  'swa_model/ownership_output',
];

async function runGraph(
  graph: tf.GraphModel,
  count: number,
  bin: Float32Array,
  global: Float32Array,
): Promise<RawNetOutput> {
  const inputs = {
    'swa_model/bin_inputs': tf.tensor3d(bin, [count, 19 * 19, BIN_CHANNELS]),
    'swa_model/global_inputs': tf.tensor2d(global, [count, GLOBAL_CHANNELS]),
  };
  const outputs = (await graph.executeAsync(inputs, GRAPH_OUTPUTS)) as tf.Tensor[];
  const [policy, value, misc, ownership] = (await Promise.all(
    outputs.map((tensor) => tensor.data()),
  )) as Float32Array[];
  tf.dispose([...outputs, ...Object.values(inputs)]);
  return { policy, value, misc, ownership };
}

function maxDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  expect(a.length).toBe(b.length);
  return Array.from(a).reduce((max, value, index) => Math.max(max, Math.abs(value - b[index])), 0);
}

describe('the forward pass from the weights (wasm backend)', () => {
  let net: KatagoNet;
  let graph: tf.GraphModel;
  beforeAll(async () => {
    net = await KatagoNet.load({
      model: modelFromDirectory(defaultModelDir()),
      backends: ['wasm'],
      wasmPaths: wasmDir(),
    });
    graph = await tf.loadGraphModel(modelFromDirectory(defaultModelDir()));
  }, 60_000);
  afterAll(() => {
    net.dispose();
    graph.dispose();
  });

  it('answers as the graph model on 19x19, for fixed positions under all eight symmetries', async () => {
    // each symmetry once, the two positions taking turns (one batch of eight)
    const symmetries = Array.from({ length: SYMMETRY_COUNT }, (_, symmetry) => symmetry);
    const queries: NetQuery[] = symmetries.map((symmetry) => [CAPTURE, ESCAPE][symmetry % 2]);
    const { size, bin, global } = encodeBatch(queries, symmetries);
    expect(size).toBe(19);
    const decode = (raw: RawNetOutput): NetEvaluation[] =>
      splitRawOutputs(raw, queries.length).map((one, index) =>
        decodeNetOutput(one, 19, symmetries[index]),
      );
    const ours = decode(await net.run(queries.length, size, bin, global));
    const reference = decode(await runGraph(graph, queries.length, bin, global));

    ours.forEach((evaluation, index) => {
      const expected = reference[index];
      expect(maxDifference(evaluation.policy, expected.policy)).toBeLessThan(1e-4);
      expect(maxDifference(evaluation.ownership, expected.ownership)).toBeLessThan(1e-4);
      expect(Math.abs(evaluation.winrate - expected.winrate)).toBeLessThan(1e-4);
      expect(Math.abs(evaluation.scoreLead - expected.scoreLead)).toBeLessThan(1e-2);
    });
  }, 20_000);
});
