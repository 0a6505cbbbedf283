import type {
  BatchEvaluator,
  NetEvaluation,
  NetQuery,
  SearchRequest,
  SearchResult,
} from '../types';
import { BatchTiming } from './batch-timing';
import type { PlayColour } from '../../play/types';
import { childOf, edgesFor, terminalLead } from './expansion';
import { SearchNode } from './node';
import { NO_SCORE_UTILITY, scoreBonus, scoreUtilityAt, type ScoreUtility } from './score-utility';
import { selectPath } from './selection';

/** The request's limits, the clock they are read on and the root's weights. */
export interface SearchOptions extends Pick<
  SearchRequest,
  'maxVisits' | 'batchSize' | 'scoreUtility'
> {
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
  const utility = options.scoreUtility
    ? scoreUtilityAt(
        options.scoreUtility,
        query.position.size,
        query.position.toMove,
        rootEvaluation.scoreLead,
      )
    : NO_SCORE_UTILITY;
  root.edges = edgesFor(root, rootEvaluation, options.rootWeights?.(rootEvaluation));
  settle([root], rootEvaluation, utility);
  let batches = 1;

  while (root.visits < options.maxVisits && !root.terminal) {
    const wanted = Math.min(options.batchSize, options.maxVisits - root.visits);
    const remaining = options.timeBudgetMs - (options.now() - started);
    const size = timing.largestWithin(wanted, remaining);
    if (size === 0) break;
    const { leaves, ended } = gatherLeaves(root, size, query, utility);
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
      leaf.edges = edgesFor(leaf, evaluation);
      for (const node of path) node.inFlight--;
      settle(path, evaluations[index], utility);
    });
  }

  return {
    move: mostVisited(root, query),
    rootEvaluation,
    visits: root.visits,
    winrate: 1 - root.meanWin,
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
  utility: ScoreUtility,
): { leaves: SearchNode[][]; ended: number } {
  const leaves: SearchNode[][] = [];
  let ended = 0;
  while (leaves.length + ended < size) {
    const path = selectPath(root, query.rules);
    const leaf = path[path.length - 1];
    if (leaf.terminal) {
      backUpEnded(path, query.komi, utility);
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

/**
 * The path's leaf evaluated: its value for the side to move there kept (the first-play urgency's
 * base), and a visit backed up along the path with the value for the player who moved into it.
 */
function settle(path: readonly SearchNode[], evaluation: NetEvaluation, utility: ScoreUtility) {
  const leaf = path[path.length - 1];
  const toMove = leaf.position.toMove;
  const leadForBlack = toMove === 'black' ? evaluation.scoreLead : -evaluation.scoreLead;
  const bonus = scoreBonus(utility, toMove, leadForBlack);
  leaf.evaluation = evaluation;
  leaf.ownValue = evaluation.winrate + bonus;
  backUp(path, 1 - evaluation.winrate - bonus, 1 - evaluation.winrate);
}

/** A game ended in the tree (two passes): its count backed up for the player who passed last. */
function backUpEnded(path: readonly SearchNode[], komi: number, utility: ScoreUtility): void {
  const leaf = path[path.length - 1];
  const parent = path[path.length - 2] ?? leaf;
  const passer: PlayColour = parent.position.toMove;
  const lead = terminalLead(parent, komi);
  const win = lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
  const bonus = scoreBonus(utility, passer, passer === 'black' ? lead : -lead);
  backUp(path, win + bonus, win);
}

/**
 * Adds a visit along the path, `value` and `win` being the leaf's for the player who moved into
 * it (each side's is 1 less the other's, going up).
 */
function backUp(path: readonly SearchNode[], value: number, win: number): void {
  let current = value;
  let currentWin = win;
  for (let i = path.length - 1; i >= 0; i--) {
    path[i].visits++;
    path[i].valueSum += current;
    path[i].winSum += currentWin;
    current = 1 - current;
    currentWin = 1 - currentWin;
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
