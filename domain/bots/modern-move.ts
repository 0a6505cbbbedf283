import { playMove } from '../play/position';
import { bestBySearch, candidates, chooseMove } from './move-choice';
import { valueIsReliable } from './network-limits';
import type { BotStyle, ModernStrength, NetEvaluation, NetQuery, NetRunner } from './types';

export interface ModernMove {
  /** a GTP vertex or 'pass' */
  move: string;
  /** the network's view of the position before the move (the bot's own winrate, ownership) */
  evaluation: NetEvaluation;
}

/**
 * The modern bot's move, on the server and in the browser alike: the network's answer for the
 * position, then either the move its strength picks, or (search > 0, on 19x19 where the network's
 * value holds) the candidate whose resulting position the network likes best for the bot.
 */
export async function modernMove(
  runner: NetRunner,
  query: NetQuery,
  strength: ModernStrength,
  style: BotStyle,
  random: () => number,
): Promise<ModernMove> {
  const evaluation = await runner.evaluate(query);
  if (strength.search <= 0 || !valueIsReliable(query.position.size)) {
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
