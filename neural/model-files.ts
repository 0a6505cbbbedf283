import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { io } from '@tensorflow/tfjs';

/*
 * Where the network's files are in Node (server and tests): the repository root is found by
 * walking up from this file to package.json, so the same paths hold under vitest (neural/) and
 * in the nest build (dist/server/neural/).
 */

export function repoRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The model directory: KATAGO_MODEL_DIR, else public/models/katago-b6c96 of the repository. */
export function defaultModelDir(): string {
  return process.env.KATAGO_MODEL_DIR ?? join(repoRoot(), 'public', 'models', 'katago-b6c96');
}

/** The directory holding tfjs-backend-wasm's .wasm files, with a trailing slash (for setWasmPaths). */
export function wasmDir(): string {
  const require = createRequire(join(repoRoot(), 'package.json'));
  const wasm = require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm');
  return `${dirname(wasm)}/`;
}

/** A TF.js IOHandler reading model.json and its weight files from a directory. */
export function modelFromDirectory(dir: string): io.IOHandler {
  return {
    load: () => {
      const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as io.ModelJSON;
      const manifest = model.weightsManifest;
      const weights = Buffer.concat(
        manifest.flatMap((group) => group.paths.map((path) => readFileSync(join(dir, path)))),
      );
      return Promise.resolve({
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs: manifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ),
      });
    },
  };
}
