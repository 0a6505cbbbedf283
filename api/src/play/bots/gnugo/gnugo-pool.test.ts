import { afterEach, describe, expect, it } from 'vitest';
import { GnugoPool } from './gnugo-pool';
import { gnugoPathForTests, state9x9 } from './gnugo-test-support';

describe('GnugoPool', () => {
  let pool: GnugoPool;
  afterEach(async () => {
    await pool.close();
  });

  it('queues moves beyond its engines and answers them first come, first served', async () => {
    pool = new GnugoPool({ path: gnugoPathForTests(), size: 1 });
    const answered: string[] = [];
    const games = [['E5'], [], ['C3', 'G7']].map((moves, index) =>
      pool.genmove(state9x9(moves)).then((move) => {
        answered.push(`game ${index}`);
        return move;
      }),
    );
    expect(pool.stats()).toEqual({ busy: 1, queued: 2 });
    const moves = await Promise.all(games);
    expect(answered).toEqual(['game 0', 'game 1', 'game 2']);
    for (const move of moves) expect(move).toMatch(/^[A-HJ][1-9]$/);
    expect(pool.stats()).toEqual({ busy: 0, queued: 0 });
  });

  it('runs as many moves at once as it has engines', async () => {
    pool = new GnugoPool({ path: gnugoPathForTests(), size: 2 });
    const both = [pool.genmove(state9x9([])), pool.genmove(state9x9(['E5']))];
    expect(pool.stats()).toEqual({ busy: 2, queued: 0 });
    await Promise.all(both);
  });

  it('goes on with a game after its engine played another one', async () => {
    pool = new GnugoPool({ path: gnugoPathForTests(), size: 1 });
    const first = await pool.genmove(state9x9(['E5']));
    await pool.genmove(state9x9(['C3']));
    const next = state9x9(['E5', first, 'G3']);
    const answer = await pool.genmove(next);
    expect(answer).toMatch(/^[A-HJ][1-9]$/);
    expect(['E5', first, 'G3']).not.toContain(answer);
  });

  it('fails the waiting moves when closed', async () => {
    pool = new GnugoPool({ path: gnugoPathForTests(), size: 1 });
    const running = pool.genmove(state9x9([], 10));
    const waiting = pool.genmove(state9x9(['E5']));
    await pool.close();
    await expect(waiting).rejects.toThrow('GNU Go pool closed');
    await running.catch(() => undefined);
    await expect(pool.genmove(state9x9([]))).rejects.toThrow('GNU Go pool closed');
  });
});
