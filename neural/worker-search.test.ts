import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetQuery, SearchRequest } from '../domain/bots/types';
import { playMove } from '../domain/play/position';
import { CAPTURE, CAPTURE_MOVE, EMPTY_9 } from './testing-positions';
import { WorkerPoolRunner } from './worker-pool';

function request(query: NetQuery, limits: Partial<SearchRequest>): SearchRequest {
  return {
    query,
    maxVisits: 100_000,
    batchSize: 8,
    style: 'balanced',
    timeBudgetMs: Infinity,
    ...limits,
  };
}

/** This thread's event loop while `work` runs: the longest wait of a 5 ms timer, and its load. */
async function watchLoop<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 5);
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  try {
    const result = await work();
    const elapsedMs = performance.now() - started;
    const { utilization } = performance.eventLoopUtilization(before);
    return { result, elapsedMs, longestGapMs, utilization };
  } finally {
    clearInterval(timer);
  }
}

describe('WorkerPoolRunner.search (the tree search in a worker thread, the real network)', () => {
  let pool: WorkerPoolRunner;
  beforeAll(async () => {
    pool = new WorkerPoolRunner({ size: 1 });
    await pool.ready;
  }, 60_000);
  afterAll(() => pool.close());

  it('answers within its time budget on 19x19, this thread free all along', async () => {
    const budgetMs = 1500;
    const { result, elapsedMs, longestGapMs, utilization } = await watchLoop(() =>
      pool.search(request(CAPTURE, { timeBudgetMs: budgetMs })),
    );
    expect(result.move).toBe(CAPTURE_MOVE);
    expect(playMove(CAPTURE.position, CAPTURE.rules, result.move).ok).toBe(true);
    // the budget, not the visits, stopped it
    expect(result.visits).toBeGreaterThan(8);
    expect(result.visits).toBeLessThan(100_000);
    // the search stops before a batch it forecasts would end late: at most a batch late
    expect(elapsedMs).toBeLessThan(budgetMs + 1000);
    expect(longestGapMs).toBeLessThan(150);
    expect(utilization).toBeLessThan(0.1);
  });

  it('goes on searching while this thread is held busy for its whole budget', async () => {
    const budgetMs = 800;
    const started = performance.now();
    const searching = pool.search(request(EMPTY_9, { timeBudgetMs: budgetMs }));
    // as an API thread loaded with other games' work: a search whose tree ran on this thread
    // would get the root's evaluation only after the budget, and make no visit beyond it
    while (performance.now() - started < budgetMs) {
      // held busy
    }
    const result = await searching;
    expect(result.visits).toBeGreaterThan(1);
    expect(playMove(EMPTY_9.position, EMPTY_9.rules, result.move).ok).toBe(true);
  });

  it('plays exactly its visits without a budget', async () => {
    const result = await pool.search(request(EMPTY_9, { maxVisits: 24, batchSize: 4 }));
    expect(result.visits).toBe(24);
    expect(result.rootEvaluation.policy).toHaveLength(82);
    expect(playMove(EMPTY_9.position, EMPTY_9.rules, result.move).ok).toBe(true);
  });

  it('counts the wait for a busy worker in the budget, still answering a legal move', async () => {
    const first = pool.search(request(EMPTY_9, { timeBudgetMs: 600 }));
    const second = pool.search(request(CAPTURE, { timeBudgetMs: 300 }));
    expect(pool.stats()).toEqual({ busy: 1, queued: 1 });
    expect((await first).visits).toBeGreaterThan(1);
    const late = await second;
    // its budget ran out in the queue: the root's evaluation alone decides
    expect(late.visits).toBe(1);
    expect(playMove(CAPTURE.position, CAPTURE.rules, late.move).ok).toBe(true);
  });

  it('refuses a search once closed', async () => {
    const closed = new WorkerPoolRunner({ size: 1 });
    await closed.close();
    await expect(closed.search(request(EMPTY_9, { maxVisits: 4 }))).rejects.toThrow('closed');
  });
});
