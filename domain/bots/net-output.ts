import type { BoardSize } from '../play/types';
import { fromNetBoard } from './features';
import type { NetEvaluation } from './types';

/**
 * The network's raw answer for one query run at its board's own size (channel 0 of the policy,
 * pre-softmax and pre-tanh), points in the symmetry's frame, index y * size + x.
 */
export interface RawNetOutput {
  /** size * size + 1 policy logits of the side to move, the last one pass */
  policy: Float32Array;
  /** win, loss, no-result logits */
  value: Float32Array;
  /** the misc values; SCORE_LEAD_INDEX holds the lead */
  misc: Float32Array;
  /** size * size ownership values before tanh, the side to move's view */
  ownership: Float32Array;
}

export const SCORE_LEAD_INDEX = 2;
/** the network's lead output is in units of 20 points (checked: a won position reads +40 to +60) */
export const SCORE_LEAD_SCALE = 20;

/** The side to move's view of the game's board from the raw output of a query encoded with `symmetry`. */
export function decodeNetOutput(
  raw: RawNetOutput,
  size: BoardSize,
  symmetry: number,
): NetEvaluation {
  const boardLogits = fromNetBoard(raw.policy, size, symmetry, size);
  const passLogit = raw.policy[size * size];
  let max = passLogit;
  for (const logit of boardLogits) max = Math.max(max, logit);
  const policy = new Float32Array(size * size + 1);
  let sum = 0;
  boardLogits.forEach((logit, index) => {
    policy[index] = Math.exp(logit - max);
    sum += policy[index];
  });
  policy[size * size] = Math.exp(passLogit - max);
  sum += policy[size * size];
  for (let i = 0; i < policy.length; i++) policy[i] /= sum;

  const [win, , noResult] = softmax(Array.from(raw.value));
  const ownership = fromNetBoard(raw.ownership, size, symmetry, size).map(Math.tanh);
  return {
    boardSize: size,
    policy,
    winrate: win + noResult / 2,
    scoreLead: raw.misc[SCORE_LEAD_INDEX] * SCORE_LEAD_SCALE,
    ownership,
  };
}

function softmax(values: number[]): number[] {
  const max = Math.max(...values);
  const exps = values.map((value) => Math.exp(value - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / sum);
}

/**
 * One RawNetOutput per query from outputs laid end to end (the policy output holds two
 * channels of size * size + 1 per query; channel 0 is the side to move's policy).
 */
export function splitRawOutputs(raw: RawNetOutput, count: number): RawNetOutput[] {
  const points = raw.ownership.length / count;
  const policyLength = raw.policy.length / count;
  const valueLength = raw.value.length / count;
  const miscLength = raw.misc.length / count;
  return Array.from({ length: count }, (_, index) => ({
    policy: raw.policy.subarray(index * policyLength, index * policyLength + points + 1),
    value: raw.value.subarray(index * valueLength, (index + 1) * valueLength),
    misc: raw.misc.subarray(index * miscLength, (index + 1) * miscLength),
    ownership: raw.ownership.subarray(index * points, (index + 1) * points),
  }));
}
