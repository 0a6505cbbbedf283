// A worker thread that runs the KataGo network (TF.js on the wasm backend) for neural/worker-pool.ts.
// Plain JavaScript on purpose: it runs unchanged under vitest and from the nest build. The
// main thread encodes the queries (domain/bots/features.ts) and decodes the answers; here only
// the model is loaded (once) and run.
// workerData: { modelDir, wasmDir, featuresModule }. Messages in: { count, bin, global }
// (Float32Arrays of `count` encoded queries laid end to end), or { count, queries, symmetries }
// when featuresModule (the compiled domain/bots/features.js of the nest build) is given: then
// the queries are encoded here, off the caller's thread. Out: { policy, value, misc, ownership }
// laid end to end the same way, or { error }. At start it posts { ready: true } or { fatal }.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const BIN = 'swa_model/bin_inputs';
const GLOBAL = 'swa_model/global_inputs';
const OUTPUTS = [
  'swa_model/policy_output',
  'swa_model/value_output',
  'swa_model/miscvalues_output',
  'swa_model/ownership_output',
];

function modelFromDirectory(dir) {
  return {
    load: async () => {
      const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'));
      const weightSpecs = model.weightsManifest.flatMap((group) => group.weights);
      const shards = model.weightsManifest.flatMap((group) =>
        group.paths.map((path) => readFileSync(join(dir, path))),
      );
      const weights = Buffer.concat(shards);
      return {
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs,
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ),
      };
    },
  };
}

async function start() {
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  setWasmPaths(workerData.wasmDir.endsWith('/') ? workerData.wasmDir : `${workerData.wasmDir}/`);
  if (!(await tf.setBackend('wasm'))) throw new Error('The wasm backend did not start');
  await tf.ready();
  return tf.loadGraphModel(modelFromDirectory(workerData.modelDir));
}

const features = workerData.featuresModule
  ? createRequire(import.meta.url)(workerData.featuresModule)
  : null;

/** The network's inputs of queries encoded here (the pool sends positions). */
function encoded({ queries, symmetries }) {
  const bin = new Float32Array(queries.length * 361 * 22);
  const global = new Float32Array(queries.length * 19);
  queries.forEach((query, index) => {
    const one = features.encodeQuery(query, symmetries[index]);
    bin.set(one.bin, index * one.bin.length);
    global.set(one.global, index * one.global.length);
  });
  return { bin, global };
}

async function run(model, message) {
  const { count } = message;
  const { bin, global } = message.queries ? encoded(message) : message;
  const inputs = {
    [BIN]: tf.tensor3d(bin, [count, 361, 22]),
    [GLOBAL]: tf.tensor2d(global, [count, 19]),
  };
  try {
    const outputs = await model.executeAsync(inputs, OUTPUTS);
    const [policy, value, misc, ownership] = await Promise.all(
      outputs.map((tensor) => tensor.data()),
    );
    tf.dispose(outputs);
    return { policy, value, misc, ownership };
  } finally {
    tf.dispose(Object.values(inputs));
  }
}

start().then(
  (model) => {
    parentPort.on('message', (message) => {
      run(model, message).then(
        (answer) =>
          parentPort.postMessage({ id: message.id, ...answer }, [
            answer.policy.buffer,
            answer.value.buffer,
            answer.misc.buffer,
            answer.ownership.buffer,
          ]),
        (error) => parentPort.postMessage({ id: message.id, error: String(error?.stack ?? error) }),
      );
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ fatal: String(error?.stack ?? error) }),
);
