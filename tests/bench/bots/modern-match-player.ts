import { modernMove } from '@domain/bots/modern-move';
import { shouldResign } from '@domain/bots/resignation';
import type { ModernStrength, NetRunner } from '@domain/bots/types';
import { replay } from '@domain/play';
import type { MatchPlayer, MatchState } from './match-types';

/** A small seeded generator (mulberry32): the same seed, the same sampled moves. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The modern bot at a strength setting (balanced style), for one game: the network's answer
 * through any NetRunner, the move as the server's bot picks it (domain/bots/modern-move), and
 * resignation as the server's bot decides it.
 */
export function modernMatchPlayer(
  runner: NetRunner,
  strength: ModernStrength,
  seed: number,
): MatchPlayer {
  const random = seededRandom(seed);
  const winrates: number[] = [];
  return {
    async move(state: MatchState): Promise<string> {
      const position = replay(state.boardSize, state.handicapStones, state.rules, state.moves);
      const query = { position, moves: state.moves, komi: state.komi, rules: state.rules };
      const { move, evaluation } = await modernMove(runner, query, strength, 'balanced', random);
      winrates.push(evaluation.winrate);
      const facts = {
        boardSize: query.position.size,
        moveNumber: state.moves.length + 1,
        recentWinrates: winrates,
        opponentIsBeginner: false,
        gaveHandicap: state.toMove === 'white' && state.handicapStones.length > 0,
      };
      return shouldResign(facts) ? 'resign' : move;
    },
  };
}
