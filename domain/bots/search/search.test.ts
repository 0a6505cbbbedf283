import { describe, expect, it } from 'vitest';
import { playMove, startPosition, type Position } from '../../play/position';
import { drawnPosition } from '../testing';
import type { BatchEvaluator, NetQuery } from '../types';
import { search, type SearchOptions } from './search';
import { FakeClock, fakeNet } from './testing';

function queryAt(position: Position): NetQuery {
  return { position, moves: [], komi: 0, rules: 'chinese' };
}

const UNLIMITED: SearchOptions = {
  maxVisits: 64,
  batchSize: 4,
  timeBudgetMs: Infinity,
  now: () => 0,
};

// White's three stones in the middle have one liberty left, at F4.
const WHITE_IN_ATARI = ['', '', '..xxx', '.xooo.', '..xxx'];
// Black's three stones have one liberty left, at F5: extending there saves them.
const BLACK_IN_ATARI = ['', '..ooo', '.oxxx', '..ooo'];

describe('search', () => {
  it('captures the stones in atari, though the policy likes another move better', async () => {
    const { evaluate } = fakeNet({ bait: 'B2' });
    const result = await search(evaluate, queryAt(drawnPosition(7, WHITE_IN_ATARI)), UNLIMITED);
    expect(result.move).toBe('F4');
    expect(result.winrate).toBeGreaterThan(0.7);
  });

  it('saves its own stones in atari rather than play the bait', async () => {
    const { evaluate } = fakeNet({ bait: 'B2' });
    const result = await search(evaluate, queryAt(drawnPosition(7, BLACK_IN_ATARI)), UNLIMITED);
    expect(result.move).toBe('F5');
  });

  it('plays exactly its visits, the leaves of a batch all different positions', async () => {
    const { evaluate, batches } = fakeNet();
    const result = await search(evaluate, queryAt(startPosition(7, [])), {
      ...UNLIMITED,
      maxVisits: 50,
      batchSize: 8,
    });
    expect(result.visits).toBe(50);
    const evaluated = batches.reduce((sum, batch) => sum + batch.length, 0);
    expect(evaluated).toBeLessThanOrEqual(50);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(8);
    for (const batch of batches) {
      const lines = batch.map((query) => query.moves.join(' '));
      expect(new Set(lines).size).toBe(batch.length);
    }
  });

  it('stops before its time budget runs out, with time the visits would have needed', async () => {
    const clock = new FakeClock();
    const { evaluate, batches } = fakeNet({ clock, batchMs: 30, queryMs: 5 });
    const result = await search(evaluate, queryAt(startPosition(9, [])), {
      maxVisits: 10_000,
      batchSize: 8,
      timeBudgetMs: 400,
      now: clock.now,
    });
    expect(clock.ms).toBeLessThanOrEqual(400);
    expect(result.elapsedMs).toBe(clock.ms);
    expect(clock.ms).toBeGreaterThan(400 - (30 + 5 * 8));
    expect(result.visits).toBeLessThan(10_000);
    expect(batches.length).toBe(result.batches);
  });

  it('with no time for a batch, plays the root’s likeliest legal move', async () => {
    const clock = new FakeClock();
    const { evaluate, batches } = fakeNet({ clock, batchMs: 100, bait: 'C3' });
    const result = await search(evaluate, queryAt(startPosition(9, [])), {
      ...UNLIMITED,
      timeBudgetMs: 150,
      now: clock.now,
    });
    expect(batches).toHaveLength(1);
    expect(result.visits).toBe(1);
    expect(result.move).toBe('C3');
  });

  it('never plays an illegal move, however the policy points at one', async () => {
    // A5 is suicide for black; C3 would retake the ko at once
    const suicide = drawnPosition(5, ['.o...', 'o....', '..x..', '.xox.', '..x..']);
    const ko: Position = {
      ...drawnPosition(5, ['.....', '..o..', '.o.o.', '.xox.', '..x..']),
      koPoint: [2, 2],
    };
    const crowded = drawnPosition(5, ['xo...', 'oo...', '..x..', '.xox.', '..x..']);
    for (const start of [suicide, ko, crowded]) {
      const size = start.size;
      const policy = () => {
        const weights = new Float32Array(size * size + 1).fill(1e-6);
        weights[0] = 0.5; // A5: suicide, or occupied
        weights[2 * size + 2] = 0.4; // C3: the ko point, or occupied
        return weights;
      };
      for (const maxVisits of [1, 2, 40]) {
        const { evaluate } = fakeNet({ policy });
        const { move } = await search(evaluate, queryAt(start), { ...UNLIMITED, maxVisits });
        expect(playMove(start, 'chinese', move).ok, `${move} after ${maxVisits} visits`).toBe(true);
      }
    }
  });

  describe('with the score weighed (scoreUtility)', () => {
    // Black is lost whatever it plays: the chance to win tells no move from another
    const { evaluate } = fakeNet({ bait: 'B2' });
    const blackLost: BatchEvaluator = async (queries) =>
      (await evaluate(queries)).map((evaluation, index) => ({
        ...evaluation,
        winrate: queries[index].position.toMove === 'black' ? 0.02 : 0.98,
      }));
    const query = queryAt(drawnPosition(7, WHITE_IN_ATARI));

    it('takes the stones that lose by less, where the chance to win alone follows the policy', async () => {
      const plain = await search(blackLost, query, UNLIMITED);
      const weighed = await search(blackLost, query, { ...UNLIMITED, scoreUtility: 0.3 });
      expect(plain.move).toBe('B2');
      expect(weighed.move).toBe('F4');
    });

    it('reports the chance to win alone', async () => {
      const weighed = await search(blackLost, query, { ...UNLIMITED, scoreUtility: 0.3 });
      expect(weighed.winrate).toBeCloseTo(0.02, 6);
    });
  });
});
