import { describe, expect, it } from 'vitest';
import { startPosition } from '../play/position';
import { modernMove } from './modern-move';
import type { BoardSize } from '../play/types';
import type { NetEvaluation, NetQuery, NetRunner } from './types';

/** A scripted network (any board size): the policy likes C3 most, then D4, E5; the value after each move differs. */
class ScriptedRunner implements NetRunner {
  readonly queries: NetQuery[] = [];
  constructor(private readonly opponentWinrateAfter: Record<string, number>) {}

  evaluate(query: NetQuery): Promise<NetEvaluation> {
    this.queries.push(query);
    const SIZE = query.position.size as BoardSize;
    const policy = new Float32Array(SIZE * SIZE + 1);
    policy[(SIZE - 3) * SIZE + 2] = 0.5; // C3
    policy[(SIZE - 4) * SIZE + 3] = 0.3; // D4
    policy[(SIZE - 5) * SIZE + 4] = 0.2; // E5
    const last = query.moves.at(-1) ?? '';
    return Promise.resolve({
      boardSize: SIZE,
      policy,
      winrate: this.opponentWinrateAfter[last] ?? 0.5,
      scoreLead: 0,
      ownership: new Float32Array(SIZE * SIZE),
    });
  }
}

const query: NetQuery = { position: startPosition(19, []), moves: [], komi: 7, rules: 'chinese' };

describe('modernMove', () => {
  it('plays the likeliest move without search, asking the network once', async () => {
    const runner = new ScriptedRunner({});
    const { move, evaluation } = await modernMove(
      runner,
      query,
      { temperature: 0, topK: 1, search: 0 },
      'balanced',
      Math.random,
    );
    expect(move).toBe('C3');
    expect(evaluation.winrate).toBe(0.5);
    expect(runner.queries).toHaveLength(1);
  });

  it('with search, plays the candidate that leaves the opponent the worst position', async () => {
    const runner = new ScriptedRunner({ C3: 0.6, D4: 0.2, E5: 0.4 });
    const { move } = await modernMove(
      runner,
      query,
      { temperature: 0, topK: 3, search: 3 },
      'balanced',
      Math.random,
    );
    expect(move).toBe('D4');
    expect(runner.queries.slice(1).map((q) => q.moves)).toEqual([['C3'], ['D4'], ['E5']]);
    expect(runner.queries[1].position.toMove).toBe('white');
  });

  it('does not search on 9x9, where the network’s value is not to be trusted', async () => {
    const runner = new ScriptedRunner({ C3: 0.6, D4: 0.2, E5: 0.4 });
    const small = { ...query, position: startPosition(9, []) };
    const { move } = await modernMove(
      runner,
      small,
      { temperature: 0, topK: 3, search: 3 },
      'balanced',
      Math.random,
    );
    expect(move).toBe('C3');
    expect(runner.queries).toHaveLength(1);
  });
});
