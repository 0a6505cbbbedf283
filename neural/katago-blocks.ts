import * as tf from '@tensorflow/tfjs';

/*
 * The pieces of KataGo's model (python/model.py, model version 8) as the TF.js conversion keeps
 * them: batch norms are folded into the convolutions before them and into a bias ("beta"), so a
 * norm + ReLU is `relu(x + beta)`. Every tensor is NHWC; the input is the board itself (no point
 * off the board), so KataGo's mask is all ones and a mean over the input's points is its masked
 * mean over the board's points.
 */

/** A 'same' convolution, stride 1. */
export function conv(x: tf.Tensor4D, filter: tf.Tensor4D): tf.Tensor4D {
  return tf.conv2d(x, filter, 1, 'same');
}

/** relu(conv(x) + bias), in one op where the backend fuses them. */
export function convBiasRelu(x: tf.Tensor4D, filter: tf.Tensor4D, bias: tf.Tensor1D): tf.Tensor4D {
  return tf.fused.conv2d({ x, filter, strides: 1, pad: 'same', bias, activation: 'relu' });
}

/** relu(x + bias): a folded batch norm and its activation. */
export function biasRelu(x: tf.Tensor, bias: tf.Tensor1D): tf.Tensor4D {
  return tf.relu(tf.add<tf.Tensor4D>(x, bias));
}

/**
 * KataGo's size factor (sqrt(board points) - 14) / 10: 1, this and its square (less 0.1) are
 * orthogonal over the board sizes 9..19, letting the pooled features depend on the size.
 */
export function sizeFactor(boardSize: number): number {
  return (boardSize - 14) / 10;
}

/**
 * KataGo's global pooling of the board's points: per channel the mean, the mean times the size
 * factor, and the maximum; [n, h, w, c] -> [n, 3c].
 */
export function globalPool(x: tf.Tensor4D): tf.Tensor2D {
  const mean = tf.mean<tf.Tensor2D>(x, [1, 2]);
  const max = tf.max<tf.Tensor2D>(x, [1, 2]);
  return tf.concat([mean, tf.mul<tf.Tensor2D>(mean, sizeFactor(x.shape[1])), max], 1);
}

/**
 * The value head's pooling: the mean, the mean times the size factor and the mean times
 * (the size factor squared - 0.1); [n, h, w, c] -> [n, 3c].
 */
export function valueHeadPool(x: tf.Tensor4D): tf.Tensor2D {
  const mean = tf.mean<tf.Tensor2D>(x, [1, 2]);
  const factor = sizeFactor(x.shape[1]);
  return tf.concat(
    [mean, tf.mul<tf.Tensor2D>(mean, factor), tf.mul<tf.Tensor2D>(mean, factor * factor - 0.1)],
    1,
  );
}

/** A plain residual block's weights: norm1's bias, conv1 (norm2 folded in) and its bias, conv2. */
export interface ResidualWeights {
  preBias: tf.Tensor1D;
  midFilter: tf.Tensor4D;
  midBias: tf.Tensor1D;
  outFilter: tf.Tensor4D;
}

/** trunk + conv2(relu(conv1(relu(trunk + bias)) + bias)). */
export function residualBlock(trunk: tf.Tensor4D, weights: ResidualWeights): tf.Tensor4D {
  const input = biasRelu(trunk, weights.preBias);
  const middle = convBiasRelu(input, weights.midFilter, weights.midBias);
  return tf.add<tf.Tensor4D>(trunk, conv(middle, weights.outFilter));
}

/**
 * A global pooling residual block's weights: besides a plain block's, the pooled branch's
 * convolution and bias, the matrix from its pooled features to a bias of the middle channels,
 * and the middle norm's scale applied to that bias.
 */
export interface PoolingResidualWeights extends ResidualWeights {
  poolFilter: tf.Tensor4D;
  poolBias: tf.Tensor1D;
  poolToMiddle: tf.Tensor2D;
  middleScale: tf.Tensor1D;
}

/** A residual block whose middle layer is biased, per channel, by the whole board's features. */
export function poolingResidualBlock(
  trunk: tf.Tensor4D,
  weights: PoolingResidualWeights,
): tf.Tensor4D {
  const input = biasRelu(trunk, weights.preBias);
  const regular = tf.add<tf.Tensor4D>(conv(input, weights.midFilter), weights.midBias);
  const pooled = globalPool(convBiasRelu(input, weights.poolFilter, weights.poolBias));
  const channelBias = tf.mul<tf.Tensor2D>(
    tf.matMul(pooled, weights.poolToMiddle),
    weights.middleScale,
  );
  const [n, , , channels] = regular.shape;
  const middle = tf.relu(
    tf.add<tf.Tensor4D>(regular, tf.reshape(channelBias, [n, 1, 1, channels])),
  );
  return tf.add<tf.Tensor4D>(trunk, conv(middle, weights.outFilter));
}
