import * as tf from '@tensorflow/tfjs';

/*
 * The network's weights, read by name from a TF.js model's weights manifest (model.json and its
 * shard). The graph model's topology is not used: neural/katago-forward.ts runs the same
 * computation at any board size.
 */

/** The prefix of every weight's name in the converted KataGo graph. */
const PREFIX = 'swa_model/';

export class KatagoWeights {
  private constructor(private readonly tensors: tf.NamedTensorMap) {}

  /** Loads the float weights of a model.json URL or an IOHandler (neural/model-files.ts). */
  static async load(model: string | tf.io.IOHandler): Promise<KatagoWeights> {
    const handler = typeof model === 'string' ? tf.io.http(model) : model;
    if (!handler.load) throw new Error('The model cannot be loaded');
    const { weightSpecs, weightData } = await handler.load();
    if (!weightSpecs || !weightData) throw new Error('The model has no weights');
    const all = tf.io.decodeWeights(weightData, weightSpecs);
    const kept: tf.NamedTensorMap = {};
    for (const [name, tensor] of Object.entries(all)) {
      // the graph's shape and axis constants are not weights
      if (tensor.dtype === 'float32' && tensor.rank > 0) kept[name] = tensor;
      else tensor.dispose();
    }
    return new KatagoWeights(kept);
  }

  /** A weight by its name without the 'swa_model/' prefix, e.g. 'rconv1/w2'. */
  get<R extends tf.Rank>(name: string): tf.Tensor<R> {
    const tensor = this.tensors[PREFIX + name];
    if (!tensor) throw new Error(`The model has no weight ${PREFIX + name}`);
    return tensor as tf.Tensor<R>;
  }

  dispose(): void {
    tf.dispose(Object.values(this.tensors));
  }
}
