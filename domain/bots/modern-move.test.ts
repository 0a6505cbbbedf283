import { describe, expect, it } from 'vitest';
import { startPosition } from '../play/position';
import { modernMove } from './modern-move';
import { runSearchRequest } from './search/search-request';
import { FakeClock, fakeNet } from './search/testing';
import type { BoardSize } from '../play/types';
import type { NetEvaluation, NetQuery, NetRunner, SearchRequest } from './types';

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

  it('with visits, runs the tree search over the runner’s batches within the time budget', async () => {
    const clock = new FakeClock();
    const { evaluate, batches } = fakeNet({ clock, batchMs: 50 });
    const runner: NetRunner = {
      evaluate: () => Promise.reject(new Error('one at a time')),
      evaluateBatch: evaluate,
    };
    const strength = { temperature: 0, topK: 362, search: 0, visits: 1000, batch: 4 };
    const options = { timeBudgetMs: 500, now: clock.now };
    const result = await modernMove(runner, query, strength, 'balanced', Math.random, options);
    expect(clock.ms).toBeLessThanOrEqual(500);
    expect(result.search?.visits).toBe(1 + 4 * (batches.length - 1));
    expect(batches.slice(1).every((batch) => batch.length === 4)).toBe(true);
  });

  it('with visits and a runner of single queries, plays exactly those visits', async () => {
    const runner = new ScriptedRunner({});
    const strength = { temperature: 0, topK: 362, search: 0, visits: 12, batch: 4 };
    const result = await modernMove(runner, query, strength, 'balanced', Math.random);
    expect(result.search?.visits).toBe(12);
    expect(runner.queries).toHaveLength(12);
    expect(result.move).toBe('C3');
  });

  it('with visits and a runner that searches itself, hands it the whole search', async () => {
    const requests: SearchRequest[] = [];
    const { evaluate, batches } = fakeNet();
    const runner: NetRunner = {
      evaluate: () => Promise.reject(new Error('searched elsewhere')),
      search: (request) => {
        requests.push(request);
        return runSearchRequest(evaluate, request, () => 0);
      },
    };
    const strength = { temperature: 0, topK: 362, search: 0, visits: 20, batch: 4 };
    const options = { timeBudgetMs: 700 };
    const result = await modernMove(runner, query, strength, 'fighting', Math.random, options);
    expect(requests).toEqual([
      { query, maxVisits: 20, batchSize: 4, style: 'fighting', timeBudgetMs: 700 },
    ]);
    expect(result.search?.visits).toBe(20);
    expect(batches[0]).toEqual([query]);
    expect(batches.length).toBeGreaterThan(1);
  });
});
