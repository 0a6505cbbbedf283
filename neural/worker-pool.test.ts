import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVertex } from '../domain/play/vertex';
import type { NetEvaluation } from '../domain/bots/types';
import { WorkerPoolRunner } from './worker-pool';
import { CAPTURE, CAPTURE_MOVE, EMPTY_9, ESCAPE, ESCAPE_MOVE } from './testing-positions';

function probabilityOf(evaluation: NetEvaluation, move: string): number {
  const point = parseVertex(move, evaluation.boardSize);
  if (point === null || point === 'pass') throw new Error(move);
  return evaluation.policy[point[1] * evaluation.boardSize + point[0]];
}

describe('WorkerPoolRunner (the real network in worker threads)', () => {
  let pool: WorkerPoolRunner;
  beforeAll(async () => {
    pool = new WorkerPoolRunner({ size: 2, symmetry: () => 0 });
    await pool.ready;
  }, 60_000);
  afterAll(() => pool.close());

  it('answers concurrent queries, each its own, and counts busy workers and the queue', async () => {
    expect(pool.stats()).toEqual({ busy: 0, queued: 0 });
    const answers = Promise.all([
      pool.evaluate(CAPTURE),
      pool.evaluate(ESCAPE),
      pool.evaluate(CAPTURE),
    ]);
    expect(pool.stats().busy).toBe(2);
    const [capture, escape, again] = await answers;
    expect(probabilityOf(capture, CAPTURE_MOVE)).toBeGreaterThan(0.5);
    expect(probabilityOf(escape, ESCAPE_MOVE)).toBeGreaterThan(0.4);
    expect(probabilityOf(again, CAPTURE_MOVE)).toBeCloseTo(probabilityOf(capture, CAPTURE_MOVE), 4);
    expect(pool.stats()).toEqual({ busy: 0, queued: 0 });
  });

  it('fails a query the worker cannot encode, and goes on answering', async () => {
    const broken = { ...CAPTURE, position: { ...CAPTURE.position, signMap: [] } };
    await expect(pool.evaluate(broken)).rejects.toThrow('The network failed');
    expect(probabilityOf(await pool.evaluate(CAPTURE), CAPTURE_MOVE)).toBeGreaterThan(0.5);
  });

  it('queues what the workers cannot take at once, in order', async () => {
    const many = new WorkerPoolRunner({ size: 1, maxBatch: 1, symmetry: () => 0 });
    try {
      await many.ready;
      const answers = Promise.all([
        many.evaluate(CAPTURE),
        many.evaluate(ESCAPE),
        many.evaluate(CAPTURE),
      ]);
      expect(many.stats()).toEqual({ busy: 1, queued: 2 });
      const [first, second, third] = await answers;
      expect(probabilityOf(first, CAPTURE_MOVE)).toBeGreaterThan(0.5);
      expect(probabilityOf(second, ESCAPE_MOVE)).toBeGreaterThan(0.4);
      expect(probabilityOf(third, CAPTURE_MOVE)).toBeGreaterThan(0.5);
    } finally {
      await many.close();
    }
  }, 60_000);

  it('runs each batch at one board size, answering every query at its own', async () => {
    const one = new WorkerPoolRunner({ size: 1, maxBatch: 4, symmetry: () => 0 });
    try {
      await one.ready;
      const answers = Promise.all([
        one.evaluate(CAPTURE),
        one.evaluate(EMPTY_9),
        one.evaluate(ESCAPE),
        one.evaluate(EMPTY_9),
      ]);
      // CAPTURE goes alone (sent at once), then the two 9x9 boards together (a mixed batch
      // would fail to encode), then ESCAPE
      expect(one.stats()).toEqual({ busy: 1, queued: 3 });
      const [capture, empty, escape, again] = await answers;
      expect(probabilityOf(capture, CAPTURE_MOVE)).toBeGreaterThan(0.5);
      expect(probabilityOf(escape, ESCAPE_MOVE)).toBeGreaterThan(0.4);
      expect(empty.policy).toHaveLength(82);
      expect(empty.winrate).toBeGreaterThan(0.4);
      expect(empty.winrate).toBeLessThan(0.6);
      expect(again.winrate).toBeCloseTo(empty.winrate, 4);
    } finally {
      await one.close();
    }
  }, 60_000);

  it('gives the same answer under a symmetry, read back onto the board', async () => {
    const mirrored = new WorkerPoolRunner({ size: 1, symmetry: () => 5 });
    try {
      const answer = await mirrored.evaluate(CAPTURE);
      expect(probabilityOf(answer, CAPTURE_MOVE)).toBeGreaterThan(0.5);
    } finally {
      await mirrored.close();
    }
  }, 60_000);

  it('refuses queries once closed', async () => {
    const closed = new WorkerPoolRunner({ size: 1 });
    await closed.close();
    await expect(closed.evaluate(CAPTURE)).rejects.toThrow('closed');
  });

  it('fails the queries when the model cannot be loaded', async () => {
    const broken = new WorkerPoolRunner({ size: 1, modelDir: '/nonexistent/model' });
    try {
      const query = broken.evaluate(CAPTURE);
      await expect(broken.ready).rejects.toThrow('did not start');
      await expect(query).rejects.toThrow('did not start');
      await expect(broken.evaluate(CAPTURE)).rejects.toThrow('did not start');
    } finally {
      await broken.close();
    }
  }, 60_000);
});
