import { describe, expect, it } from 'vitest';
import { parseGameTree } from '../sgf/game-tree';
import { fakeNet } from '@domain/bots/search/testing';
import type { NetQuery } from '@domain/bots/types';
import { reviewPlan } from './review-plan';
import { REVIEW_BATCH, REVIEW_VISITS, runReview } from './run-review';
import { biggestMistakes, ownershipPaint, reviewPointOf, type ReviewPoint } from './review-result';

describe('reviewPlan', () => {
  it('asks the network every position of the main line, with the moves so far and the komi', () => {
    const tree = parseGameTree('(;SZ[9]KM[7]AB[cc];W[ee];B[gg](;W[]C[pass])(;W[ff]))');
    const plan = reviewPlan(tree);
    expect(plan?.moves).toEqual(['E5', 'G3', 'pass']);
    expect(plan?.colours).toEqual(['white', 'black', 'white']);
    expect(plan?.queries).toHaveLength(4);
    expect(plan?.queries[0].position.toMove).toBe('white');
    expect(plan?.queries[0].position.signMap[2][2]).toBe(1);
    expect(plan?.queries[2].moves).toEqual(['E5', 'G3']);
    expect(plan?.queries[3].komi).toBe(7);
  });

  it('stops before an illegal move and refuses boards the network does not play', () => {
    const plan = reviewPlan(parseGameTree('(;SZ[9];B[ee];W[ee];B[aa])'));
    expect(plan?.moves).toEqual(['E5']);
    expect(reviewPlan(parseGameTree('(;SZ[7];B[aa])'))).toBeNull();
  });
});

describe('biggestMistakes', () => {
  const point = (blackWinrate: number): ReviewPoint => ({
    blackWinrate,
    blackScoreLead: 0,
    best: 'D4',
  });

  it('lists the biggest win-rate drops of each side, at most five, the biggest first', () => {
    const rates = [0.52, 0.4, 0.6, 0.2, 0.3, 0.25, 0.9, 0.8, 0.86, 0.1, 0.15, 0.14, 0.5, 0.49];
    const colours = rates
      .slice(1)
      .map((_, i): 'black' | 'white' => (i % 2 === 0 ? 'black' : 'white'));
    const moves = colours.map((_, i) => `A${i + 1}`);
    const mistakes = biggestMistakes(rates.map(point), moves, colours);
    const black = mistakes.filter((mistake) => mistake.colour === 'black');
    const white = mistakes.filter((mistake) => mistake.colour === 'white');
    // Black's moves 1, 3, ..., 13 drop 0.12, 0.4, 0.05, 0.1, 0.76, 0.01, 0.01
    expect(black.map((mistake) => mistake.move)).toEqual([9, 3, 1, 7, 5]);
    expect(black[0].drop).toBeCloseTo(0.76);
    expect(black[0]).toMatchObject({ played: 'A9', best: 'D4' });
    // White's moves 2, 4, ..., 12 drop 0.2, 0.1, 0.65, 0.06, 0.05, 0.36: the smallest is left out
    expect(white.map((mistake) => mistake.move)).toEqual([6, 12, 2, 4, 8]);
  });
});

describe('reviewPointOf', () => {
  it("turns the side to move's view into Black's, the search's move the preferred one", () => {
    const plan = reviewPlan(parseGameTree('(;SZ[9];B[ee])'));
    const query = plan!.queries[1];
    const point = reviewPointOf(query, {
      move: 'C7',
      rootEvaluation: {
        boardSize: 9,
        policy: new Float32Array(82),
        winrate: 0.3,
        scoreLead: -2,
        ownership: new Float32Array(81).fill(0.25).fill(-1, 0, 9),
      },
      visits: 8,
      winrate: 0.35,
      batches: 2,
      elapsedMs: 0,
    });
    expect(point).toMatchObject({ blackWinrate: 0.65, blackScoreLead: 2, best: 'C7' });
    // White to move: the top row surely Black's, the rest leaning White's
    const paint = ownershipPaint(point, 9);
    expect(paint?.[0]).toEqual(Array.from({ length: 9 }, () => 1));
    expect(paint?.[8][8]).toBeCloseTo(-0.25);
  });

  it('shows no ownership for a point kept without one, or of another size', () => {
    const point = { blackWinrate: 0.5, blackScoreLead: 0, best: 'pass' };
    expect(ownershipPaint(point, 9)).toBeUndefined();
    expect(ownershipPaint({ ...point, ownership: new Int8Array(81) }, 13)).toBeUndefined();
  });
});

describe('runReview', () => {
  // Black to play; White's three stones in the middle have one liberty left, at F6
  const RECORD = '(;SZ[9]AB[cc][dc][ec][bd][ce][de][ee]AW[cd][dd][ed];B[aa];W[ii];B[ai];W[ia])';

  it("searches every position, in full batches: the win rate is the search's, not the network's", async () => {
    const plan = reviewPlan(parseGameTree(RECORD))!;
    const { evaluate, batches } = fakeNet({ bait: 'B2' });
    const net = {
      evaluate: async (queries: NetQuery[]) => ({ evaluations: await evaluate(queries), ms: 0 }),
    };
    const progress: number[] = [];
    const points = await runReview(plan, net, (done) => progress.push(done));
    expect(points).toHaveLength(5);
    // the network alone gives Black 0.832 (4 stones up); every Black move adds a stone, the
    // capture at F6 four
    expect(points[0].blackWinrate).toBeGreaterThan(0.85);
    expect(batches.every((batch) => batch.length === REVIEW_BATCH)).toBe(true);
    // the padding repeats a batch's last query: distinct lines are what the searches asked
    const lines = new Set(batches.flat().map((query) => query.moves.join(' ')));
    expect(lines.size).toBeGreaterThan(5 * 2);
    expect(lines.size).toBeLessThanOrEqual(5 * REVIEW_VISITS);
    expect(progress.at(-1)).toBe(4);
  });
});
