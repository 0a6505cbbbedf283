import { playMove } from '../../play/position';
import type { PlayRules } from '../../play/types';
import { formatVertex } from '../../play/vertex';
import { isOwnEye } from '../move-choice';
import type { NetEvaluation } from '../types';
import { SearchNode, type Edge } from './node';

/**
 * The moves from an evaluated position with their priors: the policy (or the given weights,
 * e.g. a style's at the root) over the empty points, less the basic ko point and the side to
 * move's own eyes, and pass; normalised to sum 1, likeliest first. Suicide and superko are
 * found when a move is first tried (childOf).
 */
export function edgesFor(
  node: SearchNode,
  evaluation: NetEvaluation,
  weights: ArrayLike<number> = evaluation.policy,
): Edge[] {
  const { position } = node;
  const { size, signMap, koPoint } = position;
  const own = position.toMove === 'black' ? 1 : -1;
  const edges: Edge[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (signMap[y][x] !== 0) continue;
      if (koPoint !== null && koPoint[0] === x && koPoint[1] === y) continue;
      if (surroundedBy(signMap, x, y, own) && isOwnEye(signMap, x, y, own)) continue;
      edges.push({ move: formatVertex([x, y], size), prior: weights[y * size + x], child: null });
    }
  }
  edges.push({ move: 'pass', prior: evaluation.policy[size * size], child: null });
  const total = edges.reduce((sum, edge) => sum + Math.max(0, edge.prior), 0);
  for (const edge of edges) {
    edge.prior = total > 0 ? Math.max(0, edge.prior) / total : 1 / edges.length;
  }
  return edges.sort((a, b) => b.prior - a.prior);
}

/** The node the edge leads to, made on first use; null when the move is illegal. */
export function childOf(node: SearchNode, edge: Edge, rules: PlayRules): SearchNode | null {
  if (edge.child) return edge.child;
  const played = playMove(node.position, rules, edge.move);
  if (!played.ok) return null;
  edge.child = new SearchNode(played.position, [...node.moves, edge.move]);
  return edge.child;
}

/**
 * The lead in a finished game (two passes) of the player who passed last: the board counted by
 * the network's ownership of the position before (the same board, so dead stones count for
 * their captor), with the komi.
 */
export function terminalLead(parent: SearchNode, komi: number): number {
  const ownership = parent.evaluation?.ownership;
  if (!ownership) return 0;
  let lead = 0;
  for (const value of ownership) lead += value;
  return lead + (parent.position.toMove === 'white' ? komi : -komi);
}

/** Every orthogonal neighbour is a stone of `sign` (a quick test before isOwnEye's full one). */
function surroundedBy(signMap: readonly (readonly number[])[], x: number, y: number, sign: number) {
  const size = signMap.length;
  return (
    (x === 0 || signMap[y][x - 1] === sign) &&
    (x === size - 1 || signMap[y][x + 1] === sign) &&
    (y === 0 || signMap[y - 1][x] === sign) &&
    (y === size - 1 || signMap[y + 1][x] === sign)
  );
}
