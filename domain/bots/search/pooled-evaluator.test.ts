import { describe, expect, it } from 'vitest';
import { startPosition } from '../../play/position';
import type { BatchEvaluator, NetEvaluation, NetQuery } from '../types';
import { pooledEvaluator } from './pooled-evaluator';

const query = (move: string): NetQuery => ({
  position: startPosition(9, []),
  moves: [move],
  komi: 7,
  rules: 'chinese',
});

/** Answers each query with its move's number as the lead, keeping every batch it was sent. */
function numberingNet(): { evaluate: BatchEvaluator; batches: string[][] } {
  const batches: string[][] = [];
  const evaluate: BatchEvaluator = (queries) => {
    batches.push(queries.map((asked) => asked.moves[0]));
    return Promise.resolve(
      queries.map((asked): NetEvaluation => ({
        boardSize: 9,
        policy: new Float32Array(82),
        winrate: 0.5,
        scoreLead: Number(asked.moves[0].slice(1)),
        ownership: new Float32Array(81),
      })),
    );
  };
  return { evaluate, batches };
}

describe('pooledEvaluator', () => {
  it('sends what searches ask at once in full batches and gives each its own answers', async () => {
    const { evaluate, batches } = numberingNet();
    const pooled = pooledEvaluator(evaluate, 4);
    const asks = [['A1', 'A2', 'A3'], ['A4', 'A5'], ['A6']];
    const answers = await Promise.all(asks.map((moves) => pooled(moves.map(query))));
    expect(answers.map((got) => got.map((evaluation) => evaluation.scoreLead))).toEqual([
      [1, 2, 3],
      [4, 5],
      [6],
    ]);
    // six queries in two batches of four, the second padded with its last
    expect(batches).toEqual([
      ['A1', 'A2', 'A3', 'A4'],
      ['A5', 'A6', 'A6', 'A6'],
    ]);
  });

  it('fails every search that waited on a failed batch', async () => {
    const pooled = pooledEvaluator(() => Promise.reject(new Error('stopped')), 4);
    const asked = [pooled([query('A1')]), pooled([query('A2')])];
    await expect(Promise.all(asked)).rejects.toThrow('stopped');
    await expect(asked[1]).rejects.toThrow('stopped');
  });
});
