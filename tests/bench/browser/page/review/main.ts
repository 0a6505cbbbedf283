import { playMove, startPosition, type Position } from '@domain/play/position';
import { parseVertex } from '@domain/play/vertex';
import { reviewPlan } from '@pwa/features/viewer/review/review-plan';
import { runReview } from '@pwa/features/viewer/review/run-review';
import { parseGameTree } from '@pwa/features/viewer/sgf/game-tree';
import { startNetClient } from '@pwa/lib/neural/net-client';
import type { ReviewBenchGlobal } from './review-protocol';

/*
 * The viewer's AI review of a 250-move 19x19 game, timed in the page with the app's own code:
 * the record read, the network's worker started, every position evaluated.
 */
const MOVES = 250;
const LETTERS = 'abcdefghijklmnopqrs';

/** A seeded game of legal moves (the same every run), as an SGF record. */
function randomRecord(): string {
  let state = 7;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let position: Position = startPosition(19, []);
  const nodes: string[] = [];
  while (nodes.length < MOVES) {
    const vertex = `${'ABCDEFGHJKLMNOPQRST'[Math.floor(random() * 19)]}${1 + Math.floor(random() * 19)}`;
    const played = playMove(position, 'chinese', vertex);
    if (!played.ok) continue;
    const point = parseVertex(vertex, 19);
    if (point === null || point === 'pass') continue;
    nodes.push(
      `;${position.toMove === 'black' ? 'B' : 'W'}[${LETTERS[point[0]]}${LETTERS[point[1]]}]`,
    );
    position = played.position;
  }
  return `(;GM[1]FF[4]SZ[19]KM[6.5]${nodes.join('')})`;
}

async function run(): Promise<void> {
  const plan = reviewPlan(parseGameTree(randomRecord()));
  if (!plan || plan.moves.length !== MOVES) throw new Error('The record was not read whole');
  const started = performance.now();
  const net = startNetClient('wasm');
  const backend = await net.ready;
  await runReview(plan, net, () => undefined);
  const ms = performance.now() - started;
  net.stop();
  (globalThis as unknown as ReviewBenchGlobal).goReviewBench = {
    report: { backend, moves: plan.moves.length, ms },
  };
}

run().catch((error: unknown) => {
  (globalThis as unknown as ReviewBenchGlobal).goReviewBench = { error: String(error) };
});
