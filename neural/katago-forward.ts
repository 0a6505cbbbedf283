import * as tf from '@tensorflow/tfjs';
import {
  biasRelu,
  conv,
  convBiasRelu,
  globalPool,
  poolingResidualBlock,
  residualBlock,
  valueHeadPool,
  type PoolingResidualWeights,
  type ResidualWeights,
} from './katago-blocks';
import type { KatagoWeights } from './katago-weights';

/*
 * The forward pass of KataGo's b6c96 network (model version 8) with TF.js ops, from the weights
 * of the TF.js conversion in public/models/katago-b6c96 (the same computation as its graph,
 * which is fixed to 19x19), run on a board of any size as its own input: the global pooling
 * then averages over the board's points only, as KataGo's masked pooling does.
 */

/** The outputs for n boards of size s, as the graph model's (policy channel 0 the side to move's). */
export interface ForwardOutputs {
  /** [n, 2, s*s + 1] logits, the last of each channel pass */
  policy: tf.Tensor3D;
  /** [n, 3] win, loss, no-result logits */
  value: tf.Tensor2D;
  /** [n, 10] misc values (the score lead at index 2) */
  misc: tf.Tensor2D;
  /** [n, s, s] ownership before tanh */
  ownership: tf.Tensor3D;
}

/** The six residual blocks, in order; the third and fifth pool globally. */
const BLOCKS: readonly { name: string; mergedConv: string; pooling: boolean }[] = [
  { name: 'rconv1', mergedConv: 'Conv2D_1', pooling: false },
  { name: 'rconv2', mergedConv: 'Conv2D_3', pooling: false },
  { name: 'rconv3', mergedConv: 'Conv2D_5', pooling: true },
  { name: 'rconv4', mergedConv: 'Conv2D_8', pooling: false },
  { name: 'rconv5', mergedConv: 'Conv2D_10', pooling: true },
  { name: 'rconv6', mergedConv: 'Conv2D_13', pooling: false },
];

function blockWeights(
  weights: KatagoWeights,
  block: (typeof BLOCKS)[number],
): ResidualWeights | PoolingResidualWeights {
  const { name } = block;
  const plain: ResidualWeights = {
    preBias: weights.get(`${name}/norm1/beta`),
    // the converter folded norm2's scale into conv1 and named it after the graph's node
    midFilter: weights.get(`${block.mergedConv}/merged_input`),
    midBias: weights.get(`${name}/norm2/beta`),
    outFilter: weights.get(`${name}/w2`),
  };
  if (!block.pooling) return plain;
  return {
    ...plain,
    poolFilter: weights.get(`${name}/w1b`),
    poolBias: weights.get(`${name}/norm1b/beta`),
    poolToMiddle: weights.get(`${name}/w1r`),
    middleScale: weights.get(`${name}/norm2/gamma`),
  };
}

/**
 * Runs the network on n boards of one size: bin [n, s, s, 22] (domain/bots/features.ts with
 * netSize = s), global [n, 19]. The caller disposes the outputs.
 */
export function katagoForward(
  weights: KatagoWeights,
  bin: tf.Tensor4D,
  global: tf.Tensor2D,
): ForwardOutputs {
  return tf.tidy(() => {
    const [n, size] = bin.shape;
    const globalBias = tf.matMul<tf.Tensor2D>(global, weights.get<tf.Rank.R2>('ginputw'));
    let trunk = tf.add<tf.Tensor4D>(
      conv(bin, weights.get('conv1/w')),
      tf.reshape(globalBias, [n, 1, 1, globalBias.shape[1]]),
    );
    for (const block of BLOCKS) {
      const parts = blockWeights(weights, block);
      trunk =
        'poolFilter' in parts ? poolingResidualBlock(trunk, parts) : residualBlock(trunk, parts);
    }
    const features = biasRelu(trunk, weights.get('trunk/norm/beta'));

    // policy head: a 32-channel layer biased by the pooled features, then 2 channels per point
    const pooled = globalPool(
      convBiasRelu(features, weights.get('g1/w'), weights.get('g1/norm/beta')),
    );
    const policyBias = tf.add<tf.Tensor2D>(
      tf.matMul(pooled, weights.get<tf.Rank.R2>('matmulg2w')),
      weights.get('p1/norm/beta'),
    );
    const policyMiddle = tf.relu(
      tf.add<tf.Tensor4D>(
        conv(features, weights.get('p1/intermediate_conv/w')),
        tf.reshape(policyBias, [n, 1, 1, policyBias.shape[1]]),
      ),
    );
    const boardPolicy = tf.reshape(conv(policyMiddle, weights.get('p2/w')), [n, size * size, 2]);
    const passPolicy = tf.reshape(tf.matMul(pooled, weights.get<tf.Rank.R2>('matmulpass')), [
      n,
      1,
      2,
    ]);
    const policy = tf.transpose(tf.concat([boardPolicy, passPolicy], 1), [0, 2, 1]);

    // value head: ownership per point; win/loss and misc values from the pooled features
    const valueFeatures = convBiasRelu(features, weights.get('v1/w'), weights.get('v1/norm/beta'));
    const ownership = tf.reshape(conv(valueFeatures, weights.get('vownership/w')), [n, size, size]);
    const hidden = tf.relu(
      tf.add<tf.Tensor2D>(
        tf.matMul(valueHeadPool(valueFeatures), weights.get<tf.Rank.R2>('v2/w')),
        weights.get('v2/b'),
      ),
    );
    const value = tf.add(tf.matMul(hidden, weights.get<tf.Rank.R2>('v3/w')), weights.get('v3/b'));
    const misc = tf.add(tf.matMul(hidden, weights.get<tf.Rank.R2>('mv3/w')), weights.get('mv3/b'));
    return {
      policy: policy as tf.Tensor3D,
      value: value as tf.Tensor2D,
      misc: misc as tf.Tensor2D,
      ownership: ownership as tf.Tensor3D,
    };
  });
}
