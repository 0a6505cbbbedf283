import { playMove } from '../play/position';
import { bestBySearch, candidates, chooseMove } from './move-choice';
import { batchEvaluator } from './search/batch-evaluator';
import { runSearchRequest } from './search/search-request';
import type {
  BotStyle,
  ModernStrength,
  NetEvaluation,
  NetQuery,
  NetRunner,
  SearchRequest,
} from './types';

/** Leaves a tree search sends to the network together when its strength does not say. */
export const DEFAULT_SEARCH_BATCH = 8;

export interface ModernMove {
  /** a GTP vertex or 'pass' */
  move: string;
  /** the network's view of the position before the move (the bot's own winrate, ownership) */
  evaluation: NetEvaluation;
  /** the tree search's numbers, when one decided the move */
  search?: { visits: number; winrate: number; elapsedMs: number };
}

export interface ModernMoveOptions {
  /** the most the tree search may think (searchTimeBudgetMs from the clock); default no limit */
  timeBudgetMs?: number;
  /**
   * the clock the budget is read on; default Date.now. A runner that searches itself
   * (NetRunner.search, the server's worker threads) reads the wall clock from the call.
   */
  now?: () => number;
}

/**
 * The modern bot's move, on the server and in the browser alike, on every board size: a strength
 * with `visits` runs a tree search (search/search.ts) within those visits and the time budget,
 * in the runner's own thread when it can (NetRunner.search), else here over its batches;
 * one with `search` re-ranks its candidates by the value after playing them; otherwise the move
 * its strength picks from the network's answer.
 */
export async function modernMove(
  runner: NetRunner,
  query: NetQuery,
  strength: ModernStrength,
  style: BotStyle,
  random: () => number,
  options: ModernMoveOptions = {},
): Promise<ModernMove> {
  if ((strength.visits ?? 0) > 1) {
    const request: SearchRequest = {
      query,
      maxVisits: strength.visits ?? 1,
      batchSize: strength.batch ?? DEFAULT_SEARCH_BATCH,
      style,
      timeBudgetMs: options.timeBudgetMs ?? Infinity,
      scoreUtility: strength.scoreUtility,
    };
    const result = runner.search
      ? await runner.search(request)
      : await runSearchRequest(batchEvaluator(runner), request, options.now ?? Date.now);
    const { visits, winrate, elapsedMs } = result;
    return {
      move: result.move,
      evaluation: result.rootEvaluation,
      search: { visits, winrate, elapsedMs },
    };
  }
  const evaluation = await runner.evaluate(query);
  if (strength.search <= 0) {
    return { move: chooseMove(evaluation, query.position, strength, style, random), evaluation };
  }
  const moves = candidates(evaluation, query.position, strength, style, random);
  if (moves.length <= 1) return { move: moves[0] ?? 'pass', evaluation };
  const winrates = await Promise.all(
    moves.map(async (move) => {
      const played = playMove(query.position, query.rules, move);
      if (!played.ok) return -1;
      const reply = await runner.evaluate({
        ...query,
        position: played.position,
        moves: [...query.moves, move],
      });
      return 1 - reply.winrate;
    }),
  );
  return { move: bestBySearch(moves, winrates), evaluation };
}
