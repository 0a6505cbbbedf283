import { chainLiberties, neighbours } from '../chains';
import type { BoardSize } from '../../play/types';
import { parseVertex } from '../../play/vertex';
import type { BatchEvaluator, NetEvaluation, NetQuery } from '../types';

/** A clock for tests: time moves only when told. */
export class FakeClock {
  ms = 0;
  readonly now = (): number => this.ms;
}

export interface FakeNetOptions {
  clock?: FakeClock;
  /** the time a batch takes: fixed plus per query */
  batchMs?: number;
  queryMs?: number;
  /** a move the policy likes best (a bait the search must see through) */
  bait?: string;
  /** the policy on each point instead of the tactical one (size*size + 1 entries) */
  policy?: (query: NetQuery) => Float32Array;
}

/**
 * A tiny stand-in for the network, for tests: the value counts stones (the side to move's less
 * the opponent's), the policy is flat but for the last liberties of chains in atari (0.2 each)
 * and the bait (0.3). Every batch it answers is kept in `batches`.
 */
export function fakeNet(options: FakeNetOptions = {}): {
  evaluate: BatchEvaluator;
  batches: NetQuery[][];
} {
  const batches: NetQuery[][] = [];
  const evaluate: BatchEvaluator = (queries) => {
    batches.push(queries);
    if (options.clock) {
      options.clock.ms += (options.batchMs ?? 0) + (options.queryMs ?? 0) * queries.length;
    }
    return Promise.resolve(
      queries.map((query) =>
        answer(query, options.policy?.(query) ?? tacticalPolicy(query, options.bait)),
      ),
    );
  };
  return { evaluate, batches };
}

function answer(query: NetQuery, policy: Float32Array): NetEvaluation {
  const { size, signMap, toMove } = query.position;
  const own = toMove === 'black' ? 1 : -1;
  let lead = 0;
  for (const row of signMap) for (const sign of row) lead += sign * own;
  return {
    boardSize: size as BoardSize,
    policy,
    winrate: 1 / (1 + Math.exp(-0.4 * lead)),
    scoreLead: lead,
    ownership: new Float32Array(signMap.flat().map((sign) => sign * own)),
  };
}

function tacticalPolicy(query: NetQuery, bait: string | undefined): Float32Array {
  const { size, signMap } = query.position;
  const liberties = chainLiberties(signMap);
  const weights = new Float32Array(size * size + 1);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (signMap[y][x] !== 0) continue;
      const atari = neighbours(x, y, size).some(([nx, ny]) => liberties[ny][nx] === 1);
      weights[y * size + x] = atari ? 0.2 : 0.005;
    }
  }
  const baitPoint = bait ? parseVertex(bait, size) : null;
  if (Array.isArray(baitPoint) && signMap[baitPoint[1]][baitPoint[0]] === 0) {
    weights[baitPoint[1] * size + baitPoint[0]] = 0.3;
  }
  weights[size * size] = 0.001;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}
