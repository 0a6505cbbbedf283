import { modernMove, type ModernMove } from '@domain/bots/modern-move';
import { isBeginner } from '@domain/bots/ranks';
import { shouldResign } from '@domain/bots/resignation';
import type { BotStyle, ModernStrength, NetQuery, NetRunner } from '@domain/bots/types';

/**
 * The most a tree search thinks on one move on the device, so that the offline bot answers
 * within about 5 s even on a phone-class CPU (bots.browser_search_move_ms_*_cpu4x).
 */
export const DEVICE_SEARCH_BUDGET_MS = 4000;

/** What the bot is asked on its turn. */
export interface BotTurn {
  query: NetQuery;
  strength: ModernStrength;
  style: BotStyle;
  /** the bot's winrates before its earlier moves, newest last (for resigning) */
  recentWinrates: readonly number[];
  /** the player's rank, null when unknown (then treated as a beginner: the bot never resigns) */
  opponentRank: string | null;
  /** what the bot's clock lets a tree search think (searchTimeBudgetMs), when it has a clock */
  clockBudgetMs?: number;
}

/** The bot's answer. */
export interface BotAnswer {
  /** a GTP vertex, 'pass' or 'resign' */
  move: string;
  /** the bot's winrate in the position it was asked about */
  winrate: number;
  /** the network's ownership estimate from black's view (+1 black), index y * size + x */
  ownership: number[];
  /** the tree search's numbers, when one chose the move */
  search?: ModernMove['search'];
}

/** A search's time on the device: the device's limit, or the clock's when that is smaller. */
export function deviceSearchBudgetMs(turn: BotTurn): number {
  return Math.min(DEVICE_SEARCH_BUDGET_MS, turn.clockBudgetMs ?? Infinity);
}

/**
 * The modern bot's move on the device: domain/bots' modernMove (the server's own choice), or
 * resigning when domain/bots' shouldResign says the game is clearly lost. A tree search stops
 * at deviceSearchBudgetMs, read on `now`.
 */
export async function botAnswer(
  runner: NetRunner,
  turn: BotTurn,
  random: () => number,
  now: () => number = () => performance.now(),
): Promise<BotAnswer> {
  const { query, strength, style } = turn;
  const { move, evaluation, search } = await modernMove(runner, query, strength, style, random, {
    timeBudgetMs: deviceSearchBudgetMs(turn),
    now,
  });
  const sign = query.position.toMove === 'black' ? 1 : -1;
  const ownership = Array.from(evaluation.ownership, (value) => value * sign);
  const resigns = shouldResign({
    boardSize: query.position.size,
    moveNumber: query.moves.length + 1,
    recentWinrates: [...turn.recentWinrates, evaluation.winrate],
    opponentIsBeginner: turn.opponentRank === null || isBeginner(turn.opponentRank),
    // games on the device have no handicap stones
    gaveHandicap: false,
  });
  const answer = { move: resigns ? 'resign' : move, winrate: evaluation.winrate, ownership };
  return search ? { ...answer, search } : answer;
}
