import { playMove, type Position } from '../play/position';
import type { PlayColour } from '../play/types';
import { formatVertex, type Point } from '../play/vertex';
import type { NetEvaluation, NetQuery, NetRunner } from './types';

/**
 * A group is dead when the network gives its points, on average, to the other side at least this
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
 * Groups: chains of one colour joined when they share a liberty (an empty point next to both),
 * as a player sees B7-B8 and B5 with B6 empty between them as one group.
 */
export function groupsOf(position: Position): Point[][] {
  const { size, signMap } = position;
  const chains = chainsOf(position);
  const chainAt = new Map<number, number>();
  chains.forEach((chain, index) => chain.forEach(([x, y]) => chainAt.set(y * size + x, index)));
  const parent = chains.map((_, index) => index);
  const root = (index: number): number =>
    parent[index] === index ? index : (parent[index] = root(parent[index]));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (signMap[y][x] !== 0) continue;
      const neighbours = [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ].filter(([nx, ny]) => nx >= 0 && ny >= 0 && nx < size && ny < size && signMap[ny][nx] !== 0);
      for (const [ax, ay] of neighbours) {
        for (const [bx, by] of neighbours) {
          if (signMap[ay][ax] !== signMap[by][bx]) continue;
          const a = root(chainAt.get(ay * size + ax) as number);
          parent[a] = root(chainAt.get(by * size + bx) as number);
        }
      }
    }
  }
  const groups = new Map<number, Point[]>();
  chains.forEach((chain, index) =>
    groups.set(root(index), [...(groups.get(root(index)) ?? []), ...chain]),
  );
  return [...groups.values()];
}

/**
 * The dead stones (GTP, sorted) by whole groups (groupsOf): a group is dead when, in every look
 * (an ownership map from black's view), the mean ownership over its stones belongs to the other
 * side by DEAD_OWNERSHIP or more. A group some look leaves undecided (or alive) is not
 * proposed: the players decide it.
 */
export function deadGroups(position: Position, looks: readonly Float32Array[]): string[] {
  const { size, signMap } = position;
  const dead: string[] = [];
  for (const group of groupsOf(position)) {
    const [gx, gy] = group[0];
    const colour = signMap[gy][gx];
    const sure = looks.every((ownership) => {
      const mean = group.reduce((sum, [x, y]) => sum + ownership[y * size + x], 0) / group.length;
      return mean * colour <= -DEAD_OWNERSHIP;
    });
    if (sure) dead.push(...group.map((point) => formatVertex(point, size)));
  }
  return dead.sort();
}

/** The dead stones by one evaluation of `position` (its side to move's view), group by group. */
export function deadStonesFromOwnership(position: Position, evaluation: NetEvaluation): string[] {
  return deadGroups(position, [blackOwnership(evaluation, position.toMove)]);
}

/** Evaluations per side to move, averaged (each under a symmetry of the runner's choice). */
export const EVALUATIONS_PER_LOOK = 2;

/**
 * The end-of-game proposal: the network looks at the position with each side to move (the
 * query, and after one more pass; each look the mean of EVALUATIONS_PER_LOOK evaluations), so
 * that a group is taken off only when it is dead even if its owner plays first, and a group
 * either look cannot decide is left to the players.
 */
export async function proposeDeadStones(runner: NetRunner, query: NetQuery): Promise<string[]> {
  const passed = playMove(query.position, query.rules, 'pass');
  const sides: NetQuery[] = [query];
  if (passed.ok) {
    sides.push({ ...query, position: passed.position, moves: [...query.moves, 'pass'] });
  }
  const queries = sides.flatMap((side) => Array<NetQuery>(EVALUATIONS_PER_LOOK).fill(side));
  const evaluations = runner.evaluateBatch
    ? await runner.evaluateBatch(queries)
    : await Promise.all(queries.map((each) => runner.evaluate(each)));
  const looks = sides.map((side, at) => {
    const mean = new Float32Array(side.position.size ** 2);
    for (const evaluation of evaluations.slice(
      at * EVALUATIONS_PER_LOOK,
      (at + 1) * EVALUATIONS_PER_LOOK,
    )) {
      blackOwnership(evaluation, side.position.toMove).forEach((owner, point) => {
        mean[point] += owner / EVALUATIONS_PER_LOOK;
      });
    }
    return mean;
  });
  return deadGroups(query.position, looks);
}
