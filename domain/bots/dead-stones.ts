import { playMove, type Position } from '../play/position';
import type { PlayColour } from '../play/types';
import { formatVertex, type Point } from '../play/vertex';
import type { NetEvaluation, NetQuery, NetRunner } from './types';

/**
 * A chain is dead when the network gives its points, on average, to the other side at least this
 * surely (in every look); a mean between -DEAD_OWNERSHIP and DEAD_OWNERSHIP is undecided.
 */
export const DEAD_OWNERSHIP = 0.5;

/** The stones of one colour connected along the lines, as [x, y] points. */
export function chainsOf(position: Position): Point[][] {
  const { size, signMap } = position;
  const seen = signMap.map((row) => row.map(() => false));
  const chains: Point[][] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (signMap[y][x] === 0 || seen[y][x]) continue;
      const chain: Point[] = [];
      const stack: Point[] = [[x, y]];
      seen[y][x] = true;
      while (stack.length > 0) {
        const [px, py] = stack.pop() as Point;
        chain.push([px, py]);
        for (const [nx, ny] of [
          [px - 1, py],
          [px + 1, py],
          [px, py - 1],
          [px, py + 1],
        ]) {
          if (nx < 0 || ny < 0 || nx >= size || ny >= size || seen[ny][nx]) continue;
          if (signMap[ny][nx] !== signMap[y][x]) continue;
          seen[ny][nx] = true;
          stack.push([nx, ny]);
        }
      }
      chains.push(chain);
    }
  }
  return chains;
}

/** The network's ownership turned to black's view (+1 black's) from `toMove`'s. */
export function blackOwnership(evaluation: NetEvaluation, toMove: PlayColour): Float32Array {
  const view = toMove === 'black' ? 1 : -1;
  return evaluation.ownership.map((owner) => owner * view);
}

/**
 * The dead stones (GTP, sorted) by whole chains: a chain is dead when, in every look (an
 * ownership map from black's view), the mean ownership over its stones belongs to the other
 * side by DEAD_OWNERSHIP or more. A chain some look leaves undecided (or alive) is not proposed:
 * the players decide it.
 */
export function deadChains(position: Position, looks: readonly Float32Array[]): string[] {
  const { size, signMap } = position;
  const dead: string[] = [];
  for (const chain of chainsOf(position)) {
    const [cx, cy] = chain[0];
    const colour = signMap[cy][cx];
    const sure = looks.every((ownership) => {
      const mean = chain.reduce((sum, [x, y]) => sum + ownership[y * size + x], 0) / chain.length;
      return mean * colour <= -DEAD_OWNERSHIP;
    });
    if (sure) dead.push(...chain.map((point) => formatVertex(point, size)));
  }
  return dead.sort();
}

/** The dead stones by one evaluation of `position` (its side to move's view), chain by chain. */
export function deadStonesFromOwnership(position: Position, evaluation: NetEvaluation): string[] {
  return deadChains(position, [blackOwnership(evaluation, position.toMove)]);
}

/**
 * The end-of-game proposal: the network looks at the position with each side to move (the
 * query, and after one more pass), so that a chain is taken off only when it is dead even if
 * its owner plays first, and a chain either look cannot decide is left to the players.
 */
export async function proposeDeadStones(runner: NetRunner, query: NetQuery): Promise<string[]> {
  const passed = playMove(query.position, query.rules, 'pass');
  const queries: NetQuery[] = [query];
  if (passed.ok)
    queries.push({ ...query, position: passed.position, moves: [...query.moves, 'pass'] });
  const evaluations = runner.evaluateBatch
    ? await runner.evaluateBatch(queries)
    : await Promise.all(queries.map((each) => runner.evaluate(each)));
  const looks = evaluations.map((evaluation, at) =>
    blackOwnership(evaluation, queries[at].position.toMove),
  );
  return deadChains(query.position, looks);
}
