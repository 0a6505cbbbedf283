import { GtpSession } from '@api/play/bots/gnugo/gtp-session';
import { gnugoAvailability } from '@api/play/bots/gnugo/gnugo-path';
import { proposeDeadStones } from '@domain/bots/dead-stones';
import type { NetRunner } from '@domain/bots/types';
import { WorkerPoolRunner } from '@neural/worker-pool';
import { finalPosition, finishedGames, type FinishedGame } from './dead-agreement-positions';

/** GNU Go's level when it judges the final position (its strongest). */
const JUDGE_LEVEL = 10;

interface Tally {
  games: number;
  agreedGames: number;
  stones: number;
  agreedStones: number;
}

const share = (part: number, whole: number): number =>
  whole === 0 ? 1 : Math.round((part / whole) * 1000) / 1000;

/** One game's final position: our proposal and GNU Go's dead stones, compared stone by stone. */
async function compare(
  game: FinishedGame,
  runner: NetRunner,
  session: GtpSession,
): Promise<Tally & { ours: string[]; gnugo: string[] }> {
  const position = finalPosition(game);
  const rules = game.rules ?? 'chinese';
  const ours = await proposeDeadStones(runner, {
    position,
    moves: game.moves,
    komi: game.komi,
    rules,
  });
  const gnugo = await session.deadStones({
    boardSize: game.boardSize,
    komi: game.komi,
    rules,
    handicapStones: [],
    moves: game.moves,
    toMove: position.toMove,
    level: JUDGE_LEVEL,
  });
  const stones = position.signMap.flat().filter((sign) => sign !== 0).length;
  const differing = new Set(
    [...ours, ...gnugo].filter((v) => !ours.includes(v) || !gnugo.includes(v)),
  );
  return {
    games: 1,
    agreedGames: differing.size === 0 ? 1 : 0,
    stones,
    agreedStones: stones - differing.size,
    ours,
    gnugo,
  };
}

/**
 * scoring.dead_agreement_games / _points: over finished GNU Go self-play games on 9x9, 13x13
 * and 19x19 (dead-agreement-positions.ts), the share of games where our dead-stone proposal
 * (domain/bots/dead-stones.ts, through the server's worker pool) is exactly GNU Go's
 * `final_status_list dead`, and the share of the stones on the board both judge alike;
 * per board size too (scoring.dead_agreement_games.9, ...).
 */
export async function measureDeadAgreement(): Promise<Record<string, number>> {
  const { path, reason } = gnugoAvailability();
  if (path === null) throw new Error(`The dead-stone bench needs GNU Go: ${reason}`);
  const pool = new WorkerPoolRunner();
  const session = new GtpSession({ path, moveTimeLimitMs: 60_000 });
  const bySize = new Map<number, Tally>();
  try {
    await pool.ready;
    for (const game of finishedGames()) {
      const result = await compare(game, pool, session);
      const tally = bySize.get(game.boardSize) ?? {
        games: 0,
        agreedGames: 0,
        stones: 0,
        agreedStones: 0,
      };
      tally.games += result.games;
      tally.agreedGames += result.agreedGames;
      tally.stones += result.stones;
      tally.agreedStones += result.agreedStones;
      bySize.set(game.boardSize, tally);
      const verdict = result.agreedGames === 1 ? 'same' : 'DIFFERENT';
      console.log(
        `  ${game.name}: ${verdict} (ours ${result.ours.join(' ') || '-'}; ` +
          `GNU Go ${result.gnugo.join(' ') || '-'})`,
      );
    }
  } finally {
    await session.close();
    await pool.close();
  }
  const results: Record<string, number> = {};
  const total: Tally = { games: 0, agreedGames: 0, stones: 0, agreedStones: 0 };
  for (const [size, tally] of [...bySize].sort(([a], [b]) => a - b)) {
    results[`scoring.dead_agreement_games.${size}`] = share(tally.agreedGames, tally.games);
    results[`scoring.dead_agreement_points.${size}`] = share(tally.agreedStones, tally.stones);
    results[`scoring.dead_agreement_game_count.${size}`] = tally.games;
    total.games += tally.games;
    total.agreedGames += tally.agreedGames;
    total.stones += tally.stones;
    total.agreedStones += tally.agreedStones;
  }
  results['scoring.dead_agreement_games'] = share(total.agreedGames, total.games);
  results['scoring.dead_agreement_points'] = share(total.agreedStones, total.stones);
  return results;
}
