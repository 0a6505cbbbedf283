import type { PlayRules } from '../../play/types';
import { childOf } from './expansion';
import type { Edge, SearchNode } from './node';

/*
 * PUCT selection as in Leela Zero and KataGo: from a node, the move maximising
 *   Q + C_PUCT × prior × √(parent visits) / (1 + child visits),
 * Q the child's mean value for the player choosing (leaves in flight counted as losses: the
 * virtual loss that spreads one batch over several leaves). A move not yet visited gets the
 * first-play urgency: the node's own network value less FPU_REDUCTION × √(the priors of the
 * moves already visited), so the search widens only as the likely moves disappoint.
 */

export const C_PUCT = 0.8;
export const FPU_REDUCTION = 0.25;

/** The root-to-leaf path the next visit takes; illegal moves met on the way are dropped. */
export function selectPath(root: SearchNode, rules: PlayRules): SearchNode[] {
  const path = [root];
  let node = root;
  while (node.edges !== null && !node.terminal) {
    const next = bestChild(node, node.edges, rules);
    if (next === null) break;
    path.push(next);
    node = next;
  }
  return path;
}

function bestChild(node: SearchNode, edges: Edge[], rules: PlayRules): SearchNode | null {
  for (;;) {
    const edge = bestEdge(node, edges);
    if (edge === null) return null;
    const child = childOf(node, edge, rules);
    if (child !== null) return child;
    edges.splice(edges.indexOf(edge), 1);
  }
}

function bestEdge(node: SearchNode, edges: Edge[]): Edge | null {
  const explore = C_PUCT * Math.sqrt(Math.max(1, node.visits + node.inFlight));
  let visitedPrior = 0;
  for (const edge of edges)
    if (edge.child && edge.child.visits + edge.child.inFlight > 0) visitedPrior += edge.prior;
  const firstPlay = node.ownValue - FPU_REDUCTION * Math.sqrt(visitedPrior);
  let best: Edge | null = null;
  let bestScore = -Infinity;
  for (const edge of edges) {
    const child = edge.child;
    const visits = child ? child.visits + child.inFlight : 0;
    const q = visits > 0 && child ? child.meanWithVirtualLoss : firstPlay;
    const score = q + (explore * edge.prior) / (1 + visits);
    if (score > bestScore) {
      bestScore = score;
      best = edge;
    }
  }
  return best;
}
