import type {
  BatchEvaluator,
  NetEvaluation,
  NetQuery,
  SearchRequest,
  SearchResult,
} from '../types';
import { BatchTiming } from './batch-timing';
import { childOf, edgesFor, terminalValue } from './expansion';
import { SearchNode } from './node';
import { selectPath } from './selection';

/** The request's limits, the clock they are read on and the root's weights. */
export interface SearchOptions extends Pick<SearchRequest, 'maxVisits' | 'batchSize'> {
  /** the search stops before a batch that would end after this many ms from its start */
  timeBudgetMs: number;
  now: () => number;
  /** the root's move weights instead of its policy (a style's), size*size entries */
  rootWeights?: (evaluation: NetEvaluation) => ArrayLike<number>;
}

/**
 * A Monte Carlo tree search with the network (PUCT, selection.ts): the root is evaluated, then
 * batches of leaves picked under virtual loss are evaluated together and their values backed up,
 * until the visits or the time run out. The move is the root's most visited.
 */
export async function search(
  evaluate: BatchEvaluator,
  query: NetQuery,
  options: SearchOptions,
): Promise<SearchResult> {
  const started = options.now();
  const timing = new BatchTiming();
  const root = new SearchNode(query.position, query.moves);
  const [rootEvaluation] = await evaluate([query]);
  timing.record(1, options.now() - started);
  root.evaluation = rootEvaluation;
  root.edges = edgesFor(root, rootEvaluation, options.rootWeights?.(rootEvaluation));
  backUp([root], 1 - rootEvaluation.winrate);
  let batches = 1;

  while (root.visits < options.maxVisits && !root.terminal) {
    const wanted = Math.min(options.batchSize, options.maxVisits - root.visits);
    const remaining = options.timeBudgetMs - (options.now() - started);
    const size = timing.largestWithin(wanted, remaining);
    if (size === 0) break;
    const { leaves, ended } = gatherLeaves(root, size, query);
    if (leaves.length === 0) {
      if (ended === 0) break;
      continue;
    }
    const sent = options.now();
    const evaluations = await evaluate(
      leaves.map((path) => leafQuery(path[path.length - 1], query)),
    );
    timing.record(leaves.length, options.now() - sent);
    batches++;
    leaves.forEach((path, index) => {
      const leaf = path[path.length - 1];
      const evaluation = evaluations[index];
      leaf.pending = false;
      leaf.evaluation = evaluation;
      leaf.edges = edgesFor(leaf, evaluation);
      for (const node of path) node.inFlight--;
      backUp(path, 1 - evaluation.winrate);
    });
  }

  return {
    move: mostVisited(root, query),
    rootEvaluation,
    visits: root.visits,
    winrate: 1 - root.mean,
    batches,
    elapsedMs: options.now() - started,
  };
}

/**
 * Up to `size` leaves for the network, each path marked in flight (virtual loss). Games ended
 * in the tree are backed up at once (`ended`, counted in `size`). A leaf picked twice stops
 * the gathering: the tree has no other leaf worth as much yet.
 */
function gatherLeaves(
  root: SearchNode,
  size: number,
  query: NetQuery,
): { leaves: SearchNode[][]; ended: number } {
  const leaves: SearchNode[][] = [];
  let ended = 0;
  while (leaves.length + ended < size) {
    const path = selectPath(root, query.rules);
    const leaf = path[path.length - 1];
    if (leaf.terminal) {
      backUp(path, terminalValue(path[path.length - 2] ?? leaf, query.komi));
      ended++;
      continue;
    }
    if (leaf.pending || leaf.evaluation !== null) break;
    leaf.pending = true;
    for (const node of path) node.inFlight++;
    leaves.push(path);
  }
  return { leaves, ended };
}

/** Adds a visit along the path, `value` being the leaf's (alternating sides upwards). */
function backUp(path: readonly SearchNode[], value: number): void {
  let current = value;
  for (let i = path.length - 1; i >= 0; i--) {
    path[i].visits++;
    path[i].valueSum += current;
    current = 1 - current;
  }
}

function leafQuery(leaf: SearchNode, query: NetQuery): NetQuery {
  return { ...query, position: leaf.position, moves: leaf.moves };
}

/** The root's most visited move (the likelier on a tie); without visits, its likeliest legal one. */
function mostVisited(root: SearchNode, query: NetQuery): string {
  let best: { move: string; visits: number } | null = null;
  for (const edge of root.edges ?? []) {
    const visits = edge.child?.visits ?? 0;
    if (visits > 0 && (best === null || visits > best.visits)) best = { move: edge.move, visits };
  }
  if (best) return best.move;
  for (const edge of root.edges ?? []) if (childOf(root, edge, query.rules)) return edge.move;
  return 'pass';
}
