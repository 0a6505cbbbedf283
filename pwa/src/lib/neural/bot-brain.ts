import { modernMove } from '@domain/bots/modern-move';
import { isBeginner } from '@domain/bots/ranks';
import { shouldResign } from '@domain/bots/resignation';
import type { BotStyle, ModernStrength, NetQuery, NetRunner } from '@domain/bots/types';

/** What the bot is asked on its turn. */
export interface BotTurn {
  query: NetQuery;
  strength: ModernStrength;
  style: BotStyle;
  /** the bot's winrates before its earlier moves, newest last (for resigning) */
  recentWinrates: readonly number[];
  /** the player's rank, null when unknown (then treated as a beginner: the bot never resigns) */
  opponentRank: string | null;
}

/** The bot's answer. */
export interface BotAnswer {
  /** a GTP vertex, 'pass' or 'resign' */
  move: string;
  /** the bot's winrate in the position it was asked about */
  winrate: number;
  /** the network's ownership estimate from black's view (+1 black), index y * size + x */
  ownership: number[];
}

/**
 * The modern bot's move on the device: domain/bots' modernMove (the server's own choice), or
 * resigning when domain/bots' shouldResign says the game is clearly lost.
 */
export async function botAnswer(
  runner: NetRunner,
  turn: BotTurn,
  random: () => number,
): Promise<BotAnswer> {
  const { query, strength, style } = turn;
  const { move, evaluation } = await modernMove(runner, query, strength, style, random);
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
  return { move: resigns ? 'resign' : move, winrate: evaluation.winrate, ownership };
}
